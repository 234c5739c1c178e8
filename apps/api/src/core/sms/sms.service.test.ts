import { randomUUID } from 'node:crypto';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Database } from '../../db/database';
import { AppError } from '../errors';
import { createUser } from '../../test/factories';
import { testEngine, useTestDatabase } from '../../test/test-app';
import { rejectionOf } from '../../test/rejection';
import { type FakeTwilio, INVALID_TO_NUMBER, startFakeTwilio } from './fake-twilio';
import { unsafeListOutboxSms, insertSmsLedgerEntry } from './sms.repository';
import { sendSms, SmsLimitError } from './sms.service';
import {
  OUTBOX_PROVIDER,
  SmsDeliveryError,
  type SmsLimits,
  type SmsLog,
  type SmsSender,
  TwilioSmsSender,
} from './sms-sender';

const HOUR_MS = 60 * 60 * 1000;
const LIMITS: SmsLimits = { SMS_DAILY_LIMIT_PER_USER: 5, SMS_DAILY_LIMIT_PER_NUMBER: 5, SMS_DAILY_BUDGET: 1000 };
const silentLog: SmsLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The SMS stub: counts what reaches the "provider", can be told to fail. */
class StubSender implements SmsSender {
  readonly provider: string;
  readonly sent: { to: string; body: string }[] = [];
  failure: Error | null = null;
  readonly limits: SmsLimits | undefined;

  constructor(options: { provider?: string; limits?: SmsLimits } = {}) {
    this.provider = options.provider ?? OUTBOX_PROVIDER;
    this.limits = options.limits;
  }

  async send(to: string, body: string) {
    // A real provider answers later: let other requests interleave.
    await new Promise((resolve) => setImmediate(resolve));
    if (this.failure) throw this.failure;
    this.sent.push({ to, body });
    return { providerMessageId: this.provider === OUTBOX_PROVIDER ? null : `SM${randomUUID().replaceAll('-', '')}` };
  }
}

