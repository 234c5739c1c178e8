import { randomBytes, randomUUID } from 'node:crypto';

import { formatMoney, type PaymentInitResponse, type PlatformSettings } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import { AppError, notFound } from '../../core/errors';
import { emailAccountHolder } from '../../core/mail/mail.jobs';
import { PaymentGatewayError, type VerifyResult } from '../../core/payments/payment-gateway';
import { nowIso } from '../../db/database';
import type { PaymentRow, UserRow } from '../../db/schema';
import { findProfile } from '../users';
import {
  findPaidFee,
  insertPayment,
  insertPaymentEvent,
  markPaid,
  markUnpaid,
  setProfilePaymentStatus,
  unsafeFindPaymentByReference,
} from './payments.repository';

const newReference = () => `HW-${randomBytes(18).toString('base64url')}`;

const gatewayDown = () =>
  new AppError(
    'service_unavailable',
    'The payment provider is not answering. Your payment is safe; try again in a moment.',
    {
      headers: { 'retry-after': '30' },
    },
  );

/** POST /auth/onboarding/payment/init: a new reference for the fee in settings; the client sends no amount. */
export async function initRegistrationFee(
  app: FastifyInstance,
  user: UserRow,
  settings: PlatformSettings,
): Promise<PaymentInitResponse> {
  const profile = await findProfile(app.db, user.id);
  if (!profile || profile.has_completed_onboarding !== 1) {
    throw new AppError('rule_violated', 'Finish your profile before paying the registration fee');
  }
  if (profile.payment_status === 'paid' || (await findPaidFee(app.db, user.id))) {
    throw new AppError('conflict', 'Your registration fee is already paid');
  }
  const { registration_fee_amount: amount, registration_fee_currency: currency } = settings.payment_settings;
  const now = nowIso();
  const payment: PaymentRow = {
    id: randomUUID(),
    user_id: user.id,
    purpose: 'registration_fee',
    provider: app.payments.provider,
    reference: newReference(),
    amount,
    currency,
    status: 'pending',
    provider_status: null,
    paid_at: null,
    created_at: now,
    updated_at: now,
  };
  await insertPayment(app.db, payment);
  let authorizationUrl: string;
  try {
    ({ authorizationUrl } = await app.payments.initialize({
      reference: payment.reference,
      amount,
      currency,
      email: user.email,
      callbackUrl: `${app.config.PUBLIC_URL}/auth/seeker/payment/verify`,
    }));
  } catch (error) {
    await markUnpaid(app.db, payment.id, 'failed', 'initialize_failed');
    if (error instanceof PaymentGatewayError) throw gatewayDown();
    throw error;
  }
  await setProfilePaymentStatus(app.db, user.id, 'pending');
  await insertPaymentEvent(app.db, {
    payment_id: payment.id,
    reference: payment.reference,
    source: 'init',
    outcome: 'initialized',
    ip: null,
    payload: null,
  });
  return { authorization_url: authorizationUrl, reference: payment.reference, amount, currency };
}

/** Credits once: the conditional update lets exactly one of any number of concurrent callbacks through. */
async function credit(
  app: FastifyInstance,
  payment: PaymentRow,
  result: VerifyResult,
  user: UserRow | undefined,
): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    const credited = await markPaid(trx, payment.id, result.providerStatus, result.paidAt ?? nowIso());
    if (!credited) return false;
    await setProfilePaymentStatus(trx, payment.user_id, 'paid');
    if (user) {
      await emailAccountHolder(app, trx, user, 'payment-receipt', {
        amount: formatMoney(payment.amount, payment.currency, user.language),
        reference: payment.reference,
      });
    }
    return true;
  });
}

/**
 * Asks the gateway what happened to a reference and applies it: success credits the fee only when amount,
 * currency and reference match what we asked for; failure or abandonment sends the seeker back to retry.
 * Idempotent: a paid reference answers as paid without asking again.
 */
export async function settlePayment(
  app: FastifyInstance,
  payment: PaymentRow,
  context: { source: 'verify' | 'webhook'; ip: string | null; user?: UserRow },
): Promise<PaymentRow> {
  if (payment.status === 'paid') return payment;
  let result: VerifyResult;
  try {
    result = await app.payments.verify(payment.reference);
  } catch (error) {
    await insertPaymentEvent(app.db, {
      payment_id: payment.id,
      reference: payment.reference,
      source: context.source,
      outcome: 'gateway_error',
      ip: context.ip,
      payload: null,
    });
    if (error instanceof PaymentGatewayError) throw gatewayDown();
    throw error;
  }
  const matches =
    result.reference === payment.reference && result.amount === payment.amount && result.currency === payment.currency;
  let outcome: string = result.status;
  if (result.status === 'success' && !matches) {
    outcome = 'mismatch';
    await markUnpaid(app.db, payment.id, 'failed', `mismatch:${result.providerStatus}`);
    await setProfilePaymentStatus(app.db, payment.user_id, 'unpaid');
    app.log.error(
      { event: 'payment_mismatch', paymentId: payment.id },
      'gateway amount, currency or reference does not match',
    );
  } else if (result.status === 'success') {
    outcome = (await credit(app, payment, result, context.user)) ? 'credited' : 'already_credited';
  } else if (result.status === 'failed' || result.status === 'abandoned') {
    await markUnpaid(app.db, payment.id, result.status, result.providerStatus);
    await setProfilePaymentStatus(app.db, payment.user_id, 'unpaid');
  }
  await insertPaymentEvent(app.db, {
    payment_id: payment.id,
    reference: payment.reference,
    source: context.source,
    outcome,
    ip: context.ip,
    payload: JSON.stringify({ status: result.providerStatus, amount: result.amount, currency: result.currency }),
  });
  const fresh = await unsafeFindPaymentByReference(app.db, payment.reference);
  if (!fresh) throw notFound('The payment');
  if (outcome === 'mismatch')
    throw new AppError('rule_violated', 'The payment did not match the registration fee and was not credited');
  return fresh;
}

/** GET /auth/onboarding/payment/verify: the seeker's own reference only (404 otherwise). */
export async function verifyRegistrationFee(app: FastifyInstance, user: UserRow, reference: string, ip: string | null) {
  const payment = await unsafeFindPaymentByReference(app.db, reference);
  if (payment?.user_id !== user.id) throw notFound('The payment');
  return settlePayment(app, payment, { source: 'verify', ip, user });
}
