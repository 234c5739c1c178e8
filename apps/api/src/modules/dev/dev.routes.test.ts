import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { OutboxMailer } from '../../core/mail/mailer';
import { call, createTestApp, testEngine, type TestContext } from '../../test/test-app';

const URL = '/api/v1/dev/outbox/mail';

let ctx: TestContext;
let mailer: OutboxMailer;
let tick = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  // Each message one second after the previous one, so "newest first" is unambiguous.
  const start = Date.parse('2026-11-21T10:00:00.000Z');
  mailer = new OutboxMailer(ctx.db, pino({ level: 'silent' }), () => new Date(start + (tick += 1) * 1000));
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.db.deleteFrom('mail_outbox').execute();
});

const send = (to: string, subject: string) =>
  mailer.send({ to, subject, text: `${subject} text`, html: `<p>${subject}</p>`, template: 'confirm-email' });

describe(`GET ${URL} on ${testEngine()}`, () => {
  it('lists the outbox newest first without a token, filtered by recipient (any case)', async () => {
    await send('ana@example.test', 'first');
    await send('ben@example.test', 'other');
    await send('Ana@Example.test', 'second');

    const filtered = await call(ctx.app, { method: 'GET', url: `${URL}?to=ANA@example.test` });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.data).toEqual({
      data: [
        {
          id: expect.any(String),
          to: 'ana@example.test',
          subject: 'second',
          text: 'second text',
          html: '<p>second</p>',
          template: 'confirm-email',
          created_at: '2026-11-21T10:00:03.000Z',
        },
        expect.objectContaining({ subject: 'first', created_at: '2026-11-21T10:00:01.000Z' }),
      ],
    });

    const all = await call(ctx.app, { method: 'GET', url: URL });
    expect((all.data.data as { subject: string }[]).map((mail) => mail.subject)).toEqual(['second', 'other', 'first']);
    const none = await call(ctx.app, { method: 'GET', url: `${URL}?to=nobody@example.test` });
    expect(none.data).toEqual({ data: [] });
  });

  it('returns at most 50 messages, the newest', async () => {
    for (let n = 1; n <= 55; n += 1) await send('bulk@example.test', `mail ${n}`);
    const res = await call(ctx.app, { method: 'GET', url: `${URL}?to=bulk@example.test` });
    const subjects = (res.data.data as { subject: string }[]).map((mail) => mail.subject);
    expect(subjects).toHaveLength(50);
    expect(subjects[0]).toBe('mail 55');
    expect(subjects.at(-1)).toBe('mail 6');
  });

  it('answers a bad filter with 400 and the field error', async () => {
    const res = await call(ctx.app, { method: 'GET', url: `${URL}?to=${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ code: 'validation_failed', errors: { 'query.to': [expect.any(String)] } });
  });
});
