import { dataEnvelope, errorBodySchema } from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { unsafeListOutboxMail } from '../../core/mail/outbox.repository';
import type { MailOutboxRow } from '../../db/schema';

/* Dev-only helpers: app.ts registers them only outside production. */

const OUTBOX_LIMIT = 50;

const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string().nullable(),
  created_at: z.string(),
});

const toOutboxMailDto = (row: MailOutboxRow): z.infer<typeof outboxMailSchema> => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text,
  html: row.html,
  template: row.template,
  created_at: row.created_at,
});

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  // The outbox holds confirmation links and one-time codes: never expose it in production.
  if (app.config.isProduction) throw new Error('devRoutes must not be registered in production');

  app.get(
    '/dev/outbox/mail',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['dev'],
        summary: `The dev mail outbox, newest first (at most ${OUTBOX_LIMIT}); not available in production`,
        querystring: z.object({ to: z.string().trim().min(1).max(254).optional() }),
        response: { 200: dataEnvelope(z.array(outboxMailSchema)), 400: errorBodySchema },
      },
    },
    async (request) => {
      const rows = await unsafeListOutboxMail(app.db, { to: request.query.to, limit: OUTBOX_LIMIT });
      return { data: rows.map(toOutboxMailDto) };
    },
  );
};
