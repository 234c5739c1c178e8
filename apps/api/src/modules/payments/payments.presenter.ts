import type { Payment } from '@hireway/shared';

import type { PaymentRow } from '../../db/schema';

/** The columns a payment's answer shows: the payments list and the admin ledger (which adds the payer) read them. */
export type PaymentDtoRow = Pick<PaymentRow, keyof Payment>;

export const toPaymentDto = (row: PaymentDtoRow): Payment => ({
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
