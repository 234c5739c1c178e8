import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createSession, expectAdminOnly } from '../../test/factories';
import { call, type Json, request, useTestApp } from '../../test/test-app';
import { recordAudit } from '../audit';

const ctx = useTestApp();

const get = (url: string, token?: string) => call(ctx.app, { method: 'GET', url, ...(token ? { token } : {}) });

describe('admin logs', () => {
  it('are refused to anonymous callers (401) and to seekers and providers (403)', async () => {
    await expectAdminOnly(ctx, [
      ['GET', '/admin/audit-logs'],
      ['GET', '/admin/access-logs'],
    ]);
  });

  it('list the audit log with who, what, when, before and after, filtered and paginated', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const other = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const put = await request(ctx, 'PUT', '/admin/settings', admin.token, { security_settings: { idle_timeout: 7 } });
    expect(put.statusCode).toBe(200);
    const entityId = randomUUID();
    await recordAudit(ctx.db, { actorId: other.user.id, action: 'blog.publish', entity: 'blog', entityId });

    const mine = await get(`/api/v1/admin/audit-logs?user=${encodeURIComponent(admin.user.email)}`, admin.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.data.data).toEqual([
      expect.objectContaining({
        actor: { id: admin.user.id, email: admin.user.email, name: `${admin.user.first_name} ${admin.user.last_name}` },
        action: 'settings.update',
        before: { security_settings: expect.objectContaining({ idle_timeout: 5 }) as unknown },
        after: { security_settings: expect.objectContaining({ idle_timeout: 7 }) as unknown },
      }),
    ]);

    const blogs = await get('/api/v1/admin/audit-logs?action=blog.&per_page=50', admin.token);
    const actions = (blogs.data.data as Json[]).map((entry) => entry.action);
    expect(actions).toContain('blog.publish');
    expect(actions.every((action) => String(action).startsWith('blog.'))).toBe(true);

    // A LIKE wildcard in the filter is matched literally.
    const wildcard = await get('/api/v1/admin/audit-logs?action=%25', admin.token);
    expect(wildcard.data.data).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    const inRange = await get(`/api/v1/admin/audit-logs?from=${today}&to=${today}&per_page=50`, admin.token);
    expect((inRange.data.data as Json[]).some((entry) => entry.entity_id === entityId)).toBe(true);
    const before = await get('/api/v1/admin/audit-logs?to=2020-01-01', admin.token);
    expect(before.data).toMatchObject({ data: [], meta: { total: 0, page: 1, last_page: 1 } });

    const paged = await get('/api/v1/admin/audit-logs?per_page=50&page=1', admin.token);
    expect((paged.data.meta as Json).total).toBeGreaterThanOrEqual(2);
  });

  it('answer 400 with field errors for bad filters', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const bad = await get('/api/v1/admin/audit-logs?from=yesterday&per_page=7', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json)).toEqual(expect.arrayContaining(['query.from', 'query.per_page']));
    const reversed = await get('/api/v1/admin/access-logs?from=2026-02-01&to=2026-01-01', admin.token);
    expect(reversed.statusCode).toBe(400);
  });

  it('list the page-access log filtered by user and route', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const provider = await createSession(ctx.app, ctx.db, { group: 'provider' });
    for (const route of ['/provider/jobs', '/provider/candidates']) {
      const res = await request(ctx, 'POST', '/auth/logs', provider.token, { route, comment: 'opened' });
      expect(res.statusCode).toBe(201);
    }
    const res = await get(
      `/api/v1/admin/access-logs?user=${encodeURIComponent(provider.user.email.toUpperCase())}&route=/provider/j`,
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toEqual([
      expect.objectContaining({
        route: '/provider/jobs',
        comment: 'opened',
        user: expect.objectContaining({ id: provider.user.id }) as unknown,
      }),
    ]);
    expect(res.data.meta).toMatchObject({ total: 1, page: 1, per_page: 50, last_page: 1 });
  });
});
