/** The registration fee's test set-up: an unpaid seeker, the payment calls, an app on a fake Paystack (not a test file). */
import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, expect } from 'vitest';

import { type FakePaystack, startFakePaystack } from '../../core/payments/fake-paystack';
import { createSession } from '../../test/factories';
import { call, type Json, type TestContext, useTestApp } from '../../test/test-app';

export type Init = { authorization_url: string; reference: string; amount: number; currency: string };

export const unpaidSeeker = (ctx: TestContext) =>
  createSession(ctx.app, ctx.db, { profile: { payment_status: 'unpaid' } });

export const init = async (ctx: TestContext, token: string) => {
  const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding/payment/init', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.data as Init;
};

export const verify = (ctx: TestContext, token: string, reference: string) =>
  call(ctx.app, {
    method: 'GET',
    url: `/api/v1/auth/onboarding/payment/verify?reference=${encodeURIComponent(reference)}`,
    token,
  });

/**
 * An app whose gateway is a fake Paystack, both started before the describe's tests and closed after them; with the
 * gateway's webhook call, signed with the fake's secret unless told another.
 */
export function usePaystackApp() {
  let current: FakePaystack | undefined;
  beforeAll(async () => {
    current = await startFakePaystack();
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = () => {
    if (!current) throw new Error('The fake Paystack starts in beforeAll: use it inside a hook or a test');
    return current;
  };
  // Reads and writes (a test sets `fake.mode`) go to the running fake.
  const fake = new Proxy({} as FakePaystack, {
    get: (_target, key) => Reflect.get(started(), key) as unknown,
    set: (_target, key, value) => Reflect.set(started(), key, value),
  });
  const ctx = useTestApp(() => ({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_BASE_URL: fake.baseUrl,
  }));
  const webhook = (body: Json, secret = fake.secretKey) => {
    const raw = JSON.stringify(body);
    const signature = createHmac('sha512', secret).update(raw).digest('hex');
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paystack/webhook',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    });
  };
  return { ctx, fake, webhook };
}
