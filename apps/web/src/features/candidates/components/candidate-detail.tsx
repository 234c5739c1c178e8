import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  CV_ACTION_SUBJECTS,
  type CandidateDetail,
  type Cv,
  type CvAction,
  type CvActionSubject,
} from '@hireway/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { BackLink } from '../../../components/ui/back-link';
import { BlockLoader } from '../../../components/ui/block-loader';
import { hiringPaths } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { useCandidate } from '../api/get-candidate';
import { useActionedCandidates } from '../api/list-actioned-candidates';
import { useLiveCandidates } from '../hooks/use-live-candidates';
import { CvScoreBadge } from './candidate-card';
import { CvActionCard } from './cv-action-card';
import { DocumentsModal } from './documents-modal';
import { EmployModal, type EmploySource } from './employ-modal';
import { InterviewModal } from './interview-modal';
import { ShortlistModal } from './shortlist-modal';
import { EmploymentStatusBadge } from './status-badges';

/** The largest page the API gives: every action on one candidate fits in it (they are filtered by candidate). */
const ALL_ACTIONS_PAGE = 500;

/** Nothing beyond the name: the page says so rather than showing an empty document alone. */
const isCvEmpty = (cv: Cv): boolean =>
  !cv.personal.summary &&
  !cv.personal.desired_job_title &&
  [
    cv.work_experience,
    cv.education_history,
    cv.skills,
    cv.languages,
    cv.voluntary_services,
    cv.hobbies_and_interests,
    cv.references,
  ].every((items) => items.length === 0);

const MODALS = { shortlist: ShortlistModal, interview: InterviewModal, 'additional-documents': DocumentsModal };

interface CandidateDetailViewProps {
  candidateId: string;
  /** A country's name by its code, for the candidate's place. */
  countryName: (code: string) => string;
  /** The candidate's CV as a document (the CV feature draws it; the route hands it in). */
  renderCv: (candidate: CandidateDetail, person: CvPerson) => ReactNode;
}

/** What a CV document shows of the person beside the CV itself. */
export interface CvPerson {
  name: string;
  email: string;
  phone: string | null;
}

/** A candidate's page: their facts and CV, the provider's actions on them and the next steps. */
export function CandidateDetailView({ candidateId, countryName, renderCv }: CandidateDetailViewProps) {
  const { t } = useTranslation('candidates');
  const candidate = useCandidate(candidateId);
  const actions = useActionedCandidates({ candidateId, page: 1, perPage: ALL_ACTIONS_PAGE });
  useLiveCandidates();
  const [opened, setOpened] = useState<CvActionSubject | null>(null);
  const [employing, setEmploying] = useState<EmploySource | null>(null);

  const back = <BackLink to={hiringPaths.candidates}>{t('detail.back')}</BackLink>;
  if (candidate.isPending) {
    return (
      <Stack gap="lg">
        {back}
        <BlockLoader label={t('loading')} />
      </Stack>
    );
  }
  if (candidate.isError) {
    return (
      <Stack gap="lg">
        {back}
        <Alert color="red">{t('detail.notFound')}</Alert>
      </Stack>
    );
  }

  const person = candidate.data;
  const name = `${person.first_name} ${person.last_name}`;
  const { relationship } = person;
  const mine = actions.data?.data ?? [];
  const facts = [
    person.desired_job_title,
    [person.city, person.country_code === null ? null : countryName(person.country_code)].filter(Boolean).join(', '),
    person.years_of_experience === null ? null : t('card.years', { count: person.years_of_experience }),
    person.availability === null ? null : t(`availability.${person.availability}`),
  ].filter(Boolean);
  const employ = (action: CvAction) =>
    setEmploying({ id: action.id, candidateName: name, position: person.desired_job_title ?? '' });

  return (
    <Stack gap="lg" maw={960}>
      {back}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {name}
            </Title>
            {person.headline !== null ? <Text>{person.headline}</Text> : null}
            {facts.length > 0 ? (
              <Text size="sm" c="dimmed">
                {facts.join(' · ')}
              </Text>
            ) : null}
            <Group gap="xs" mt={4}>
              {relationship.employment !== null ? (
                <Group gap={6}>
                  <Text size="sm">{t('detail.employment')}</Text>
                  <EmploymentStatusBadge status={relationship.employment.status} />
                </Group>
              ) : null}
              {relationship.application_statuses.map((status) => (
                <Badge key={status} variant="outline" color="gray">
                  {t(`detail.application.${status}`)}
                </Badge>
              ))}
            </Group>
            {person.contact !== null ? (
              <Text size="sm" c="dimmed">
                {[person.contact.email, person.contact.phone].filter(Boolean).join(' · ')}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('detail.contactHidden')}
              </Text>
            )}
          </Stack>
          <CvScoreBadge score={person.cv_score} />
        </Group>
        <Group gap="xs" mt="md">
          {CV_ACTION_SUBJECTS.map((subject) => {
            const pending = relationship.pending_actions.includes(subject);
            return (
              <Button
                key={subject}
                variant={subject === 'shortlist' ? 'filled' : 'light'}
                disabled={pending}
                onClick={() => setOpened(subject)}
              >
                {pending ? t(`detail.pending.${subject}`) : t(`detail.actions.${subject}`)}
              </Button>
            );
          })}
        </Group>
      </Paper>

      <Stack gap="sm" component="section" aria-label={t('detail.history')}>
        <Title order={2} fz="lg">
          {t('detail.history')}
        </Title>
        {actions.isError ? <Alert color="red">{t('errors.loadFailed')}</Alert> : null}
        {actions.isSuccess && mine.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noHistory')}
          </Text>
        ) : null}
        {mine.map((action) => (
          <CvActionCard key={action.id} action={action} showCandidate={false} onEmploy={employ} />
        ))}
      </Stack>

      {isCvEmpty(person.cv) ? (
        <Text size="sm" c="dimmed">
          {t('detail.emptyCv')}
        </Text>
      ) : null}
      {renderCv(person, { name, email: person.contact?.email ?? '', phone: person.contact?.phone ?? null })}

      {CV_ACTION_SUBJECTS.map((subject) => {
        const Modal = MODALS[subject];
        return (
          <Modal
            key={subject}
            candidateId={person.id}
            opened={opened === subject}
            onClose={() => setOpened(null)}
            onDone={() => {
              setOpened(null);
              notifySuccess({ message: t(`detail.done.${subject}`, { name }) });
            }}
          />
        );
      })}
      <EmployModal source={employing} onClose={() => setEmploying(null)} />
    </Stack>
  );
}
