import { maskPhone } from '@hireway/shared';

import type { Database } from '../../db/database';
import { AppError, validationError } from '../errors';
import {
  deleteSmsLedgerEntry,
  findNthLatestSmsSince,
  insertSmsLedgerEntry,
  lockSmsLedger,
  setSmsProviderMessageId,
  type SmsCapScope,
} from './sms.repository';
import { DEFAULT_SMS_LIMITS, OUTBOX_PROVIDER, type SmsLimits, type SmsLog, type SmsSender } from './sms-sender';

export interface SmsMessage {
  /** The account the message is for (its per-user cap); null for a message to no account. */
  userId: string | null;
  /** E.164; spaces, dashes, dots and brackets are dropped. */
  to: string;
  body: string;
  /** What the message is for ('phone-verification', 'mfa', …): kept in the ledger. */
  purpose: string;
}

export interface SendSmsOptions {
  /** The daily caps; default: the sender's (app.sms carries config's), else DEFAULT_SMS_LIMITS. */
  limits?: SmsLimits;
  /** Where the global budget alert goes; default: the sender's log. */
  log?: SmsLog;
}

export type SmsLimit = 'user' | 'number' | 'budget';

/** Over one of the daily SMS caps: 429 with Retry-After; `limit` names the cap. */
export class SmsLimitError extends AppError {
  readonly limit: SmsLimit;
  readonly retryAfterSeconds: number;

  constructor(limit: SmsLimit, message: string, retryAfterSeconds: number) {
    super('rate_limited', message, { headers: { 'retry-after': String(retryAfterSeconds) } });
    this.name = 'SmsLimitError';
    this.limit = limit;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const E164 = /^\+[1-9]\d{6,14}$/;
const MAX_BODY_LENGTH = 1000;
const MAX_PURPOSE_LENGTH = 32;

/** The number as providers and the per-number cap see it: E.164 without separators. */
export function normalizePhoneNumber(phone: string): string {
  const compact = phone.trim().replace(/[\s\-.()]/g, '');
  if (!E164.test(compact)) {
    throw validationError({ phone: ['Enter the number in international format, for example +4915112345678'] });
  }
  return compact;
}

const describeWait = (seconds: number): string => {
  const [amount, unit] =
    seconds <= 60 * 60 ? [Math.max(1, Math.ceil(seconds / 60)), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
};

const limitMessage = (limit: SmsLimit, retryAfter: number): string => {
  const wait = describeWait(retryAfter);
  if (limit === 'user') return `You have reached the daily limit of text messages. Try again in about ${wait}.`;
  if (limit === 'number') {
    return `Too many text messages were sent to this phone number today. Try again in about ${wait}.`;
  }
  return `Text messages are paused for now. Try again in about ${wait}.`;
};

/**
 * Sends one text message within the daily caps (SMS-03): per user, per phone number and a global budget, each
 * over a rolling 24 hours, counted from the sms_outbox ledger so every API process sees the same counts.
 *
 * The caps are checked and the ledger row is written in one short transaction under a lock, *before* the
 * provider is called; a failed send deletes its row again. Tradeoffs:
 * - A successful send always counts (its row exists before the provider is asked), and concurrent requests can
 *   never overshoot a cap: 1,000 parallel requests for one number send exactly the cap.
 * - A failed send does not burn the cap (its row is deleted), but while it is in flight it holds a slot, so a
 *   concurrent request may be refused for a send that then fails.
 * - If the process dies between the provider call and the delete, the row stays and counts (fail closed).
 * - A provider timeout on a message the provider did accept is not counted: at most one extra message per
 *   timed-out request, which still needs the caller to try again.
 * - No transaction or lock is held during the provider call (up to 10 s), so a slow provider never stalls the
 *   database; writing the row only after the send would need that.
 *
 * Throws SmsLimitError (an AppError 'rate_limited', 429 + Retry-After) over a cap, a validation AppError for a
 * number that is not E.164, and SmsDeliveryError (retryable or not) when the provider fails.
 */
export async function sendSms(
  db: Database,
  sender: SmsSender,
  message: SmsMessage,
  options: SendSmsOptions = {},
): Promise<{ id: string; providerMessageId: string | null }> {
  const to = normalizePhoneNumber(message.to);
  if (message.body.length === 0 || message.body.length > MAX_BODY_LENGTH) {
    throw new RangeError(`An SMS body has 1 to ${MAX_BODY_LENGTH} characters`);
  }
  if (message.purpose.length === 0 || message.purpose.length > MAX_PURPOSE_LENGTH) {
    throw new RangeError(`An SMS purpose has 1 to ${MAX_PURPOSE_LENGTH} characters`);
  }
  const limits = options.limits ?? sender.limits ?? DEFAULT_SMS_LIMITS;
  const log = options.log ?? sender.log;
  // Only the outbox keeps the text (it is the message); for real providers the codes are not stored (SMS-01).
  const storedBody = sender.provider === OUTBOX_PROVIDER ? message.body : message.body.replace(/\d/g, '*');

  const id = await db.transaction().execute(async (trx) => {
    await lockSmsLedger(trx);
    const now = Date.now();
    const since = new Date(now - DAY_MS).toISOString();
    const caps: { limit: SmsLimit; scope: SmsCapScope; max: number }[] = [
      { limit: 'number', scope: { toNumber: to }, max: limits.SMS_DAILY_LIMIT_PER_NUMBER },
      { limit: 'budget', scope: 'everyone', max: limits.SMS_DAILY_BUDGET },
    ];
    if (message.userId) {
      caps.unshift({ limit: 'user', scope: { userId: message.userId }, max: limits.SMS_DAILY_LIMIT_PER_USER });
    }
    for (const { limit, scope, max } of caps) {
      const nthLatest = await findNthLatestSmsSince(trx, scope, since, max);
      if (nthLatest === null) continue;
      const retryAfter = Math.max(1, Math.ceil((Date.parse(nthLatest) + DAY_MS - now) / 1000));
      if (limit === 'budget') {
        log?.error({ event: 'sms_budget_exhausted', budget: max, retryAfter }, 'the daily SMS budget is used up');
      }
      throw new SmsLimitError(limit, limitMessage(limit, retryAfter), retryAfter);
    }
    return insertSmsLedgerEntry(trx, {
      toNumber: to,
      body: storedBody,
      provider: sender.provider,
      userId: message.userId,
      purpose: message.purpose,
      createdAt: new Date(now).toISOString(),
    });
  });

  let providerMessageId: string | null;
  try {
    ({ providerMessageId } = await sender.send(to, message.body));
  } catch (error) {
    try {
      await deleteSmsLedgerEntry(db, id);
    } catch (deleteError) {
      // The row stays and counts against the caps: the safe side.
      log?.error({ err: deleteError, event: 'sms_ledger_release_failed', to: maskPhone(to) }, 'sms ledger row kept');
    }
    throw error;
  }
  if (providerMessageId !== null) await setSmsProviderMessageId(db, id, providerMessageId);
  return { id, providerMessageId };
}
