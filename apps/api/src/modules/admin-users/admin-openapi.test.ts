import { describe, expect, it } from 'vitest';

import { call, type Json, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('the admin console API (users, dashboard, verification)', () => {
  it('is described in the OpenAPI document, tagged admin, with its error answers', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.data.paths as Record<string, Record<string, Json>>;
    const expected: Record<string, string[]> = {
      '/api/v1/admin/dashboard': ['get'],
      '/api/v1/admin/users': ['get'],
      '/api/v1/admin/users/{id}': ['get'],
      '/api/v1/admin/users/{id}/suspend': ['post'],
      '/api/v1/admin/users/{id}/reinstate': ['post'],
      '/api/v1/admin/users/{id}/permissions': ['post'],
      '/api/v1/admin/users/{id}/permissions/{permissionId}': ['delete'],
      '/api/v1/admin/users/{id}/password-reset': ['post'],
      '/api/v1/admin/users/{id}/mfa/reset': ['post'],
      '/api/v1/admin/providers': ['get'],
      '/api/v1/admin/providers/{id}/approve': ['post'],
      '/api/v1/admin/providers/{id}/decline': ['post'],
      '/api/v1/admin/providers/{id}/documents/{documentId}': ['get'],
      '/api/v1/admin/verification-decisions': ['get'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      const operations = paths[path];
      expect(Object.keys(operations ?? {}).sort(), path).toEqual([...methods].sort());
      for (const method of methods) {
        const operation = operations?.[method] as { tags?: string[]; responses?: Json } | undefined;
        expect(operation?.tags, `${method} ${path}`).toEqual(['admin']);
        expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toEqual(
          expect.arrayContaining(path.endsWith('/documents/{documentId}') ? [] : ['200', '401', '403']),
        );
      }
    }
  });
});
