import { describe, expect, it } from 'vitest';

import { mailsTo } from '../../test/outbox';
import { type TestContext, useTestApp } from '../../test/test-app';
import { init, unpaidSeeker, usePaystackApp, verify } from './payments.test-helpers';

/*
 * Payment races (issue #15, ASVS 2.3.3 and 2.3.4: business logic in order, once; locks against double booking):
 * the gateway's callbacks and the payer's verifications of one reference arrive at once, mixed, and the fee is
 * credited once, with one receipt and one "credited" event. payments.test.ts covers each kind alone (20 verifies,
 * 20 webhooks); here they race each other. On PostgreSQL the requests run on separate pooled connections.
 */

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
  const { ctx, fake, webhook: signed } = usePaystackApp();
  const webhook = (reference: string) =>
    signed({ event: 'charge.success', data: { reference, amount: 999, currency: 'EUR', status: 'success' } });

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
  const ctx = useTestApp();

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
