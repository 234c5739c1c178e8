import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { markPublic } from './route-config';

/**
 * Serves the built SPA at `/` with history fallback (any GET outside /api that wants HTML gets index.html),
 * avatars under /media/avatars, and the JSON 404 for everything else.
 */
export const staticPlugin = fp(async (app: FastifyInstance, options: { webDist: string | null }) => {
  const webDist = options.webDist && existsSync(join(options.webDist, 'index.html')) ? resolve(options.webDist) : null;
  const avatars = resolve(app.config.STORAGE_DIR, 'avatars');
  mkdirSync(avatars, { recursive: true });
  const indexHtml = webDist ? readFileSync(join(webDist, 'index.html')) : null;

  await app.register(async (scope) => {
    scope.addHook('onRoute', markPublic);
    await scope.register(fastifyStatic, {
      root: avatars,
      prefix: '/media/avatars/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
    });
    if (webDist) {
      await scope.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        dotfiles: 'deny',
        // Hashed assets live forever; index.html is always revalidated.
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
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isApi =
      path.startsWith('/api/') || path === '/api' || path.startsWith('/socket.io') || path.startsWith('/media/');
    if (indexHtml && request.method === 'GET' && wantsHtml && !isApi && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({ message: `No route for ${request.method} ${path}`, code: 'not_found' });
  });
});
