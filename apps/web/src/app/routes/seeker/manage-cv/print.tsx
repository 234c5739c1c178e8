import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { BackLink } from '../../../../components/ui/back-link';
import { cvSectionPath } from '../../../../config/paths';
import { CvDocument } from '../../../../features/cv/components/cv-document';
import { useCountries } from '../../../../features/reference/api/countries';
import { useAuth } from '../../../../lib/auth/auth-store';
import { useReferenceOptions } from '../../../reference-options';
import { WithCv } from './with-cv';

/** /job-seeker/manage-cv/print: the CV as a document; the browser's print dialog saves it as a PDF. */
export function Component() {
  const { t } = useTranslation('cv');
  const { user } = useAuth();
  const countries = useCountries();
  const employmentTypes = useReferenceOptions('employment-types');
  const countryName = (code: string) => countries.data?.find((country) => country.code === code)?.name ?? code;
  const employmentTypeName = (slug: string) =>
    employmentTypes.options.find((option) => option.value === slug)?.label ?? slug;

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
