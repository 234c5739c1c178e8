import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { call, type Json, request, useTestApp } from '../../test/test-app';
import { multipart, PNG } from '../providers/providers.test-helpers';

const ctx = useTestApp();

const valid = {
  first_name: 'Lena',
  last_name: 'Schmidt',
  phone: '+4915112345678',
  country_code: 'DE',
  state_code: 'BE',
  city: 'Berlin',
  language: 'de',
};

describe('POST /auth/onboarding', () => {
  it('needs a token', async () => {
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding', payload: valid })).statusCode).toBe(
      401,
    );
  });

  it('completes general onboarding from JSON', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db, { onboarded: false });
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding', token, payload: valid });
    expect(res.statusCode).toBe(200);
    expect((res.data.data as Json).user).toMatchObject({
      id: user.id,
      first_name: 'Lena',
      phone: '+4915112345678',
      country_code: 'DE',
      state_code: 'BE',
      language: 'de',
      has_completed_onboarding: true,
      meta: { phone_verified: false },
      profile: { has_completed_onboarding: false },
    });
  });

  it('stores an avatar sent as multipart, checked by its bytes', async () => {
    const { token } = await createSession(ctx.app, ctx.db, { onboarded: false });
    const form = multipart(valid, [{ name: 'avatar', filename: 'me.png', type: 'image/png', data: PNG }]);
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding', token, ...form });
    expect(res.statusCode).toBe(200);
    const avatarUrl = String(((res.data.data as Json).user as Json).avatar_url);
    expect(avatarUrl).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(join(ctx.storageDir, 'avatars', avatarUrl.split('/').pop() ?? ''))).toBe(true);
    const image = await ctx.app.inject({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('removes a replaced avatar from storage: the old one is no longer served', async () => {
    const { token } = await createSession(ctx.app, ctx.db, { onboarded: false });
    const send = async () => {
      const form = multipart(valid, [{ name: 'avatar', filename: 'me.png', type: 'image/png', data: PNG }]);
      const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding', token, ...form });
      expect(res.statusCode).toBe(200);
      return String(((res.data.data as Json).user as Json).avatar_url);
    };
    const first = await send();
    const second = await send();
    expect(second).not.toBe(first);
    expect(existsSync(join(ctx.storageDir, 'avatars', second.split('/').pop() ?? ''))).toBe(true);
    expect(existsSync(join(ctx.storageDir, 'avatars', first.split('/').pop() ?? ''))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);

    // Sent again without an avatar: the current one stays.
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding', token, payload: valid });
    expect(((res.data.data as Json).user as Json).avatar_url).toBe(second);
    expect(existsSync(join(ctx.storageDir, 'avatars', second.split('/').pop() ?? ''))).toBe(true);
  });

  it('refuses a file whose bytes are not an image, and changes nothing', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db, { onboarded: false });
    const form = multipart(valid, [
      {
        name: 'avatar',
        filename: 'me.png',
        type: 'image/png',
        data: Buffer.from('<script>alert(1)</script>'),
      },
    ]);
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/auth/onboarding', token, ...form });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toHaveProperty('avatar');
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.has_completed_onboarding).toBe(0);
  });

  it('answers 400 with field errors and changes nothing', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db, { onboarded: false });
    const res = await request(ctx, 'POST', '/auth/onboarding', token, {
      ...valid,
      phone: '0151 123',
      country_code: 'Germany',
      language: 'xx',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.data.errors as Json).sort()).toEqual(['country_code', 'language', 'phone']);
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.has_completed_onboarding).toBe(0);
    expect(row.phone).toBeNull();
  });

  it('refuses a state that is not in the chosen country', async () => {
    const { token } = await createSession(ctx.app, ctx.db, { onboarded: false });
    const res = await request(ctx, 'POST', '/auth/onboarding', token, {
      ...valid,
      country_code: 'FR',
      state_code: 'BE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({ state_code: ['Choose a state of the selected country'] });
  });
});
