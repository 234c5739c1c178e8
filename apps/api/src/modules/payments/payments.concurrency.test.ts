import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakePaystack, type FakePaystack } from '../../core/payments/fake-paystack';
import { createSession } from '../../test/factories';
import { mailsTo } from '../../test/outbox';
import { call, createTestApp, type TestContext } from '../../test/test-app';

/*
 * Payment races (issue #15, ASVS 2.3.3 and 2.3.4: business logic in order, once; locks against double booking):
 * the gateway's callbacks and the payer's verifications of one reference arrive at once, mixed, and the fee is
 * credited once, with one receipt and one "credited" event. payments.test.ts covers each kind alone (20 verifies,
 * 20 webhooks); here they race each other. On PostgreSQL the requests run on separate pooled connections.
 */

type Init = { authorization_url: string; reference: string };

const unpaidSeeker = (ctx: TestContext) => createSession(ctx.app, ctx.db, { profile: { payment_status: 'unpaid' } });
const init = async (ctx: TestContext, token: string) => {
  const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding/payment/init', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.data as Init;
};
const verify = (ctx: TestContext, token: string, reference: string) =>
  call(ctx.app, {
    method: 'GET',
    url: `/api/v1/auth/onboarding/payment/verify?reference=${encodeURIComponent(reference)}`,
    token,
  });

async function ledger(ctx: TestContext, userId: string, email: string, reference: string) {
  const profile = await ctx.db
    .selectFrom('profiles')
    .select('payment_status')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const paid = await ctx.db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .execute();
  const credited = await ctx.db
    .selectFrom('payment_events')
    .select('id')
    .where('reference', '=', reference)
    .where('outcome', '=', 'credited')
    .execute();
  const receipts = (await mailsTo(ctx, email)).filter((mail) => mail.template === 'payment-receipt');
  return { status: profile.payment_status, paid: paid.length, credited: credited.length, receipts: receipts.length };
}

describe('one reference, many callbacks and verifications at once (Paystack)', () => {
  let ctx: TestContext;
  let fake: FakePaystack;
  beforeAll(async () => {
    fake = await startFakePaystack();
    ctx = await createTestApp({
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: fake.secretKey,
      PAYSTACK_BASE_URL: fake.baseUrl,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const webhook = (reference: string) => {
    const raw = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount: 999, currency: 'EUR', status: 'success' },
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paystack/webhook',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': createHmac('sha512', fake.secretKey).update(raw).digest('hex'),
      },
    });
  };

  it('credits once when 12 webhooks and 12 verifications of a settled charge race', async () => {
    const { user, token } = await unpaidSeeker(ctx);
    const { reference } = await init(ctx, token);
    fake.settle(reference, 'success');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? webhook(reference) : verify(ctx, token, reference))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 24 }, () => 200));
    expect(await ledger(ctx, user.id, user.email, reference)).toEqual({
      status: 'paid',
      paid: 1,
      credited: 1,
      receipts: 1,
    });
  });

  it('credits nothing while the charge is pending, however many race, and once after it settles', async () => {
    const { user, token } = await unpaidSeeker(ctx);
    const { reference } = await init(ctx, token);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? webhook(reference) : verify(ctx, token, reference))),
    );
    expect(await ledger(ctx, user.id, user.email, reference)).toEqual({
      status: 'pending',
      paid: 0,
      credited: 0,
      receipts: 0,
    });
    fake.settle(reference, 'success');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? webhook(reference) : verify(ctx, token, reference))),
    );
    expect(await ledger(ctx, user.id, user.email, reference)).toMatchObject({ status: 'paid', paid: 1, credited: 1 });
  });
});

describe('one reference, decisions and verifications at once (sandbox checkout)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('takes the first of racing approve and decline callbacks, and credits at most once', async () => {
    const { user, token } = await unpaidSeeker(ctx);
    const started = await init(ctx, token);
    const path = new URL(started.authorization_url).pathname;
    const decide = (decision: 'approve' | 'decline') =>
      ctx.app.inject({
        method: 'POST',
        url: path,
        payload: `decision=${decision}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 3 === 0 ? decide('approve') : i % 3 === 1 ? decide('decline') : verify(ctx, token, started.reference),
      ),
    );
    for (const answer of answers) expect([200, 303]).toContain(answer.statusCode);
    // Verifications after the race see the decision that won, whichever it was, and change nothing more.
    await Promise.all(Array.from({ length: 8 }, () => verify(ctx, token, started.reference)));
    const charge = await ctx.db
      .selectFrom('sandbox_charges')
      .select('status')
      .where('reference', '=', started.reference)
      .executeTakeFirstOrThrow();
    expect(['success', 'failed']).toContain(charge.status);
    const approved = charge.status === 'success';
    expect(await ledger(ctx, user.id, user.email, started.reference)).toEqual({
      status: approved ? 'paid' : 'unpaid',
      paid: approved ? 1 : 0,
      credited: approved ? 1 : 0,
      receipts: approved ? 1 : 0,
    });
  });
});
