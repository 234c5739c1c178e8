import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { BackLink } from '../../../../components/ui/back-link';
import { cvSectionPath } from '../../../../config/paths';
import { CvDocument } from '../../../../features/cv/components/cv-document';
import { useAuth } from '../../../../lib/auth/auth-store';
import { useCvNames } from '../../../reference-options';
import { WithCv } from './with-cv';

/** /job-seeker/manage-cv/print: the CV as a document; the browser's print dialog saves it as a PDF. */
export function Component() {
  const { t } = useTranslation('cv');
  const { user } = useAuth();
  const { countryName, employmentTypeName } = useCvNames();

  return (
    <Stack gap="lg" maw={860}>
      <Group justify="space-between" className="hw-no-print" wrap="wrap" gap="sm">
        <BackLink to={cvSectionPath('personal')}>{t('print.back')}</BackLink>
        <Group gap="sm">
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {t('print.hint')}
          </Text>
          <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            {t('print.print')}
          </Button>
        </Group>
      </Group>
      <WithCv>
        {(cv) => (
          <CvDocument
            cv={cv}
            person={{
              name: user === null ? '' : `${user.first_name} ${user.last_name}`.trim(),
              email: user?.email ?? '',
              phone: user?.phone ?? null,
            }}
            countryName={countryName}
            employmentTypeName={employmentTypeName}
          />
        )}
      </WithCv>
    </Stack>
  );
}
