import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { sendPublicImage } from '../core/storage/download';
import type { StorageArea } from '../core/storage/file-storage';
import { conditional, weakEtag } from './http-cache';
import { markStaticFile } from './route-config';

/**
 * Stored files anyone may read, at /media/<area>/<name>: the random name is the only key. (Blog covers have
 * their own public route in admin-content, /api/v1/blog-covers/<name>.)
 */
const PUBLIC_AREAS: readonly StorageArea[] = ['avatars'];

function encoded(webDist: string, encoding: 'br' | 'gzip', html: Buffer): Buffer {
  const built = join(webDist, `index.html.${encoding === 'br' ? 'br' : 'gz'}`);
  if (existsSync(built)) return readFileSync(built);
  return encoding === 'br' ? brotliCompressSync(html) : gzipSync(html);
}

/**
 * Serves the built SPA at `/` with history fallback (any GET outside /api gets index.html, whatever it accepts),
 * public images (avatars, logos) from app.storage under /media/, and the JSON 404 for everything
 * else.
 */
export const staticPlugin = fp(async (app: FastifyInstance, options: { webDist: string | null }) => {
  const webDist = options.webDist && existsSync(join(options.webDist, 'index.html')) ? resolve(options.webDist) : null;
  const indexHtml = webDist ? readFileSync(join(webDist, 'index.html')) : null;
  const indexEtag = indexHtml ? weakEtag(indexHtml) : null;
  // index.html in each encoding, once: the build's .br/.gz when present, else compressed here at start.
  const indexEncoded =
    indexHtml && webDist ? { br: encoded(webDist, 'br', indexHtml), gzip: encoded(webDist, 'gzip', indexHtml) } : null;
  const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

  await app.register(async (scope) => {
    scope.addHook('onRoute', markStaticFile);
    scope.get<{ Params: { area: string; name: string } }>(
      '/media/:area/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const area = PUBLIC_AREAS.find((candidate) => candidate === request.params.area);
        const file = area ? await app.storage.get(area, request.params.name) : null;
        if (!file) {
          return reply.status(404).send({ message: 'The file was not found', code: 'not_found' });
        }
        return sendPublicImage(reply, file, 31_536_000);
      },
    );
    if (webDist) {
      await scope.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        dotfiles: 'deny',
        // The build wrote `.br` and `.gz` beside every text file (apps/web/build/precompress.ts): they are sent
        // as the client's Accept-Encoding allows, with `Vary: Accept-Encoding`, and nothing is compressed here.
        preCompressed: true,
        // Hashed assets live forever; index.html is always revalidated (by its ETag).
        setHeaders: (res, path: string) => {
          res.header(
            'cache-control',
            path.includes(join(webDist, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi =
      path.startsWith('/api/') || path === '/api' || path.startsWith('/socket.io') || path.startsWith('/media/');
    if (indexHtml && indexEtag && request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(path)) {
      // Revalidated on every visit (no-cache + ETag, 304 when unchanged), compressed as the client accepts.
      void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      void reply.header('vary', 'Accept-Encoding');
      if (conditional(request, reply, indexEtag, indexHtml) === '') return reply.send();
      const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
      if (!encoding || !indexEncoded) return reply.send(indexHtml);
      return reply.header('content-encoding', encoding).send(indexEncoded[encoding]);
    }
    return reply.status(404).send({ message: `No route for ${request.method} ${path}`, code: 'not_found' });
  });
});
