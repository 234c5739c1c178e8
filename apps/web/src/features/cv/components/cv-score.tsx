import { Anchor, Group, List, RingProgress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  CV_MIN_ENTRIES,
  CV_MISSING_ENTRIES,
  type CvListSection,
  type CvScoreDetails,
  type CvScoreSection,
} from '@hireway/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { cvSectionPath } from '../../../config/paths';
import { segmentOf } from '../sections';

/** Red under 40, yellow under 70, green from 70. */
export const scoreColor = (score: number): string => (score < 40 ? 'red' : score < 70 ? 'yellow' : 'teal');

const isListSection = (section: string): section is CvListSection => section in CV_MIN_ENTRIES;

/** What one section still needs, in words ("Add at least 3 skills"). */
export const missingText = (section: CvScoreSection, t: TFunction): string => {
  const parts = section.missing.map((field) =>
    field === CV_MISSING_ENTRIES && isListSection(section.section)
      ? t(`score.needsEntries.${section.section}`, { count: CV_MIN_ENTRIES[section.section] })
      : t(`score.missing.${field}`, { defaultValue: t('score.missing.generic', { field }) }),
  );
  return parts.join(' · ');
};

export function CvScoreRing({ score, size = 120 }: { score: number; size?: number }) {
  const { t } = useTranslation('cv');
  return (
    <RingProgress
      size={size}
      thickness={size / 10}
      roundCaps
      // Nothing drawn at 0 (round caps would leave a dot).
      sections={score > 0 ? [{ value: score, color: scoreColor(score) }] : []}
      aria-label={t('score.label', { score })}
      role="img"
      label={
        <Text ta="center" fw={800} fz={size / 4.5}>
          {score}%
        </Text>
      }
    />
  );
}

/** The CV score and, heaviest first, what would raise it, each linked to the part of the CV to edit. */
export function CvScorePanel({ details }: { details: CvScoreDetails }) {
  const { t } = useTranslation('cv');
  const missing = details.sections.filter((section) => !section.complete);
  return (
    <Stack gap="md" aria-label={t('score.title')} component="section">
      <Group gap="sm" wrap="nowrap">
        <CvScoreRing score={details.score} size={84} />
        <Text fw={700}>{t('score.title')}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {missing.length === 0 ? t('score.complete') : t('score.intro')}
      </Text>
      {missing.length > 0 ? (
        <List spacing="xs" size="sm" aria-label={t('score.missingTitle')}>
          {missing.map((section) => (
            <List.Item key={section.section}>
              <Anchor component={Link} to={cvSectionPath(segmentOf(section.section))} size="sm" fw={600}>
                {t(`parts.${segmentOf(section.section)}`)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('score.points', { count: section.weight })} · {missingText(section, t)}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : (
        <Group gap="xs">
          <ThemeIcon color="teal" variant="light" size="sm" radius="xl" aria-hidden>
            <IconCircleCheck size={14} />
          </ThemeIcon>
          <Text size="sm">{t('score.allDone')}</Text>
        </Group>
      )}
    </Stack>
  );
}
