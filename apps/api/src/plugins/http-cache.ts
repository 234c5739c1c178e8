import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A weak validator of a body: the same bytes give the same tag, whatever encoding goes on the wire. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header names this tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Sends 304 when the request already holds this tag; otherwise sets it. Returns the payload to send. */
export function conditional(request: FastifyRequest, reply: FastifyReply, etag: string, payload: unknown): unknown {
  void reply.header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    void reply.code(304).removeHeader('content-length');
    return '';
  }
  return payload;
}

/**
 * HTTP caching of anonymous public answers (routes with `config.publicCache`: the job board, a job, search
 * suggestions). A request without a login gets `Cache-Control: public, max-age=N, stale-while-revalidate=M`
 * and a weak `ETag` over the body, and `304 Not Modified` when its `If-None-Match` still matches, so browsers
 * and shared caches hold the board for a few seconds and revalidate cheaply after. `Vary: Authorization` keeps
 * a shared cache from answering a logged-in request with the anonymous copy. Anything with an `Authorization`
 * header keeps the `no-store` every API answer has (plugins/security.ts).
 */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = request.routeOptions.config.publicCache;
    if (!policy || request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (request.headers.authorization !== undefined || request.actor) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    void reply
      .header(
        'cache-control',
        `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`,
      )
      .header('vary', 'Authorization');
    return conditional(request, reply, weakEtag(payload), payload);
  });
});
