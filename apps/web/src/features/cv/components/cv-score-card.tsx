import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconFileCv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { cvSectionPath } from '../../../config/paths';
import { useCvScoreDetails } from '../api/get-cv-score-details';
import { segmentOf } from '../sections';
import { CvScoreRing, missingText } from './cv-score';

/** The seeker home's CV card: the score, the next thing to add, a way to the editor. */
export function CvScoreCard() {
  const { t } = useTranslation('cv');
  const score = useCvScoreDetails();
  const next = score.data?.sections.find((section) => !section.complete);
  const title = t('home.title');
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" component="section" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="blue" size={40} radius="md" aria-hidden>
            <IconFileCv size={22} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {title}
          </Text>
        </Group>
        {score.isPending ? (
          <Skeleton h={96} radius="md" />
        ) : score.isError ? (
          <Text c="dimmed" size="sm" style={{ flex: 1 }}>
            {t('home.unavailable')}
          </Text>
        ) : (
          <Group gap="md" wrap="nowrap" style={{ flex: 1 }} align="center">
            <CvScoreRing score={score.data.score} size={88} />
            <Text size="sm" c="dimmed">
              {next === undefined
                ? t('home.complete')
                : t('home.next', { part: t(`parts.${segmentOf(next.section)}`), what: missingText(next, t) })}
            </Text>
          </Group>
        )}
        <Button
          component={Link}
          to={cvSectionPath(next === undefined ? 'personal' : segmentOf(next.section))}
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {score.data !== undefined && score.data.score > 0 ? t('home.improve') : t('home.start')}
        </Button>
      </Stack>
    </Card>
  );
}
