import { createServer } from 'node:net';

import { maskPhone } from '@hireway/shared';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config/config';
import { rejectionOf } from '../../test/rejection';
import { type FakeTwilio, INVALID_TO_NUMBER, startFakeTwilio } from './fake-twilio';
import { createSmsSender, OutboxSmsSender, SmsDeliveryError, TwilioSmsSender } from './sms-sender';
import { smsPlugin } from './sms.plugin';

const TO = '+4915112345678';
const FROM = '+14155550100';
const BODY = 'Your Hireway verification code is 482913. It expires in 10 minutes.';

/** A real pino logger writing into an array, to check what reaches the logs. */
function captureLog() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  return { log, lines, text: () => lines.join('') };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await twilio.close();
});
afterEach(() => {
  twilio.mode = 'ok';
  twilio.requests.length = 0;
});

const sender = (log = captureLog().log, overrides: Partial<ConstructorParameters<typeof TwilioSmsSender>[0]> = {}) =>
  new TwilioSmsSender({
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
    from: FROM,
    baseUrl: twilio.baseUrl,
    log,
    ...overrides,
  });

const deliveryError = (promise: Promise<unknown>) => rejectionOf(promise, SmsDeliveryError);

describe('TwilioSmsSender', () => {
  it('posts the documented form with Basic auth and returns the message sid', async () => {
    const { log, text } = captureLog();
    const result = await sender(log).send(TO, BODY);

    expect(result.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: TO, From: FROM, Body: BODY },
    });
    // The log names the masked number and the sid, never the body or its code.
    expect(text()).toContain(`sms to ${maskPhone(TO)}`);
    expect(text()).toContain(result.providerMessageId);
    expect(text()).not.toContain('482913');
    expect(text()).not.toContain(TO);
    expect(text()).not.toContain(twilio.authToken);
  });

  it('sends MessagingServiceSid instead of From when a messaging service is configured', async () => {
    const service = `MG${'a'.repeat(32)}`;
    await sender(undefined, { messagingServiceSid: service }).send(TO, BODY);
    expect(twilio.requests[0]?.form).toEqual({ To: TO, MessagingServiceSid: service, Body: BODY });
  });

  it('turns 400 21211 (invalid number) into a non-retryable error, with the number masked', async () => {
    const error = await deliveryError(sender().send(INVALID_TO_NUMBER, BODY));
    expect(error).toMatchObject({ provider: 'twilio', providerCode: 21211, httpStatus: 400, retryable: false });
    expect(error.message).toContain('not a valid phone number');
    expect(error.message).not.toContain(INVALID_TO_NUMBER);
  });

  it('turns 401 20003 (bad credentials) into a non-retryable error', async () => {
    const error = await deliveryError(sender(undefined, { authToken: 'wrong-token' }).send(TO, BODY));
    expect(error).toMatchObject({ providerCode: 20003, httpStatus: 401, retryable: false });
  });

  it.each([
    ['unavailable', 503, 20503],
    ['too-many', 429, 20429],
  ] as const)('treats %s (%i) as retryable', async (mode, status, code) => {
    twilio.mode = mode;
    const error = await deliveryError(sender().send(TO, BODY));
    expect(error).toMatchObject({ providerCode: code, httpStatus: status, retryable: true });
  });

  it('gives up after its timeout, retryably', async () => {
    twilio.mode = 'hang';
    const started = Date.now();
    const error = await deliveryError(sender(undefined, { timeoutMs: 200 }).send(TO, BODY));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toMatchObject({ providerCode: null, httpStatus: null, retryable: true });
    expect(error.message).toBe('Twilio did not answer in time');
  });

  it('treats a refused connection as retryable', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`;
    const error = await deliveryError(sender(undefined, { baseUrl }).send(TO, BODY));
    expect(error).toMatchObject({ httpStatus: null, retryable: true });
  });

  it('does not follow a redirect with its credentials', async () => {
    twilio.mode = 'redirect';
    const error = await deliveryError(sender().send(TO, BODY));
    expect(error).toMatchObject({ httpStatus: 302, retryable: false });
    expect(twilio.requests).toHaveLength(1);
  });

  it('counts an accepted (2xx) but unreadable answer as sent, without an id', async () => {
    twilio.mode = 'unreadable';
    expect(await sender().send(TO, BODY)).toEqual({ providerMessageId: null });
  });
});

describe('OutboxSmsSender', () => {
  it('logs the masked number only', async () => {
    const { log, text } = captureLog();
    expect(await new OutboxSmsSender(log).send(TO)).toEqual({ providerMessageId: null });
    expect(text()).toContain(`sms to ${maskPhone(TO)}`);
    expect(text()).not.toContain(TO);
  });
});

describe('createSmsSender', () => {
  const configWith = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('uses the outbox when no TWILIO_* variable is set, with the configured caps', () => {
    const picked = createSmsSender(configWith({ SMS_DAILY_LIMIT_PER_USER: '3' }), captureLog().log);
    expect(picked).toBeInstanceOf(OutboxSmsSender);
    expect(picked.limits).toEqual({
      SMS_DAILY_LIMIT_PER_USER: 3,
      SMS_DAILY_LIMIT_PER_NUMBER: 5,
      SMS_DAILY_BUDGET: 1000,
    });
  });

  it('uses Twilio with an account, a token and a sender', async () => {
    const picked = createSmsSender(
      configWith({
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_FROM: FROM,
        TWILIO_BASE_URL: twilio.baseUrl,
      }),
      captureLog().log,
    );
    expect(picked.provider).toBe('twilio');
    expect((await picked.send(TO, BODY)).providerMessageId).toMatch(/^SM/);
  });

  it('refuses a half-done Twilio configuration instead of silently using the outbox', () => {
    expect(() =>
      createSmsSender(configWith({ TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_FROM: FROM }), captureLog().log),
    ).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(() =>
      createSmsSender(
        configWith({ TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken }),
        captureLog().log,
      ),
    ).toThrow(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
  });

  it('validates the TWILIO_* variables at start-up', () => {
    expect(() => configWith({ TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => configWith({ TWILIO_FROM: '0151 1234' })).toThrow(/TWILIO_FROM/);
    expect(() => configWith({ TWILIO_BASE_URL: 'not a url' })).toThrow(/TWILIO_BASE_URL/);
    expect(() => configWith({ SMS_DAILY_BUDGET: '0' })).toThrow(/SMS_DAILY_BUDGET/);
  });
});

describe('smsPlugin', () => {
  it('decorates app.sms from config', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
    await app.register(smsPlugin);
    await app.ready();
    expect(app.sms.provider).toBe('outbox');
    await app.close();
  });
});
