import { NavLink, Stack } from '@mantine/core';
import type { CvScoreDetails } from '@hireway/shared';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { cvSectionPath } from '../../../config/paths';
import { CV_PARTS } from '../sections';

/** The ten parts of the CV as a tab list; a tick marks the parts that count fully toward the score. */
export function CvNav({ score }: { score: CvScoreDetails | undefined }) {
  const { t } = useTranslation('cv');
  const { pathname } = useLocation();
  return (
    <Stack gap={2} component="nav" aria-label={t('nav.label')}>
      {CV_PARTS.map(({ segment, section }) => {
        const to = cvSectionPath(segment);
        const active = pathname === to;
        const complete = score?.sections.find((entry) => entry.section === section)?.complete === true;
        return (
          <NavLink
            key={segment}
            component={Link}
            to={to}
            label={t(`parts.${segment}`)}
            active={active}
            aria-current={active ? 'page' : undefined}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
            rightSection={
              complete ? (
                <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-6)" aria-label={t('nav.complete')} />
              ) : (
                <IconCircle size={16} color="var(--mantine-color-gray-5)" aria-hidden />
              )
            }
          />
        );
      })}
    </Stack>
  );
}
