import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, type Json, type TestContext } from '../test/test-app';
import { createProvider } from '../modules/providers/providers.test-helpers';
import { dateIn, postJob } from '../modules/jobs/jobs.test-helpers';
import { matchesIfNoneMatch } from './http-cache';

/**
 * What goes on the wire: every kind of answer (a built asset, the SPA's HTML, API JSON) compressed as the client
 * asks (br, gzip, none) with Vary, cached as its kind allows, 304 when unchanged; built files never rate-limited.
 */

/** The per-address API limit here (setup requests come from 127.0.0.1; each test request from its own address). */
const STATIC_LIMIT = 50;
const script = Buffer.from(`export const board = ${JSON.stringify('x'.repeat(40)).repeat(1)};\n`.repeat(200));
const html = Buffer.from(
  `<!doctype html><html lang="en"><head><title>Hireway</title></head><body>${'<p>loading</p>'.repeat(150)}</body></html>`,
);

let dist: string;
let ctx: TestContext;
let jobId: string;
let token: string;

beforeAll(async () => {
  // A built SPA as the web build leaves it: hashed assets and index.html, each with its .br and .gz.
  dist = mkdtempSync(join(tmpdir(), 'hireway-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const [path, body] of [
    ['assets/app-Ab12Cd34.js', script],
    ['index.html', html],
  ] as const) {
    writeFileSync(join(dist, path), body);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(body));
  }
  ctx = await createTestApp(
    { RATE_LIMIT_GLOBAL_PER_MINUTE: String(STATIC_LIMIT), TRUST_PROXY: 'true' },
    { webDist: dist },
  );
  const provider = await createProvider(ctx, { company: { company_name: 'Wireline Logistics' } });
  token = provider.token;
  for (const title of ['Warehouse Lead', 'Wire Technician', 'Wireless Engineer']) {
    const job = await postJob(ctx, token, {
      title,
      description: `${title}: ${'Keep the network of depots running, day and night, with the team. '.repeat(6)}`,
      status: 'live',
      application_deadline: dateIn(20),
    });
    jobId = job.id;
  }
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

let caller = 0;
/** A GET from an address of its own, so that only the rate-limit test meets the limit. */
const get = (url: string, headers: Record<string, string> = {}, withToken = false) => {
  caller += 1;
  return call(ctx.app, {
    method: 'GET',
    url,
    headers: { 'x-forwarded-for': `203.0.${Math.floor(caller / 250)}.${caller % 250}`, ...headers },
    ...(withToken ? { token } : {}),
  });
};

const decode = (encoding: string | undefined, raw: Buffer): Buffer =>
  encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;

const varies = (value: string | string[] | number | undefined, header: string) =>
  String(value ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes(header);

describe('compression, by kind of answer and Accept-Encoding', () => {
  const cases = [
    { accept: 'br, gzip, deflate', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'identity', encoding: undefined },
    { accept: undefined, encoding: undefined },
  ];

  it.each(cases)('a hashed asset ($accept): pre-compressed, immutable, Vary', async ({ accept, encoding }) => {
    const res = await get('/assets/app-Ab12Cd34.js', accept ? { 'accept-encoding': accept } : {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decode(encoding, res.rawPayload).equals(script)).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res.headers.vary, 'accept-encoding')).toBe(true);
  });

  it.each(cases)('the app HTML ($accept): compressed, revalidated with an ETag', async ({ accept, encoding }) => {
    const res = await get('/some/screen', { accept: 'text/html', ...(accept ? { 'accept-encoding': accept } : {}) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decode(encoding, res.rawPayload).equals(html)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    expect(varies(res.headers.vary, 'accept-encoding')).toBe(true);
  });

  it.each(cases)('API JSON ($accept): compressed on the fly above 1 KB', async ({ accept, encoding }) => {
    const res = await get('/api/v1/jobs', accept ? { 'accept-encoding': accept } : {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    const body = JSON.parse(decode(encoding, res.rawPayload).toString('utf8')) as { data: Json[] };
    expect(body.data).toHaveLength(3);
    expect(decode(encoding, res.rawPayload).length).toBeGreaterThan(1024);
    if (encoding) {
      expect(res.rawPayload.length).toBeLessThan(decode(encoding, res.rawPayload).length / 2);
      expect(varies(res.headers.vary, 'accept-encoding')).toBe(true);
    }
  });

  it('a small API answer goes as it is', async () => {
    const res = await get('/api/v1/search/autocomplete?q=zq', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.data).toEqual({ data: [] });
  });
});

describe('HTTP caching', () => {
  it('the app HTML answers 304 to its ETag', async () => {
    const first = await get('/jobs/somewhere', { accept: 'text/html' });
    const again = await get('/jobs/somewhere', { accept: 'text/html', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('a built asset answers 304 to its ETag', async () => {
    const first = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(first.headers.etag).toBeDefined();
    const again = await get('/assets/app-Ab12Cd34.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  const boardUrls = () => ['/api/v1/jobs', `/api/v1/jobs/${jobId}`, '/api/v1/search/autocomplete?q=wi'];

  it('anonymous board, job and suggestion answers are public for 10 s, stale for 60, with an ETag', async () => {
    for (const url of boardUrls()) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=10, stale-while-revalidate=60');
      expect(res.headers.etag, url).toMatch(/^W\/".+"$/);
      expect(varies(res.headers.vary, 'authorization'), url).toBe(true);

      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers['content-encoding'], url).toBeUndefined();

      const stale = await get(url, { 'if-none-match': 'W/"an-older-board"' });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.headers.etag, url).toBe(res.headers.etag);
    }
  });

  it('the ETag follows the content: a new job changes the board tag', async () => {
    const before = await get('/api/v1/jobs');
    await postJob(ctx, token, { title: 'Wire Rope Inspector', status: 'live', application_deadline: dateIn(10) });
    const after = await get('/api/v1/jobs', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('with a login the same answers stay private: no-store, no ETag, never 304', async () => {
    for (const url of boardUrls()) {
      const anonymous = await get(url);
      const res = await get(url, { 'if-none-match': String(anonymous.headers.etag) }, true);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it('other API answers and errors keep no-store', async () => {
    const missing = await get('/api/v1/jobs/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
    const invalid = await get('/api/v1/jobs?per_page=7');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('If-None-Match matching is weak and accepts lists and *', () => {
    expect(matchesIfNoneMatch('W/"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', 'W/"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"b"')).toBe(true);
    expect(matchesIfNoneMatch('W/"c"', 'W/"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"b"')).toBe(false);
  });
});

describe('rate limits protect the API only', () => {
  it('many static requests from one address all answer 200, while the API limits that address', async () => {
    const address = { 'x-forwarded-for': '198.51.100.77' };
    for (let i = 0; i < STATIC_LIMIT * 6; i += 1) {
      const asset = await call(ctx.app, { method: 'GET', url: '/assets/app-Ab12Cd34.js', headers: address });
      expect(asset.statusCode).toBe(200);
      const page = await call(ctx.app, { method: 'GET', url: '/jobs', headers: { ...address, accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
    }
    const api = [];
    for (let i = 0; i < STATIC_LIMIT + 1; i += 1) {
      api.push((await call(ctx.app, { method: 'GET', url: '/api/v1/jobs', headers: address })).statusCode);
    }
    expect(api.slice(0, STATIC_LIMIT)).toEqual(Array(STATIC_LIMIT).fill(200));
    expect(api[STATIC_LIMIT]).toBe(429);
  });
});
