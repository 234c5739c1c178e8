import type { Payment } from '@hireway/shared';

import type { PaymentRow } from '../../db/schema';

export const toPaymentDto = (row: PaymentRow): Payment => ({
  id: row.id,
  reference: row.reference,
  purpose: row.purpose,
  provider: row.provider,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  paid_at: row.paid_at,
  created_at: row.created_at,
});
