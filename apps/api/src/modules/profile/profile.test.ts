import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { call, type Json, request, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const profile = { first_name: 'Lina', last_name: 'Moreau', phone: '+33612345678', language: 'fr' };

describe('PUT /auth/profile', () => {
  it('needs a login and validates every field', async () => {
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/auth/profile', payload: profile })).statusCode).toBe(
      401,
    );
    const { token } = await createSession(ctx.app, ctx.db);
    const bad = await request(ctx, 'PUT', '/auth/profile', token, {
      ...profile,
      phone: '12',
      language: 'xx',
      email: 'x@y.z',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('updates the profile; a new phone number must be verified again', async () => {
    const { user, token } = await createSession(ctx.app, ctx.db);
    const res = await call(ctx.app, { method: 'PUT', url: '/api/v1/auth/profile', token, payload: profile });
    expect(res.statusCode).toBe(200);
    expect((res.data.data as Json).user).toMatchObject({
      id: user.id,
      first_name: 'Lina',
      language: 'fr',
      phone: '+33612345678',
      meta: { phone_verified: false },
    });
    const same = await request(ctx, 'PUT', '/auth/profile', token, { ...profile, first_name: 'Line' });
    expect((same.data.data as Json).user).toMatchObject({ first_name: 'Line' });
  });
});

describe('PUT /auth/address', () => {
  it('updates the address and checks the state belongs to the country', async () => {
    const { token } = await createSession(ctx.app, ctx.db);
    const ok = await request(ctx, 'PUT', '/auth/address', token, {
      country_code: 'FR',
      state_code: 'IDF',
      city: 'Paris',
    });
    expect(ok.statusCode).toBe(200);
    expect((ok.data.data as Json).user).toMatchObject({ country_code: 'FR', state_code: 'IDF', city: 'Paris' });
    const wrong = await request(ctx, 'PUT', '/auth/address', token, { country_code: 'FR', state_code: 'BE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.errors).toHaveProperty('state_code');
    expect(
      (await call(ctx.app, { method: 'PUT', url: '/api/v1/auth/address', payload: { country_code: 'FR' } })).statusCode,
    ).toBe(401);
  });
});
