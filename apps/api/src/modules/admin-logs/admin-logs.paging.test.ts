import { randomUUID } from 'node:crypto';

import { COUNT_CAP } from '@hireway/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { fullScans, queryPlan } from '../../test/query-plan';
import * as keyset from '../../test/paging';
import { call, createTestApp, type TestContext } from '../../test/test-app';
import { accessLogPageQuery, accessMatching, auditLogPageQuery, auditMatching } from './admin-logs.repository';

/* GET /admin/audit-logs and /admin/access-logs past COUNT_CAP: counts stop, deep pages by cursor, from an index. */

let ctx: TestContext;
let token: string;
const TAG = `bulk${randomUUID().slice(0, 6)}`;
const BULK = COUNT_CAP + 40;
/** Many entries share a millisecond, so the id must break ties. */
const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, 0, Math.floor(i / 7))).toISOString();

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });
  ({ token } = await createSession(ctx.app, ctx.db, { group: 'admin' }));
  const audit = Array.from({ length: BULK }, (_, i) => ({
    id: randomUUID(),
    actor_id: null,
    action: `${TAG}.action`,
    entity: 'test',
    entity_id: String(i),
    before: null,
    after: null,
    ip: null,
    created_at: at(i),
  }));
  const access = Array.from({ length: BULK }, (_, i) => ({
    id: randomUUID(),
    user_id: null,
    route: `/${TAG}/${i}`,
    comment: null,
    ip: null,
    user_agent: null,
    created_at: at(i),
  }));
  await keyset.insertMany(ctx.db, 'audit_logs', audit);
  await keyset.insertMany(ctx.db, 'page_access_logs', access);
}, 300_000);

afterAll(async () => {
  await ctx?.close();
});

const LOGS = [
  { name: 'audit', url: '/api/v1/admin/audit-logs', filter: `action=${TAG}` },
  { name: 'access', url: '/api/v1/admin/access-logs', filter: `route=/${TAG}` },
] as const;

/** Adds an entry to a log, now (newer than every bulk entry). */
async function addEntry(log: (typeof LOGS)[number]['name']) {
  const created_at = new Date().toISOString();
  if (log === 'audit') {
    await ctx.db
      .insertInto('audit_logs')
      .values({
        id: randomUUID(),
        actor_id: null,
        action: `${TAG}.late`,
        entity: 'test',
        entity_id: null,
        before: null,
        after: null,
        ip: null,
        created_at,
      })
      .execute();
  } else {
    await ctx.db
      .insertInto('page_access_logs')
      .values({
        id: randomUUID(),
        user_id: null,
        route: `/${TAG}/late`,
        comment: null,
        ip: null,
        user_agent: null,
        created_at,
      })
      .execute();
  }
}

describe.each(LOGS)('the $name log at scale', (log) => {
  const list: keyset.Lister<keyset.ListBody['data'][number]> = async (query) => {
    const res = await call(ctx.app, { method: 'GET', url: `${log.url}?${log.filter}&${query}`, token });
    return { status: res.statusCode, body: res.data as unknown as keyset.ListBody };
  };

  it('caps the count at 10,000 and says it is a lower bound', () => keyset.expectCappedCount(list));

  it('counts exactly below the cap', async () => {
    const narrow = log.name === 'audit' ? 'action=nothing-like-this' : 'route=/nothing-like-this';
    const res = await call(ctx.app, { method: 'GET', url: `${log.url}?${narrow}`, token });
    expect((res.data as unknown as keyset.ListBody).meta).toMatchObject({ total: 0, total_is_lower_bound: false });
  });

  it('walks every entry once by cursor, newest first, while entries are added, and back', async () => {
    // New entries arrive while the admin reads: they are newer than every page, so no page shifts.
    const walk = await keyset.walkByCursor(list, '', async (page) => {
      if (page % 20 === 0) await addEntry(log.name);
    });
    expect(walk.seen).toHaveLength(BULK);
    expect(new Set(walk.seen).size).toBe(BULK);
    const back = await list(`per_page=100&page=${walk.page - 1}&cursor=${walk.last.meta.prev_cursor ?? ''}`);
    expect(back.body.data.map((entry) => entry.id)).toEqual(walk.previous);
  }, 300_000);

  it('answers the first pages by page number as before, continuing where the cursor goes', async () => {
    const dates = (await keyset.expectSecondPageByCursor(list)).map((entry) => entry.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses a cursor that is not one', () => keyset.expectBadCursorRefused(list));
});

describe('the logs read through an index', () => {
  it('pages (first, by cursor, filtered by day) and counts without a full scan or a sort', async () => {
    await sql`analyze`.execute(ctx.db);
    const position = { direction: 'after' as const, key: ['2026-01-01T00:00:01.000Z', randomUUID()] };
    const page = { perPage: 50, offset: 0, position: null };
    const shapes = {
      'audit, first page': auditLogPageQuery(ctx.db, {}, page).compile(),
      'audit, cursor': auditLogPageQuery(ctx.db, {}, { ...page, position }).compile(),
      'audit, days': auditLogPageQuery(ctx.db, { from: '2026-01-01', to: '2026-01-01' }, page).compile(),
      'access, first page': accessLogPageQuery(ctx.db, {}, page).compile(),
      'access, cursor': accessLogPageQuery(ctx.db, {}, { ...page, position }).compile(),
      'access, days': accessLogPageQuery(ctx.db, { from: '2026-01-01', to: '2026-01-01' }, page).compile(),
      // A day's range that holds few entries (one that holds nearly all is rightly read by a scan).
      'audit, count by days': auditMatching(ctx.db, { from: '2025-06-01', to: '2025-06-02' })
        .select(sql`1`.as('one'))
        .limit(COUNT_CAP + 1)
        .compile(),
      'access, count by days': accessMatching(ctx.db, { from: '2025-06-01', to: '2025-06-02' })
        .select(sql`1`.as('one'))
        .limit(COUNT_CAP + 1)
        .compile(),
    };
    for (const [shape, compiled] of Object.entries(shapes)) {
      const plan = await queryPlan(ctx.db, ctx.engine, compiled);
      const text = `${shape}\n${plan.join('\n')}`;
      expect(fullScans(ctx.engine, plan, ['audit_logs', 'page_access_logs']), text).toEqual([]);
      if (ctx.engine === 'sqlite') expect(plan.join('\n'), text).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      else expect(plan.join('\n'), text).not.toMatch(/^\s*(->\s*)?Sort\b/m);
    }
  });
});
