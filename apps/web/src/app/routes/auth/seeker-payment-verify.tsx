import { useSearchParams, useNavigate } from 'react-router';

import { PageCard } from '../../../components/ui/page-card';
import { paths } from '../../../config/paths';
import { PaymentVerification } from '../../../features/payments/components/payment-verification';
import { useRefreshUser } from '../../hooks';

/** /auth/seeker/payment/verify?reference= — where the payment provider sends the seeker back. */
export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  return (
    <PageCard width="medium">
      <PaymentVerification
        reference={search.get('reference')}
        // The fee is paid: POST /auth/check again, so the stored user (and the guards) know it.
        onPaid={() => void refreshUser()}
        onContinue={() => void refreshUser().then(() => navigate(paths['seeker-home'], { replace: true }))}
        onTryAgain={() => void navigate(paths['seeker-make-payment'], { replace: true })}
      />
    </PageCard>
  );
}
