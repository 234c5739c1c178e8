import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';

import type { Config } from './config/config';
import { mailPlugin } from './core/mail/mail.plugin';
import { storagePlugin } from './core/storage/storage.plugin';
import { smsPlugin } from './core/sms/sms.plugin';
import { openDatabases, type Database, type Databases, type Engine } from './db/database';
import { jobsPlugin } from './jobs/jobs.plugin';
import { registerAccountJobs } from './modules/account';
import { registerJobListingJobs } from './modules/jobs';
import { accountRoutes } from './modules/account';
import { accessLogRoutes } from './modules/access-logs';
import { authRoutes } from './modules/auth';
import { registerDeviceJobs, sessionSource } from './modules/sessions';
import { cvSectionRoutes } from './modules/cv';
import { cvRoutes } from './modules/cv';
import { devRoutes } from './modules/dev';
import { devSmsRoutes } from './modules/dev';
import { healthRoutes } from './modules/health';
import { mfaRoutes } from './modules/mfa';
import { onboardingRoutes } from './modules/onboarding';
import { paymentsPlugin } from './modules/payments';
import { paymentsRoutes } from './modules/payments';
import { sandboxRoutes } from './modules/payments';
import { paystackWebhookRoutes } from './modules/payments';
import { profileRoutes } from './modules/profile';
import { adminSettingsRoutes } from './modules/admin-settings';
import { adminSupportRoutes } from './modules/admin-support';
import { adminLogsRoutes } from './modules/admin-logs';
import { adminPaymentsRoutes } from './modules/admin-payments';
import { adminContentRoutes, blogCoverRoutes } from './modules/admin-content';
import { adminReferenceRoutes } from './modules/admin-reference';
import { referenceRoutes } from './modules/reference';
import { applicationRoutes, candidateRoutes, cvActionRoutes, employmentRoutes } from './modules/hiring';
import { dashboardRoutes } from './modules/dashboards';
import { adminVerificationRoutes } from './modules/admin-verification';
import { adminUserRoutes } from './modules/admin-users';
import { adminDashboardRoutes } from './modules/admin-dashboard';
import { jobBoardRoutes } from './modules/jobs';
import { jobRoutes } from './modules/jobs';
import { providerRoutes } from './modules/providers';
import { seekerOnboardingRoutes } from './modules/seeker-onboarding';
import { contentRoutes } from './modules/content';
import { notificationRoutes } from './modules/notifications';
import { supportRoutes } from './modules/support';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin } from './plugins/errors';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { httpCachePlugin } from './plugins/http-cache';
import { multipartPlugin } from './plugins/multipart';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { loadBuiltPageSource, type PageSource } from './modules/public-pages';
import { publicPagesPlugin } from './modules/public-pages';
import { createRealtime } from './realtime/realtime';

export interface BuildAppOptions {
  config: Config;
  /**
   * Open database handles (the server and tests pass their own); otherwise they are opened from config.
   * `readDb` (anonymous board reads) and `jobsDb` (the job runner) default to `db`.
   */
  database?: { db: Database; engine: Engine; readDb?: Database; jobsDb?: Database };
  /** The built SPA to serve at `/` (null: API only). */
  webDist?: string | null;
  /** The server renderer of the public pages; by default the one built next to webDist (ADR 0012). */
  pages?: PageSource | null;
  /** Pino options or false (tests keep logs quiet). */
  logger?: boolean | Record<string, unknown>;
}

/** The database handles' settings from the configuration (the server and buildApp open them alike). */
export const databaseOptions = (config: Config, onConnectionError?: (error: Error) => void) => ({
  url: config.DATABASE_URL,
  poolSize: config.DATABASE_POOL_SIZE,
  connectionTimeoutMs: config.DATABASE_POOL_TIMEOUT_MS,
  jobsPoolSize: config.DATABASE_JOBS_POOL_SIZE,
  replicaUrls: config.replicaUrls,
  ...(onConnectionError ? { onConnectionError } : {}),
});

