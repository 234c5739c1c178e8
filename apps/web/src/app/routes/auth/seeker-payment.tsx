import { Button } from '@mantine/core';
import { defaultPlatformSettings } from '@hireway/shared';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageCard } from '../../../components/ui/page-card';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { PayFeeCard } from '../../../features/payments/components/pay-fee-card';
import { useAuth } from '../../../lib/auth/auth-store';
import { useRefreshUser } from '../../hooks';

/** /auth/onboarding/payment — the seeker pays the one-time registration fee at the provider's checkout. */
export function Component() {
  const { t } = useTranslation('common');
  const { settings } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const fee = (settings ?? defaultPlatformSettings()).payment_settings;

  return (
    <PageCard width="medium">
      <PayFeeCard
        amount={fee.registration_fee_amount}
        currency={fee.registration_fee_currency}
        onAlreadyPaid={() => {
          // Paid meanwhile (another tab): the fresh user lets the guards go home.
          void refreshUser().then(() => navigate(paths.root, { replace: true }));
        }}
        secondaryActions={
          <Button
            size="md"
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void logout()}
          >
            {t('userMenu.logout')}
          </Button>
        }
      />
    </PageCard>
  );
}
