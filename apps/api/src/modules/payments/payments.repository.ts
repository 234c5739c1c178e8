import { randomUUID } from 'node:crypto';

import type { Executor } from '../../db/database';
import { nowIso } from '../../db/database';
import type { PaymentEventsTable, PaymentRow } from '../../db/schema';

export const insertPayment = (db: Executor, payment: PaymentRow) => db.insertInto('payments').values(payment).execute();

/** Deliberately unscoped: the webhook has no user; callers check ownership themselves. */
export const unsafeFindPaymentByReference = (db: Executor, reference: string) =>
  db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();

export const findPaidFee = (db: Executor, userId: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', 'registration_fee')
    .where('status', '=', 'paid')
    .executeTakeFirst();

/** Marks paid only if not paid yet: true for exactly one caller, however many callbacks race (PAY-01). */
export async function markPaid(db: Executor, id: string, providerStatus: string, paidAt: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'paid', provider_status: providerStatus, paid_at: paidAt, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const markUnpaid = (
  db: Executor,
  id: string,
  status: 'failed' | 'abandoned' | 'pending',
  providerStatus: string,
) =>
  db
    .updateTable('payments')
    .set({ status, provider_status: providerStatus, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '!=', 'paid')
    .execute();

export const insertPaymentEvent = (db: Executor, event: Omit<PaymentEventsTable, 'id' | 'created_at'>) =>
  db
    .insertInto('payment_events')
    .values({ ...event, id: randomUUID(), created_at: nowIso() })
    .execute();

export const setProfilePaymentStatus = (db: Executor, userId: string, status: 'unpaid' | 'pending' | 'paid') =>
  db
    .updateTable('profiles')
    .set({ payment_status: status, updated_at: nowIso() })
    .where('user_id', '=', userId)
    .execute();
