import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { COLOR_SCHEME_SCRIPT } from '@hireway/shared';
import { describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import { call, createTestApp, createTestDatabase, type Json, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/healthz' })).data).toEqual({ status: 'ok' });
    expect((await call(ctx.app, { method: 'GET', url: '/readyz' })).data).toEqual({ status: 'ok' });
  });

  it('turns /readyz to 503 as soon as shutdown starts', async () => {
    const other = await createTestApp();
    other.app.lifecycle.shuttingDown = true;
    const res = await call(other.app, { method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect((await call(other.app, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await other.close();
  });
});

describe('headers and errors', () => {
  it('sends a strict CSP and the security headers, and no-store on API answers', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/auth/registration/settings' });
    const csp = String(res.headers['content-security-policy']);
    // Our origin, and the one inline script (the skin before the first paint) by the hash of its exact text.
    const skinHash = createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${skinHash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('does not reflect a foreign origin in CORS', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const ok = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('answers unknown API routes with the error shape', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.data).toEqual({ message: 'No route for GET /api/v1/nope', code: 'not_found' });
  });

  it('answers a malformed JSON body with 400 in the error shape', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ code: 'bad_request', message: expect.any(String) });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.data.code).toBe('payload_too_large');
  });
});

describe('OpenAPI', () => {
  it('documents every route of the API from its schemas', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.data.paths as Record<string, Json>;
    for (const path of [
      '/api/v1/auth/login',
      '/api/v1/auth/logout',
      '/api/v1/auth/register',
      '/api/v1/auth/registration/settings',
      '/api/v1/auth/check',
      '/api/v1/auth/logs',
      '/api/v1/auth/onboarding',
      '/api/v1/countries',
      '/api/v1/geo-data',
      '/api/v1/work-industries',
      '/api/v1/job-categories',
      '/api/v1/employment-types',
      '/api/v1/location-types',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
    const login = paths['/api/v1/auth/login'] as {
      post: { requestBody: { content: Record<string, { schema: { properties: Json } }> } };
    };
    expect(Object.keys(login.post.requestBody.content['application/json']?.schema.properties ?? {})).toEqual([
      'email',
      'password',
    ]);
  });

  it('serves the reference UI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('the SPA', () => {
  it('serves index.html for app routes and assets as files, but never for API paths', async () => {
    const web = mkdtempSync(join(tmpdir(), 'hireway-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Hireway</title>');
    writeFileSync(join(web, 'assets', 'app-123.js'), 'console.log(1)');
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      STORAGE_DIR: join(web, 'storage'),
      LOG_LEVEL: 'silent',
      // A busy test machine stalls now and then; the load-shedding tests set their own limits.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const app = await buildApp({ config, database, webDist: web, logger: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/job-seeker/home', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Hireway</title>');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const root = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(root.body).toContain('<title>Hireway</title>');
      // Crawlers, link previews and curl accept anything: they get the app too, not a JSON 404.
      for (const accept of ['*/*', 'application/json']) {
        const any = await app.inject({ method: 'GET', url: '/', headers: { accept } });
        expect(any.statusCode).toBe(200);
        expect(any.headers['content-type']).toContain('text/html');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await app.inject({ method: 'GET', url: '/api/v1/unknown', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/.env', headers: { accept: 'text/html' } })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
      await database.drop();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