const number = () => `+49151${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const message = (userId: string | null, to: string, body = 'Your Hireway code is 123456.') => ({
  userId,
  to,
  body,
  purpose: 'phone-verification',
});

const limitError = (promise: Promise<unknown>) => rejectionOf(promise, SmsLimitError);

const ledgerCount = async (db: Database, where: { to?: string } = {}) =>
  (await unsafeListOutboxSms(db, { toNumber: where.to, limit: 10_000 })).length;

describe(`sendSms caps on ${testEngine()}`, () => {
  let db: Database;

  useTestDatabase((opened) => {
    db = opened.db;
  });
  beforeEach(async () => {
    // Each test starts from an empty ledger (the global budget counts every row).
    await db.deleteFrom('sms_outbox').execute();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('SMS-03: 1,000 send requests across 10 accounts to 1 number send exactly 5', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(db)));
    const target = number();
    const sender = new StubSender();
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        sendSms(db, sender, message(users[i % 10]?.user.id ?? null, target), { limits: LIMITS }),
      ),
    );

    const sent = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(sent).toHaveLength(5);
    expect(sender.sent).toHaveLength(5);
    expect(await ledgerCount(db, { to: target })).toBe(5);
    expect(refused).toHaveLength(995);
    for (const error of refused) {
      expect(error).toBeInstanceOf(SmsLimitError);
      const limited = error as SmsLimitError;
      expect(limited).toMatchObject({ code: 'rate_limited', status: 429 });
      // The number's cap; 'user' only if one account happened to win all five slots.
      expect(['number', 'user']).toContain(limited.limit);
      const retryAfter = Number(limited.headers?.['retry-after']);
      expect(retryAfter).toBeGreaterThan(24 * 3600 - 120);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    }
  });

  it('caps one account at SMS_DAILY_LIMIT_PER_USER whatever the numbers', async () => {
    const { user } = await createUser(db);
    const sender = new StubSender();
    for (let i = 0; i < 5; i += 1) await sendSms(db, sender, message(user.id, number()), { limits: LIMITS });
    const error = await limitError(sendSms(db, sender, message(user.id, number()), { limits: LIMITS }));
    expect(error.limit).toBe('user');
    expect(error.message).toMatch(/daily limit of text messages/);
    expect(error.headers?.['retry-after']).toMatch(/^\d+$/);
    expect(sender.sent).toHaveLength(5);
  });

  it('caps a number for messages to no account too', async () => {
    const target = number();
    const sender = new StubSender();
    const limits = { ...LIMITS, SMS_DAILY_LIMIT_PER_NUMBER: 2 };
    await sendSms(db, sender, message(null, target), { limits });
    await sendSms(db, sender, message(null, target), { limits });
    expect((await limitError(sendSms(db, sender, message(null, target), { limits }))).limit).toBe('number');
  });

  it('stops every sender at the global budget and raises an alert', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser(db)));
    const sender = new StubSender();
    const limits = { ...LIMITS, SMS_DAILY_BUDGET: 3 };
    const log = { ...silentLog, error: vi.fn() };
    for (const { user } of users.slice(0, 3)) await sendSms(db, sender, message(user.id, number()), { limits, log });
    const last = users[3]?.user.id ?? null;
    const error = await limitError(sendSms(db, sender, message(last, number()), { limits, log }));
    expect(error.limit).toBe('budget');
    expect(error.message).toMatch(/paused/);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'sms_budget_exhausted' }),
      expect.any(String),
    );
    expect(sender.sent).toHaveLength(3);
  });

  it('counts a rolling 24 hours and says when the next slot frees up', async () => {
    const { user } = await createUser(db);
    const target = number();
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS).toISOString();
    const base = { toNumber: target, body: 'old', provider: OUTBOX_PROVIDER, userId: user.id, purpose: 'test' };
    // One row just outside the window does not count; the oldest counted row is 23 h old.
    await insertSmsLedgerEntry(db, { ...base, createdAt: at(24.5) });
    for (const hoursAgo of [23, 20, 10, 2]) await insertSmsLedgerEntry(db, { ...base, createdAt: at(hoursAgo) });

    const sender = new StubSender();
    await sendSms(db, sender, message(user.id, target), { limits: LIMITS });
    const error = await limitError(sendSms(db, sender, message(user.id, target), { limits: LIMITS }));
    const retryAfter = Number(error.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThan(3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(error.message).toMatch(/about (59|60) minutes/);

    // An hour later the 23-hour-old row has left the window: one more message goes out.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + HOUR_MS + 1000);
    await sendSms(db, sender, message(user.id, target), { limits: LIMITS });
    expect(sender.sent).toHaveLength(2);
  });

  it('does not write a ledger row, nor burn the cap, when the provider fails', async () => {
    const { user } = await createUser(db);
    const target = number();
    const sender = new StubSender({ provider: 'twilio' });
    sender.failure = new SmsDeliveryError('Twilio answered 503', {
      provider: 'twilio',
      providerCode: 20503,
      httpStatus: 503,
      retryable: true,
    });
    for (let i = 0; i < 7; i += 1) {
      await expect(sendSms(db, sender, message(user.id, target), { limits: LIMITS })).rejects.toMatchObject({
        retryable: true,
      });
    }
    expect(await ledgerCount(db, { to: target })).toBe(0);

    sender.failure = null;
    for (let i = 0; i < 5; i += 1) await sendSms(db, sender, message(user.id, target), { limits: LIMITS });
    expect(await ledgerCount(db, { to: target })).toBe(5);
  });

  it('uses the caps the sender was configured with when none are passed', async () => {
    const target = number();
    const sender = new StubSender({ limits: { ...LIMITS, SMS_DAILY_LIMIT_PER_NUMBER: 1 } });
    await sendSms(db, sender, message(null, target));
    expect((await limitError(sendSms(db, sender, message(null, target)))).limit).toBe('number');
  });

  it('normalises the number, so separators do not dodge the per-number cap, and refuses non-E.164', async () => {
    const sender = new StubSender();
    const limits = { ...LIMITS, SMS_DAILY_LIMIT_PER_NUMBER: 1 };
    await sendSms(db, sender, message(null, '+49 151 1234-5678'), { limits });
    expect(sender.sent[0]?.to).toBe('+4915112345678');
    await limitError(sendSms(db, sender, message(null, '+49 (151) 12345678'), { limits }));
    const invalid: unknown = await sendSms(db, sender, message(null, '0151 12345678'), { limits }).catch(
      (error: unknown) => error,
    );
    expect(invalid).toBeInstanceOf(AppError);
    expect(invalid).toMatchObject({ code: 'validation_failed', status: 400 });
  });

  it('keeps the text in the outbox, but masks digits (codes) for real providers', async () => {
    const outboxTo = number();
    const twilioTo = number();
    await sendSms(db, new StubSender(), message(null, outboxTo), { limits: LIMITS });
    await sendSms(db, new StubSender({ provider: 'twilio' }), message(null, twilioTo), { limits: LIMITS });
    const [outboxRow] = await unsafeListOutboxSms(db, { toNumber: outboxTo, limit: 1 });
    const [twilioRow] = await unsafeListOutboxSms(db, { toNumber: twilioTo, limit: 1 });
    expect(outboxRow?.body).toBe('Your Hireway code is 123456.');
    expect(twilioRow?.body).toBe('Your Hireway code is ******.');
  });

  it('keeps the ledger row (it still counts) when the account is deleted', async () => {
    const { user } = await createUser(db);
    const target = number();
    await sendSms(db, new StubSender(), message(user.id, target), { limits: LIMITS });
    await db.deleteFrom('profiles').where('user_id', '=', user.id).execute();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    const row = await db.selectFrom('sms_outbox').selectAll().where('to_number', '=', target).executeTakeFirst();
    expect(row).toMatchObject({ user_id: null, to_number: target, purpose: 'phone-verification' });
  });

  describe('through Twilio (local fake)', () => {
    let twilio: FakeTwilio;
    beforeAll(async () => {
      twilio = await startFakeTwilio();
    });
    afterAll(async () => {
      await twilio.close();
    });

    const twilioSender = () =>
      new TwilioSmsSender({
        accountSid: twilio.accountSid,
        authToken: twilio.authToken,
        from: '+14155550100',
        baseUrl: twilio.baseUrl,
        log: silentLog,
      });

    it('records the message sid of a successful send', async () => {
      const target = number();
      const result = await sendSms(db, twilioSender(), message(null, target), { limits: LIMITS });
      expect(result.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
      const row = await db.selectFrom('sms_outbox').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        provider: 'twilio',
        provider_message_id: result.providerMessageId,
        to_number: target,
      });
      expect(twilio.requests.at(-1)?.form).toMatchObject({ To: target, Body: 'Your Hireway code is 123456.' });
    });

    it('writes no ledger row when Twilio refuses the number', async () => {
      const error: unknown = await sendSms(db, twilioSender(), message(null, INVALID_TO_NUMBER), {
        limits: LIMITS,
      }).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(SmsDeliveryError);
      expect(error).toMatchObject({ providerCode: 21211, retryable: false });
      expect(await ledgerCount(db, { to: INVALID_TO_NUMBER })).toBe(0);
    });
  });
});
