import './cv-print.css';

import { Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, type Cv } from '@hireway/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '../../../lib/i18n';
import { formatPeriod, languageName } from '../format';

export interface CvPerson {
  name: string;
  email: string;
  phone: string | null;
}

interface CvDocumentProps {
  cv: Cv;
  person: CvPerson;
  countryName: (code: string) => string;
  employmentTypeName: (slug: string) => string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <div>
        <Title order={2} fz={17} tt="uppercase" style={{ letterSpacing: '0.06em' }}>
          {title}
        </Title>
        <Divider mt={4} />
      </div>
      {children}
    </Stack>
  );
}

function Entry({
  title,
  subtitle,
  period,
  children,
}: {
  title: string;
  subtitle?: string;
  period?: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap={2} className="hw-cv-entry">
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="md">
        <Text fw={700}>{title}</Text>
        {period !== undefined ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {period}
          </Text>
        ) : null}
      </Group>
      {subtitle ? (
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

const Paragraph = ({ text }: { text: string | null }) =>
  text ? (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {text}
    </Text>
  ) : null;

/** The whole CV as one printable document (a print stylesheet hides the app around it). */
export function CvDocument({ cv, person, countryName, employmentTypeName }: CvDocumentProps) {
  const { t } = useTranslation('cv');
  const language = currentLanguage();
  const present = t('list.present');
  const { personal, personal_details: details, address } = cv;
  const addressLine = [
    address.line1,
    address.line2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.country_code === null ? null : countryName(address.country_code),
  ]
    .filter(Boolean)
    .join(', ');
  // Label and value of each personal fact the seeker chose to give.
  const facts = (
    [
      [t('fields.dateOfBirth'), details.date_of_birth === null ? null : formatDate(details.date_of_birth)],
      [t('fields.nationality'), details.nationality === null ? null : countryName(details.nationality)],
      [t('fields.gender'), details.gender === null ? null : t(`gender.${details.gender}`)],
      [
        t('fields.maritalStatus'),
        details.marital_status === null ? null : t(`maritalStatus.${details.marital_status}`),
      ],
      [t('fields.hasDrivingLicence'), details.has_driving_licence ? t('print.yes') : null],
      [
        t('fields.yearsOfExperience'),
        personal.years_of_experience === null ? null : String(personal.years_of_experience),
      ],
      [t('fields.availability'), personal.availability === null ? null : t(`availability.${personal.availability}`)],
    ] as const
  ).filter((fact): fact is readonly [string, string] => fact[1] !== null);

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} maw={860} className="hw-cv-print" component="article">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={30}>
            {person.name}
          </Title>
          {personal.headline ? (
            <Text fz="lg" fw={600}>
              {personal.headline}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {[person.email, person.phone, addressLine].filter(Boolean).join(' · ')}
          </Text>
          {[details.linkedin_url, details.portfolio_url].some(Boolean) ? (
            <Text size="sm" c="dimmed">
              {[details.linkedin_url, details.portfolio_url].filter(Boolean).join(' · ')}
            </Text>
          ) : null}
        </Stack>

        {personal.summary || personal.desired_job_title ? (
          <Section title={t('print.profile')}>
            {personal.desired_job_title ? (
              <Text size="sm">
                <Text span fw={600}>
                  {t('fields.desiredJobTitle')}:
                </Text>{' '}
                {personal.desired_job_title}
              </Text>
            ) : null}
            <Paragraph text={personal.summary} />
          </Section>
        ) : null}

        {cv.work_experience.length > 0 ? (
          <Section title={t('parts.work-experience')}>
            {cv.work_experience.map((item) => (
              <Entry
                key={item.id}
                title={item.job_title}
                subtitle={[
                  item.employer,
                  item.employment_type === null ? null : employmentTypeName(item.employment_type),
                  item.location,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                period={formatPeriod(item, language, present)}
              >
                <Paragraph text={item.description} />
                {item.achievements.length > 0 ? (
                  <List size="sm" spacing={2}>
                    {item.achievements.map((achievement) => (
                      <List.Item key={achievement}>{achievement}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Entry>
            ))}
          </Section>
        ) : null}

        {cv.education_history.length > 0 ? (
          <Section title={t('parts.education-history')}>
            {cv.education_history.map((item) => (
              <Entry
                key={item.id}
                title={item.field_of_study ? `${item.qualification}, ${item.field_of_study}` : item.qualification}
                subtitle={
                  item.grade ? `${item.institution} · ${t('list.grade', { grade: item.grade })}` : item.institution
                }
                period={formatPeriod(item, language, present)}
              >
                <Paragraph text={item.description} />
              </Entry>
            ))}
          </Section>
        ) : null}

        {cv.skills.length > 0 || cv.languages.length > 0 ? (
          <Section title={t('print.skillsAndLanguages')}>
            {cv.skills.length > 0 ? (
              <Text size="sm">
                <Text span fw={600}>
                  {t('parts.skills')}:
                </Text>{' '}
                {cv.skills.map((skill) => `${skill.name} (${t(`skillLevel.${skill.level}`)})`).join(', ')}
              </Text>
            ) : null}
            {cv.languages.length > 0 ? (
              <Text size="sm">
                <Text span fw={600}>
                  {t('parts.languages')}:
                </Text>{' '}
                {cv.languages
                  .map((item) => `${languageName(item.language, language)} (${t(`proficiency.${item.proficiency}`)})`)
                  .join(', ')}
              </Text>
            ) : null}
          </Section>
        ) : null}

        {cv.voluntary_services.length > 0 ? (
          <Section title={t('parts.voluntary-services')}>
            {cv.voluntary_services.map((item) => (
              <Entry
                key={item.id}
                title={item.role}
                subtitle={item.organisation}
                period={formatPeriod(item, language, present)}
              >
                <Paragraph text={item.description} />
              </Entry>
            ))}
          </Section>
        ) : null}

        {cv.hobbies_and_interests.length > 0 ? (
          <Section title={t('parts.hobbies')}>
            {cv.hobbies_and_interests.map((item) => (
              <Entry key={item.id} title={item.name}>
                <Paragraph text={item.description} />
              </Entry>
            ))}
          </Section>
        ) : null}

        {facts.length > 0 ? (
          <Section title={t('parts.personal-details')}>
            <Stack gap={2}>
              {facts.map(([label, value]) => (
                <Text size="sm" key={label}>
                  <Text span fw={600}>
                    {label}:
                  </Text>{' '}
                  {value}
                </Text>
              ))}
            </Stack>
          </Section>
        ) : null}

        {cv.references.length > 0 ? (
          <Section title={t('parts.references')}>
            {cv.references.map((item) => (
              <Entry
                key={item.id}
                title={item.name}
                subtitle={[item.relationship, item.job_title, item.company].filter(Boolean).join(' · ')}
              >
                {item.may_contact ? (
                  <Text size="sm">{[item.email, item.phone].filter(Boolean).join(' · ')}</Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('print.onRequest')}
                  </Text>
                )}
              </Entry>
            ))}
          </Section>
        ) : null}
      </Stack>
    </Paper>
  );
}
