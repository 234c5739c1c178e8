import { describe, expect, it } from 'vitest';

import { createSession, expectAdminOnly } from '../../test/factories';
import { call, type Json, request, useTestApp } from '../../test/test-app';
import { findAuditEntries } from '../audit/audit.test-helpers';

const ctx = useTestApp();

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('admin reference data', () => {
  it('is refused to anonymous callers (401) and to seekers and providers (403)', async () => {
    await expectAdminOnly(ctx, [
      ['GET', '/admin/reference/job-categories'],
      ['POST', '/admin/reference/job-categories', { name: 'Robotics' }],
      ['PATCH', `/admin/reference/job-categories/${MISSING}`, { name: 'Robotics' }],
    ]);
  });

  it('adds, renames, deactivates and reactivates an item; pickers list active items only', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const base = '/admin/reference/work-industries';
    const all = await request(ctx, 'GET', base, admin.token);
    expect(all.statusCode).toBe(200);
    expect((all.data.data as Json[]).length).toBeGreaterThan(3);

    const bad = await request(ctx, 'POST', base, admin.token, { name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Json)).toEqual(['name']);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/reference/planets', token: admin.token })).statusCode,
    ).toBe(400);

    const created = await request(ctx, 'POST', base, admin.token, { name: 'Space & Rockets' });
    expect(created.statusCode).toBe(201);
    const item = created.data.data as { id: string };
    expect(item).toMatchObject({ slug: 'space-and-rockets', name: 'Space & Rockets', active: true });
    const again = await request(ctx, 'POST', base, admin.token, { name: 'space & rockets' });
    expect(again.statusCode).toBe(409);

    const picker = async () =>
      ((await call(ctx.app, { method: 'GET', url: '/api/v1/work-industries' })).data.data as Json[]).map((i) => i.name);
    expect(await picker()).toContain('Space & Rockets');

    const renamed = await request(ctx, 'PATCH', `${base}/${item.id}`, admin.token, {
      name: 'Space travel',
      active: false,
    });
    expect(renamed.data.data).toMatchObject({ slug: 'space-and-rockets', name: 'Space travel', active: false });
    expect(await picker()).not.toContain('Space travel');
    await request(ctx, 'PATCH', `${base}/${item.id}`, admin.token, { active: true });
    expect(await picker()).toContain('Space travel');

    expect((await request(ctx, 'PATCH', `${base}/${MISSING}`, admin.token, { active: true })).statusCode).toBe(404);
    expect((await request(ctx, 'PATCH', `${base}/${item.id}`, admin.token, {})).statusCode).toBe(400);
    // An item of another list is not found under this one.
    expect(
      (await request(ctx, 'PATCH', `/admin/reference/job-categories/${item.id}`, admin.token, { active: false }))
        .statusCode,
    ).toBe(404);

    const entries = await findAuditEntries(ctx.db, 'reference_item', item.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'reference.create',
      'reference.update',
      'reference.update',
    ]);
  });
});
