import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { mailsTo } from '../../test/outbox';
import { call, request, type TestContext, useTestApp } from '../../test/test-app';
import { updateSettings } from '../settings';
import { type Init, init, unpaidSeeker, usePaystackApp, verify } from './payments.test-helpers';

const profileOf = (ctx: TestContext, userId: string) =>
  ctx.db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

describe('registration fee through the sandbox gateway', () => {
  const ctx = useTestApp();

  const decide = async (init: Init, decision: 'approve' | 'decline') => {
    const path = new URL(init.authorization_url).pathname;
    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('€9.99');
    const res = await ctx.app.inject({
      method: 'POST',
      url: path,
      payload: `decision=${decision}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/auth/seeker/payment/verify?reference=${init.reference}`);
  };

  it('is refused to anonymous callers, providers, and seekers who have not finished their profile', async () => {
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding/payment/init' })).statusCode).toBe(401);
    const provider = await createSession(ctx.app, ctx.db, { group: 'provider' });
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding/payment/init', token: provider.token }))
        .statusCode,
    ).toBe(403);
    const early = await createSession(ctx.app, ctx.db, {
      profile: { has_completed_onboarding: 0, payment_status: 'unpaid' },
    });
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding/payment/init', token: early.token }))
        .statusCode,
    ).toBe(422);
  });

  it('charges the amount and currency from settings and ignores none from the client', async () => {
    await updateSettings(ctx.db, {
      payment_settings: { registration_fee_amount: 1500, registration_fee_currency: 'USD' },
    });
    try {
      const { token } = await unpaidSeeker(ctx);
      const tampered = await request(ctx, 'POST', '/auth/onboarding/payment/init', token, { amount: 1 });
      expect(tampered.statusCode).toBe(400);
      expect(await init(ctx, token)).toMatchObject({
        amount: 1500,
        currency: 'USD',
        reference: expect.stringMatching(/^HW-/),
      });
    } finally {
      await updateSettings(ctx.db, {
        payment_settings: { registration_fee_amount: 999, registration_fee_currency: 'EUR' },
      });
    }
  });

  it('credits an approved payment exactly once, however many times it is verified at once', async () => {
    const { user, token } = await unpaidSeeker(ctx);
    const started = await init(ctx, token);
    expect((await profileOf(ctx, user.id)).payment_status).toBe('pending');
    await decide(started, 'approve');
    const results = await Promise.all(Array.from({ length: 20 }, () => verify(ctx, token, started.reference)));
    for (const res of results)
      expect(res.data.data).toMatchObject({ payment: { status: 'paid', amount: 999, currency: 'EUR' } });
    expect((await profileOf(ctx, user.id)).payment_status).toBe('paid');
    const receipts = (await mailsTo(ctx, user.email)).filter((mail) => mail.template === 'payment-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(started.reference);
    const paid = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('status', '=', 'paid')
      .execute();
    expect(paid).toHaveLength(1);
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding/payment/init', token })).statusCode,
    ).toBe(409);
  });

  it('sends a declined payment back to a retry that can succeed', async () => {
    const { user, token } = await unpaidSeeker(ctx);
    const first = await init(ctx, token);
    await decide(first, 'decline');
    expect((await verify(ctx, token, first.reference)).data.data).toMatchObject({ payment: { status: 'failed' } });
    expect((await profileOf(ctx, user.id)).payment_status).toBe('unpaid');
    const second = await init(ctx, token);
    await decide(second, 'approve');
    expect((await verify(ctx, token, second.reference)).data.data).toMatchObject({ payment: { status: 'paid' } });
  });

  it("answers 404 for another seeker's reference and 400 for a malformed one", async () => {
    const owner = await unpaidSeeker(ctx);
    const other = await unpaidSeeker(ctx);
    const started = await init(ctx, owner.token);
    await decide(started, 'approve');
    expect((await verify(ctx, other.token, started.reference)).statusCode).toBe(404);
    expect((await profileOf(ctx, owner.user.id)).payment_status).toBe('pending');
    const bad = await verify(ctx, owner.token, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toHaveProperty(['query.reference']);
  });
});

describe('registration fee through Paystack', () => {
  const { ctx, fake, webhook } = usePaystackApp();

  it("initialises with Paystack's API and credits a verified success", async () => {
    const { user, token } = await unpaidSeeker(ctx);
    const started = await init(ctx, token);
    expect(started.authorization_url).toBe(`${fake.baseUrl}/checkout/${started.reference}`);
    expect(fake.transactions.get(started.reference)).toMatchObject({
      email: user.email,
      amount: 999,
      currency: 'EUR',
      callback_url: 'http://localhost:3000/auth/seeker/payment/verify',
    });
    expect((await verify(ctx, token, started.reference)).data.data).toMatchObject({ payment: { status: 'pending' } });
    fake.settle(started.reference, 'success');
    expect((await verify(ctx, token, started.reference)).data.data).toMatchObject({ payment: { status: 'paid' } });
  });

  it('never credits a success whose amount or currency differs', async () => {
    const { user, token } = await unpaidSeeker(ctx);
    const started = await init(ctx, token);
    fake.settle(started.reference, 'success', { amount: 1 });
    const res = await verify(ctx, token, started.reference);
    expect(res.statusCode).toBe(422);
    expect((await profileOf(ctx, user.id)).payment_status).toBe('unpaid');
  });

  it('keeps the payment pending and answers 503 while Paystack is down', async () => {
    const { user, token } = await unpaidSeeker(ctx);
    const started = await init(ctx, token);
    fake.mode = 'down';
    try {
      const res = await verify(ctx, token, started.reference);
      expect(res.statusCode).toBe(503);
      expect((await profileOf(ctx, user.id)).payment_status).toBe('pending');
    } finally {
      fake.mode = 'ok';
    }
  });

  it('credits once from replayed signed webhooks, refuses bad signatures, and trusts only verify', async () => {
    const { user, token } = await unpaidSeeker(ctx);
    const started = await init(ctx, token);
    const event = {
      event: 'charge.success',
      data: { reference: started.reference, amount: 999, currency: 'EUR', status: 'success' },
    };
    // The webhook claims success, but Paystack's verify says the charge is still ongoing: nothing is credited.
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await profileOf(ctx, user.id)).payment_status).toBe('pending');
    expect((await webhook(event, 'sk_test_wrong')).statusCode).toBe(401);

    fake.settle(started.reference, 'success');
    const replies = await Promise.all(Array.from({ length: 20 }, () => webhook(event)));
    for (const reply of replies) expect(reply.statusCode).toBe(200);
    expect((await profileOf(ctx, user.id)).payment_status).toBe('paid');
    expect((await mailsTo(ctx, user.email)).filter((mail) => mail.template === 'payment-receipt')).toHaveLength(1);
    const events = await ctx.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('reference', '=', started.reference)
      .execute();
    expect(events.filter((e) => e.outcome === 'credited')).toHaveLength(1);
  });
});
