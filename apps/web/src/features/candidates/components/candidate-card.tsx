import { Anchor, Avatar, Badge, Group, Paper, RingProgress, Stack, Text } from '@mantine/core';
import { formatDate, type CandidateSummary } from '@hireway/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { candidatePath } from '../../../config/paths';

/** Red under 40, yellow under 70, green from 70 (as the seeker's own score card). */
const scoreColor = (score: number): string => (score < 40 ? 'red' : score < 70 ? 'yellow' : 'teal');

export function CvScoreBadge({ score }: { score: number }) {
  const { t } = useTranslation('candidates');
  return (
    <RingProgress
      size={56}
      thickness={5}
      roundCaps
      sections={score > 0 ? [{ value: score, color: scoreColor(score) }] : []}
      aria-label={t('card.score', { score })}
      label={
        <Text ta="center" size="xs" fw={700}>
          {score}
        </Text>
      }
    />
  );
}

interface CandidateCardProps {
  candidate: CandidateSummary;
  countryName: (code: string) => string;
}

/** A candidate in the pool: name, headline, place, experience, top skills and CV score. */
export function CandidateCard({ candidate, countryName }: CandidateCardProps) {
  const { t } = useTranslation('candidates');
  const name = `${candidate.first_name} ${candidate.last_name}`;
  const place = [candidate.city, candidate.country_code === null ? null : countryName(candidate.country_code)]
    .filter(Boolean)
    .join(', ');
  const facts = [
    candidate.desired_job_title,
    place,
    candidate.years_of_experience === null ? null : t('card.years', { count: candidate.years_of_experience }),
    candidate.availability === null ? null : t(`availability.${candidate.availability}`),
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar radius="xl" color="blue" alt="">
          {`${candidate.first_name.slice(0, 1)}${candidate.last_name.slice(0, 1)}`}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={candidatePath(candidate.id)} fw={600} fz="lg">
            {name}
          </Anchor>
          {candidate.headline !== null ? <Text size="sm">{candidate.headline}</Text> : null}
          {facts.length > 0 ? (
            <Text size="sm" c="dimmed">
              {facts.join(' · ')}
            </Text>
          ) : null}
          {candidate.top_skills.length > 0 ? (
            <Group gap={6} mt={4}>
              {candidate.top_skills.map((skill) => (
                <Badge key={skill} variant="light" color="gray" tt="none">
                  {skill}
                </Badge>
              ))}
            </Group>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('card.updated', { date: formatDate(candidate.updated_at) })}
          </Text>
        </Stack>
        <CvScoreBadge score={candidate.cv_score} />
      </Group>
    </Paper>
  );
}
