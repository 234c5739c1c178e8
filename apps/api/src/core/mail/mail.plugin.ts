import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { registerEmailJob } from './mail.jobs';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer` (SMTP, or the dev outbox without SMTP_URL) and registers the `send-email` job. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.config, app.db, app.log.child({ module: 'mail' }));
    app.decorate('mailer', mailer);
    registerEmailJob(app.jobs, mailer);
    // onClose runs after preClose, where the job runner has already stopped using the mailer.
    app.addHook('onClose', async () => {
      await mailer.close();
    });
  },
  { name: 'hireway-mail', dependencies: ['hireway-jobs'] },
);
