import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { call, useTestApp } from '../../test/test-app';
import { findAuditEntries } from '../audit/audit.test-helpers';

const ctx = useTestApp();

const put = (token: string | undefined, payload: unknown) =>
  call(ctx.app, {
    method: 'PUT',
    url: '/api/v1/admin/settings',
    ...(token ? { token } : {}),
    payload: payload as Record<string, unknown>,
  });

describe('admin settings', () => {
  it('are refused to anonymous callers, seekers and providers, and change nothing', async () => {
    const seeker = await createSession(ctx.app, ctx.db);
    const provider = await createSession(ctx.app, ctx.db, { group: 'provider' });
    const body = { registration_settings: { sign_ups_disabled: true } };
    expect((await put(undefined, body)).statusCode).toBe(401);
    expect((await put(seeker.token, body)).statusCode).toBe(403);
    expect((await put(provider.token, body)).statusCode).toBe(403);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/settings', token: seeker.token })).statusCode,
    ).toBe(403);
    const settings = await call(ctx.app, { method: 'GET', url: '/api/v1/auth/registration/settings' });
    expect(settings.data.data).toMatchObject({ sign_ups_disabled: false });
    expect(await findAuditEntries(ctx.db, 'settings')).toEqual([]);
  });

  it('answer 400 with field errors for unknown or invalid values', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const bad = await put(admin.token, { password_complexity_settings: { minimum_length: 3, colour: 'red' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors as Record<string, string[]>)).toEqual(
      expect.arrayContaining(['password_complexity_settings.minimum_length']),
    );
    expect((await put(admin.token, {})).statusCode).toBe(400);
  });

  it('apply at once (the register hint follows the policy) and are audited with before and after', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const res = await put(admin.token, {
      password_complexity_settings: { minimum_length: 14, include_special_character: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      password_complexity_settings: { minimum_length: 14, include_special_character: false, include_number: true },
    });
    const registration = await call(ctx.app, { method: 'GET', url: '/api/v1/auth/registration/settings' });
    expect(registration.data.data).toMatchObject({ password_complexity_settings: { minimum_length: 14 } });
    const [entry] = await findAuditEntries(ctx.db, 'settings');
    expect(entry).toMatchObject({ actor_id: admin.user.id, action: 'settings.update' });
    expect(JSON.parse(entry?.before ?? '{}')).toMatchObject({ password_complexity_settings: { minimum_length: 8 } });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ password_complexity_settings: { minimum_length: 14 } });
    await put(admin.token, { password_complexity_settings: { minimum_length: 8, include_special_character: true } });
  });

  it('let an admin turn maintenance on and off while everyone else gets 503', async () => {
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    const seeker = await createSession(ctx.app, ctx.db);
    expect((await put(admin.token, { general_settings: { enable_maintenance_mode: true } })).statusCode).toBe(200);
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/v1/auth/logs', token: seeker.token, payload: { route: '/x' } }))
        .statusCode,
    ).toBe(503);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/settings', token: admin.token })).statusCode).toBe(
      200,
    );
    expect((await put(admin.token, { general_settings: { enable_maintenance_mode: false } })).statusCode).toBe(200);
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/v1/auth/logs', token: seeker.token, payload: { route: '/x' } }))
        .statusCode,
    ).toBe(201);
  });
});
