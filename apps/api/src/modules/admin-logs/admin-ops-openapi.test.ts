import { describe, expect, it } from 'vitest';

import { call, type Json, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('the admin operations API', () => {
  it('is described in the OpenAPI document, with its methods', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.data.paths as Record<string, Json>;
    const expected: Record<string, string[]> = {
      '/api/v1/admin/settings': ['get', 'put'],
      '/api/v1/admin/support-tickets': ['get'],
      '/api/v1/admin/support-tickets/{id}': ['get'],
      '/api/v1/admin/support-tickets/{id}/reply': ['post'],
      '/api/v1/admin/support-tickets/{id}/close': ['post'],
      '/api/v1/admin/support-tickets/{id}/reopen': ['post'],
      '/api/v1/admin/payments': ['get'],
      '/api/v1/admin/payments/export': ['get'],
      '/api/v1/admin/audit-logs': ['get'],
      '/api/v1/admin/access-logs': ['get'],
      '/api/v1/admin/blogs': ['get', 'post'],
      '/api/v1/admin/blogs/{id}': ['get', 'put', 'delete'],
      '/api/v1/admin/blogs/{id}/publish': ['post'],
      '/api/v1/admin/blogs/{id}/unpublish': ['post'],
      '/api/v1/admin/blogs/{id}/cover': ['post'],
      '/api/v1/admin/comments': ['get'],
      '/api/v1/admin/comments/{id}': ['patch', 'delete'],
      '/api/v1/admin/faqs': ['get', 'post'],
      '/api/v1/admin/faqs/order': ['put'],
      '/api/v1/admin/faqs/{id}': ['put', 'delete'],
      '/api/v1/admin/reference/{list}': ['get', 'post'],
      '/api/v1/admin/reference/{list}/{id}': ['patch'],
      '/api/v1/blog-covers/{name}': ['get'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(paths[path], path).toBeDefined();
      expect(Object.keys(paths[path] ?? {}), path).toEqual(expect.arrayContaining(methods));
    }
  });
});
