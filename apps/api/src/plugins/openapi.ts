import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { markPublic } from './route-config';

/** The OpenAPI 3 document, generated from the routes' zod schemas, and a browsable reference. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hireway API',
        description:
          'The Hireway job marketplace API. Successful answers are `{ data }` (lists add `meta`); errors are `{ message, code, errors? }`.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An opaque access token' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/openapi.json', { config: { auth: 'public', maintenance: 'allow' }, schema: { hide: true } }, () =>
    app.swagger(),
  );

  if (app.config.API_DOCS) {
    await app.register(async (docs) => {
      docs.addHook('onRoute', markPublic);
      await docs.register(fastifySwaggerUi, {
        routePrefix: '/api/docs',
        uiConfig: { docExpansion: 'list', deepLinking: true },
      });
    });
  }
});
