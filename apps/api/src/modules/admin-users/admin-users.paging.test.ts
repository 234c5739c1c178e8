import { randomUUID } from 'node:crypto';

import { COUNT_CAP } from '@hireway/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSession, createUser } from '../../test/factories';
import * as keyset from '../../test/paging';
import { call, createTestApp, type TestContext } from '../../test/test-app';

/* GET /admin/users past COUNT_CAP: the count stops, deep pages go by cursor and never skip or repeat a user. */

let ctx: TestContext;
let token: string;
const TAG = `bulk${randomUUID().slice(0, 6)}`;
const BULK = COUNT_CAP + 40;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });
  ({ token } = await createSession(ctx.app, ctx.db, { group: 'admin' }));
  const template = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', (await createUser(ctx.db, { email: `template-${TAG}@example.com` })).user.id)
    .executeTakeFirstOrThrow();
  // Many users share a second, so the id must break ties.
  const rows = Array.from({ length: BULK }, (_, i) => ({
    ...template,
    id: randomUUID(),
    email: `${TAG}-${i}@example.com`,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 7))).toISOString(),
  }));
  await keyset.insertMany(ctx.db, 'users', rows, 200);
}, 300_000);

afterAll(async () => {
  await ctx?.close();
});

const list: keyset.Lister<keyset.ListBody['data'][number]> = async (query) => {
  const res = await call(ctx.app, { method: 'GET', url: `/api/v1/admin/users?${query}`, token });
  return { status: res.statusCode, body: res.data as unknown as keyset.ListBody };
};

describe('GET /admin/users at scale', () => {
  it('caps the count at 10,000 and says it is a lower bound', () => keyset.expectCappedCount(list, `q=${TAG}&`));

  it('counts exactly below the cap', async () => {
    const { body } = await list(`q=${encodeURIComponent(`${TAG}-100`)}`);
    // -100, -1000..-1009, -10000..-10039 minus those not matching: every e-mail holding "<tag>-100"
    const expected = Array.from({ length: BULK }, (_, i) => `${TAG}-${i}@`).filter((e) => e.includes(`${TAG}-100`));
    expect(body.meta).toMatchObject({ total: expected.length, total_is_lower_bound: false });
  });

  it('walks every user once by cursor, newest first, and back', async () => {
    const walk = await keyset.walkByCursor(list, `q=${TAG}&`);
    // The bulk users and the template they were copied from (its e-mail holds the tag too).
    expect(walk.seen).toHaveLength(BULK + 1);
    expect(new Set(walk.seen).size).toBe(BULK + 1);
    // The last page's previous cursor gives back the page before it.
    const back = await list(`q=${TAG}&per_page=100&cursor=${walk.last.meta.prev_cursor ?? ''}`);
    expect(back.body.data.map((user) => user.id)).toEqual(walk.previous);
  }, 300_000);

  it('answers the first pages by page number as before, continuing where the cursor goes', () =>
    keyset.expectSecondPageByCursor(list, `q=${TAG}&`));

  it('refuses a cursor that is not one', () => keyset.expectBadCursorRefused(list, `q=${TAG}&`));
});
