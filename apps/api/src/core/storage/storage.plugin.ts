import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createStorage } from './create-storage';

/** `app.storage`: the one place files are written and read (local disk or S3, from the configuration). */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  const storage = createStorage(app.config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => {
    await storage.close();
  });
  app.log.info({ storage: storage.kind }, 'file storage ready');
});
