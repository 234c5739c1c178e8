import { z } from 'zod';

export const PAYMENT_STATUSES_LEDGER = ['pending', 'paid', 'failed', 'abandoned'] as const;
export type PaymentLedgerStatus = (typeof PAYMENT_STATUSES_LEDGER)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'paystack'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const paymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  purpose: z.literal('registration_fee'),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Minor units (cents). */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES_LEDGER),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /auth/onboarding/payment/init: the amount comes from settings, never from the client (PAY-04). */
export const paymentInitResponseSchema = z.object({
  authorization_url: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type PaymentInitResponse = z.infer<typeof paymentInitResponseSchema>;

export const paymentReferenceSchema = z
  .string({ error: 'The payment reference is missing' })
  .trim()
  .regex(/^HW-[A-Za-z0-9_-]{10,64}$/, 'This is not a Hireway payment reference');

/** GET /auth/onboarding/payment/verify?reference= */
export const paymentVerifyQuerySchema = z.strictObject({ reference: paymentReferenceSchema });
export const paymentVerifyResponseSchema = z.object({ payment: paymentSchema });

/** The sandbox checkout's decision (its own hosted page posts it). */
export const sandboxDecisionSchema = z.strictObject({ decision: z.enum(['approve', 'decline']) });

/** "9.99 EUR" style display of minor units. */
export const formatMoney = (amount: number, currency: string, locale = 'en-US'): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