/**
 * Redis fails fast: with the offline queue off a command issued while Redis is away is refused at once (the rate
 * limiters then count in the process, realtime stays local) instead of waiting for reconnects; ioredis keeps
 * reconnecting in the background and the shared state is used again as soon as Redis answers.
 */
export const createRedis = (url: string): Redis =>
  new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });

/** Builds the whole API — plugins, modules, realtime — without listening, so tests build it too. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.access_token'],
              censor: '[redacted]',
            },
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const owned: Databases | null = options.database ? null : openDatabases(databaseOptions(config));
  const database = options.database ?? (owned as Databases);
  const { db, engine } = database;
  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL) : null;
  let isRedisErrorLogged = false;
  redis?.on('error', (error: unknown) => {
    // Once per outage: ioredis reconnects in the background and would report every attempt.
    if (!isRedisErrorLogged) app.log.error({ err: error }, 'redis unavailable; using in-process fallbacks');
    isRedisErrorLogged = true;
  });
  redis?.on('ready', () => {
    if (isRedisErrorLogged) app.log.info('redis is back');
    isRedisErrorLogged = false;
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('readDb', database.readDb ?? db);
  app.decorate('jobsDb', database.jobsDb ?? db);
  app.decorate('engine', engine);
  app.decorate('redis', redis);
  app.decorate('lifecycle', { shuttingDown: false });

  await app.register(errorsPlugin);
  // First of the onRequest hooks: an overloaded process refuses before it spends anything on the request.
  await app.register(loadSheddingPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(httpCachePlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { sessions: sessionSource });
  await app.register(storagePlugin);
  await app.register(multipartPlugin);
  await app.register(openApiPlugin);
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(smsPlugin);
  await app.register(paymentsPlugin);
  registerAccountJobs(app);
  registerJobListingJobs(app);
  registerDeviceJobs(app);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(mfaRoutes);
      await api.register(onboardingRoutes);
      await api.register(accessLogRoutes);
      await api.register(referenceRoutes);
      await api.register(applicationRoutes);
      await api.register(candidateRoutes);
      await api.register(cvActionRoutes);
      await api.register(employmentRoutes);
      await api.register(dashboardRoutes);
      await api.register(providerRoutes);
      await api.register(jobRoutes);
      await api.register(jobBoardRoutes);
      await api.register(adminVerificationRoutes);
      await api.register(adminUserRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(seekerOnboardingRoutes);
      await api.register(profileRoutes);
      await api.register(adminSettingsRoutes);
      await api.register(adminSupportRoutes);
      await api.register(adminLogsRoutes);
      await api.register(adminPaymentsRoutes);
      await api.register(adminContentRoutes);
      await api.register(blogCoverRoutes);
      await api.register(adminReferenceRoutes);
      await api.register(cvRoutes);
      await api.register(cvSectionRoutes);
      await api.register(contentRoutes);
      await api.register(supportRoutes);
      await api.register(notificationRoutes);
      await api.register(paymentsRoutes);
      await api.register(sandboxRoutes);
      await api.register(paystackWebhookRoutes);
      // The dev outboxes (e-mail and SMS read back in the browser and in tests); never in production.
      if (!config.isProduction) {
        await api.register(devRoutes);
        await api.register(devSmsRoutes);
      }
    },
    { prefix: '/api/v1' },
  );
  await app.register(publicPagesPlugin, {
    source: options.pages !== undefined ? options.pages : await loadBuiltPageSource(options.webDist ?? null),
  });
  await app.register(staticPlugin, { webDist: options.webDist ?? null });

  app.decorate('realtime', createRealtime(app, sessionSource));

  app.addHook('preClose', async () => {
    app.lifecycle.shuttingDown = true;
    await app.realtime.close();
  });
  app.addHook('onClose', async () => {
    redis?.disconnect();
    if (owned) await owned.destroy();
  });

  return app;
}
