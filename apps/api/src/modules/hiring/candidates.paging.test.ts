import { randomUUID } from 'node:crypto';

import { COUNT_CAP } from '@hireway/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser } from '../../test/factories';
import { fullScans, queryPlan } from '../../test/query-plan';
import * as keyset from '../../test/paging';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createProvider, fillCv, request } from './hiring.test-helpers';
import { poolPageQuery } from './candidates.repository';

/*
 * The candidate pool past COUNT_CAP (GET /provider/candidates, GET /candidates): the count stops, deep pages go by
 * cursor and never skip or repeat a seeker while CVs are written, and the pool is read in the order of an index.
 */

let ctx: TestContext;
let providerToken: string;
const TAG = `pool${randomUUID().slice(0, 6)}`;
const BULK = COUNT_CAP + 40;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });
  ({ token: providerToken } = await createProvider(ctx));
  const seed = (await createUser(ctx.db, { group: 'seeker', user: { last_name: TAG } })).user.id;
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', seed).executeTakeFirstOrThrow();
  const profile = await ctx.db.selectFrom('profiles').selectAll().where('user_id', '=', seed).executeTakeFirstOrThrow();
  const ids = Array.from({ length: BULK }, () => randomUUID());
  for (let i = 0; i < BULK; i += 500) {
    const slice = ids.slice(i, i + 500);
    await ctx.db
      .insertInto('users')
      .values(slice.map((id, j) => ({ ...user, id, email: `${TAG}-${i + j}@example.test` })))
      .execute();
    await ctx.db
      .insertInto('profiles')
      .values(slice.map((id) => ({ ...profile, user_id: id })))
      .execute();
    // Most have a CV, changed in clusters of seven per second (ties broken by id); every tenth has none.
    await ctx.db
      .insertInto('cv_profiles')
      .values(
        slice
          .map((id, j) => ({ id, index: i + j }))
          .filter(({ index }) => index % 10 !== 0)
          .map(({ id, index }) => {
            const at = new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(index / 7))).toISOString();
            return { user_id: id, headline: `Welder ${TAG}`, created_at: at, updated_at: at };
          }),
      )
      .execute();
  }
}, 300_000);

afterAll(async () => {
  await ctx?.close();
});

type Candidate = { id: string | null; updated_at: string };
const list = async (query: string, token: string | undefined = providerToken) => {
  const res = await request(ctx, 'GET', `/provider/candidates?q=${TAG}&${query}`, token);
  return { status: res.statusCode, body: res.data as unknown as keyset.ListBody<Candidate> };
};
const asProvider: keyset.Lister<Candidate> = (query) => list(query);

describe('GET /provider/candidates at scale', () => {
  it('caps the count at 10,000 and says it is a lower bound', () => keyset.expectCappedCount(asProvider));

  it('counts exactly below the cap', async () => {
    const { body } = await list(`skill=${TAG}`);
    expect(body.meta).toMatchObject({ total: 0, total_is_lower_bound: false });
  });

  it('walks every seeker once by cursor, latest CV first, while CVs are written, and back', async () => {
    // A new seeker joins the pool with a fresh CV while the provider reads: newer than every page read.
    const walk = await keyset.walkByCursor(asProvider, '', async (page) => {
      if (page % 25 !== 0) return;
      const joined = await createUser(ctx.db, { group: 'seeker', user: { last_name: TAG } });
      await fillCv(ctx, joined.user.id, { headline: `Welder ${TAG}` });
    });
    // The bulk seekers and the one they were copied from.
    expect(walk.seen).toHaveLength(BULK + 1);
    expect(new Set(walk.seen).size).toBe(BULK + 1);
    const back = await list(`per_page=100&page=${walk.page - 1}&cursor=${walk.last.meta.prev_cursor ?? ''}`);
    expect(back.body.data.map((candidate) => candidate.id)).toEqual(walk.previous);
  }, 300_000);

  it('answers the first pages by page number as before, continuing where the cursor goes', async () => {
    const changed = (await keyset.expectSecondPageByCursor(asProvider)).map((candidate) => candidate.updated_at);
    expect(changed).toEqual([...changed].sort().reverse());
  });

  it('moves a seeker to the front when their CV changes', async () => {
    const before = await list('per_page=50&page=3');
    const target = before.body.data[0]?.id ?? '';
    const later = new Date().toISOString();
    await ctx.db.updateTable('cv_profiles').set({ updated_at: later }).where('user_id', '=', target).execute();
    const { body } = await list('per_page=50');
    expect(body.data[0]).toMatchObject({ id: target, updated_at: later });
  });

  it('refuses a cursor that is not one', () => keyset.expectBadCursorRefused(asProvider));

  it('gives callers who may not see who is in the pool a capped count and no cursor (it holds an id)', async () => {
    const res = await request(ctx, 'GET', '/candidates?per_page=100');
    expect(res.statusCode).toBe(200);
    const body = res.data as unknown as keyset.ListBody<Candidate>;
    expect(body.meta).toMatchObject({
      total: COUNT_CAP,
      total_is_lower_bound: true,
      next_cursor: null,
      prev_cursor: null,
    });
    expect(body.data.every((candidate) => candidate.id === null)).toBe(true);
  });
});

describe('the pool read through an index', () => {
  // The count (db/paging.ts cappedCount) reads at most COUNT_CAP + 1 pool rows whatever its plan.
  it('pages (first, by cursor, by availability) without a full scan, in index order', async () => {
    await sql`analyze`.execute(ctx.db);
    const page = { perPage: 20, offset: 0, position: null };
    const position = { direction: 'after' as const, key: ['2026-01-01T00:10:00.000Z', randomUUID()] };
    const shapes = {
      'first page': poolPageQuery(ctx.db, {}, page).compile(),
      cursor: poolPageQuery(ctx.db, {}, { ...page, position }).compile(),
      'cursor, availability': poolPageQuery(ctx.db, { availability: 'two_weeks' }, { ...page, position }).compile(),
    };
    for (const [shape, compiled] of Object.entries(shapes)) {
      const plan = await queryPlan(ctx.db, ctx.engine, compiled);
      const text = `${shape}\n${plan.join('\n')}`;
      expect(fullScans(ctx.engine, plan, ['users', 'profiles', 'cv_profiles', 'u', 'p', 'cv']), text).toEqual([]);
      // Unfiltered pages come in the index's order; a rare filter value may rightly be found first, then sorted.
      if (shape === 'cursor, availability') continue;
      if (ctx.engine === 'sqlite') expect(plan.join('\n'), text).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      else expect(plan.join('\n'), text).not.toMatch(/^\s*(->\s*)?Sort\b/m);
    }
  });
});
