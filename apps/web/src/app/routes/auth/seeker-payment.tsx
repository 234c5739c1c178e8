import { defaultPlatformSettings } from '@hireway/shared';
import { useNavigate } from 'react-router';

import { PageCard } from '../../../components/ui/page-card';
import { paths } from '../../../config/paths';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { PayFeeCard } from '../../../features/payments/components/pay-fee-card';
import { useAuth } from '../../../lib/auth/auth-store';
import { useRefreshUser } from '../../hooks';

/** /auth/onboarding/payment — the seeker pays the one-time registration fee at the provider's checkout. */
export function Component() {
  const { settings } = useAuth();
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
        secondaryActions={<LogoutButton secondary size="md" />}
      />
    </PageCard>
  );
}
