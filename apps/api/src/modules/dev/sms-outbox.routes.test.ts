import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config/config';
import { insertSmsLedgerEntry } from '../../core/sms/sms.repository';
import { errorsPlugin } from '../../plugins/errors';
import { call, createTestDatabase, testEngine, type TestDatabase } from '../../test/test-app';
import { devSmsRoutes } from './sms-outbox.routes';

type OutboxItem = { id: string; to_number: string; body: string; created_at: string };

/** The routes on a bare Fastify (app.ts registers them only outside production; the lead wires them in). */
async function buildDevApp(database: TestDatabase, nodeEnv: 'test' | 'production' = 'test') {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate(
    'config',
    loadConfig({ NODE_ENV: nodeEnv, ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), LOG_LEVEL: 'silent' }),
  );
  app.decorate('db', database.db);
  await app.register(errorsPlugin);
  await app.register(devSmsRoutes, { prefix: '/api/v1' });
  return app;
}

describe(`dev SMS outbox on ${testEngine()}`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const start = Date.now() - 60 * 60 * 1000;
  const TO = '+4915112345678';

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildDevApp(database);
    await app.ready();
    const entry = { body: '', provider: 'outbox', userId: null, purpose: 'phone-verification' };
    for (let i = 0; i < 55; i += 1) {
      await insertSmsLedgerEntry(database.db, {
        ...entry,
        toNumber: i % 5 === 0 ? TO : '+4917000000000',
        body: `Your Hireway code is ${String(i).padStart(6, '0')}.`,
        createdAt: new Date(start + i * 1000).toISOString(),
      });
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('lists the newest 50 messages, codes included, newest first', async () => {
    const res = await call(app, { method: 'GET', url: '/api/v1/dev/outbox/sms' });
    expect(res.statusCode).toBe(200);
    const items = res.data.data as OutboxItem[];
    expect(items).toHaveLength(50);
    expect(items[0]).toEqual({
      id: expect.any(String),
      to_number: '+4917000000000',
      body: 'Your Hireway code is 000054.',
      created_at: new Date(start + 54_000).toISOString(),
    });
    expect(items.map((item) => item.created_at)).toEqual(
      items
        .map((item) => item.created_at)
        .sort()
        .reverse(),
    );
  });

  it.each([encodeURIComponent(TO), TO, TO.slice(1)])('filters by number (?to=%s)', async (to) => {
    const res = await call(app, { method: 'GET', url: `/api/v1/dev/outbox/sms?to=${to}` });
    expect(res.statusCode).toBe(200);
    const items = res.data.data as OutboxItem[];
    expect(items).toHaveLength(11);
    expect(new Set(items.map((item) => item.to_number))).toEqual(new Set([TO]));
    expect(items[0]?.body).toBe('Your Hireway code is 000050.');
  });

  it('answers 400 with a field error for a malformed number or an unknown parameter', async () => {
    const bad = await call(app, { method: 'GET', url: '/api/v1/dev/outbox/sms?to=hello' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data).toMatchObject({ code: 'validation_failed' });
    expect(bad.data.errors).toHaveProperty(['query.to']);
    expect((await call(app, { method: 'GET', url: '/api/v1/dev/outbox/sms?limit=500' })).statusCode).toBe(400);
  });

  it('refuses to be registered in production', async () => {
    const production = await buildDevApp(database, 'production').catch((error: unknown) => error);
    expect(production).toBeInstanceOf(Error);
    expect((production as Error).message).toMatch(/production/);
  });
});
