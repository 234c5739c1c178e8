import { PaymentLedger } from '../../../features/admin-payments/components/payment-ledger';

/** /admin/payments: the ledger filtered by status, payer and days, and the same rows as CSV. */
export function Component() {
  return <PaymentLedger />;
}
