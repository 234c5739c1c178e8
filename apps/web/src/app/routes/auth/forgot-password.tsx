import { Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { CardHeading } from '../../../components/ui/card-heading';
import { PageCard } from '../../../components/ui/page-card';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <PageCard>
      <Stack gap="lg">
        <CardHeading
          icon={<IconKey size={26} />}
          title={t('forgotPassword.title')}
          subtitle={t('forgotPassword.subtitle')}
        />
        <ForgotPasswordForm />
      </Stack>
    </PageCard>
  );
}
