import { createHash } from 'node:crypto';

import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COLOR_SCHEME_SCRIPT } from '@hireway/shared';

/** The CSP source of the inline skin script. */
export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

/**
 * Security headers (a strict CSP: scripts only from our origin), the CORS allowlist, and no caching of API
 * answers, which may carry private data (JWT-07, HDR-01, HDR-02).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script, the skin before the first paint (packages/shared COLOR_SCHEME_SCRIPT), by its hash.
        scriptSrc: ["'self'", COLOR_SCHEME_SCRIPT_HASH],
        // Mantine writes CSS variables in style attributes and style tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(app.config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && app.config.corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    credentials: false,
    maxAge: 600,
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
  });
});
