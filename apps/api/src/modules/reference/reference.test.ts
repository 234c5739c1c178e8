import { describe, expect, it } from 'vitest';

import { call, useTestApp } from '../../test/test-app';
import { syncReferenceData } from './reference.sync';

const ctx = useTestApp();

type Item = { code?: string; name: string; slug?: string };

describe('reference data', () => {
  it('lists every country from the package, localised on request', async () => {
    const en = await call(ctx.app, { method: 'GET', url: '/api/v1/countries' });
    expect(en.statusCode).toBe(200);
    const countries = en.data.data as Item[];
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c) => c.code === 'DE')).toMatchObject({ name: 'Germany', phone_code: '+49', flag: '🇩🇪' });
    const de = await call(ctx.app, { method: 'GET', url: '/api/v1/countries?lang=de' });
    expect((de.data.data as Item[]).find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/countries?lang=xx' })).statusCode).toBe(400);
  });

  it('gives the states of a country and the cities of a state', async () => {
    const states = await call(ctx.app, { method: 'GET', url: '/api/v1/geo-data?country=de' });
    expect(states.statusCode).toBe(200);
    expect(states.data.data).toMatchObject({ country: { code: 'DE' }, cities: [] });
    expect((states.data.data as { states: Item[] }).states.map((s) => s.code)).toContain('BE');
    const cities = await call(ctx.app, { method: 'GET', url: '/api/v1/geo-data?country=DE&state=BE' });
    expect((cities.data.data as { cities: Item[] }).cities.map((c) => c.name)).toContain('Berlin');
  });

  it('answers 400 for a malformed country and 404 for an unknown one', async () => {
    const bad = await call(ctx.app, { method: 'GET', url: '/api/v1/geo-data?country=Germany' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toHaveProperty(['query.country']);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/geo-data?country=XX' })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/geo-data?country=DE&state=ZZZ' })).statusCode).toBe(404);
  });

  it.each([
    ['work-industries', 'information-technology'],
    ['job-categories', 'software-development'],
    ['employment-types', 'full-time'],
    ['location-types', 'remote'],
  ])('lists %s in their order', async (list, slug) => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/${list}` });
    expect(res.statusCode).toBe(200);
    expect((res.data.data as Item[]).map((item) => item.slug)).toContain(slug);
  });

  it('syncs idempotently', async () => {
    const count = async () =>
      (
        await ctx.db
          .selectFrom('reference_items')
          .select(ctx.db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await syncReferenceData(ctx.db);
    expect(await count()).toBe(before);
  });
});
