import type { FastifyInstance } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Like plugins/rate-limit.ts: Redis when configured, with an in-memory insurance limiter (never fails open). */
function createLimiter(app: FastifyInstance, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  return app.redis
    ? new RateLimiterRedis({
        storeClient: app.redis,
        keyPrefix: `${app.config.REDIS_KEY_PREFIX}rl:${keyPrefix}`,
        points,
        duration,
        insuranceLimiter: memory,
        // Redis away: count in the process at once, never wait for reconnects.
        rejectIfRedisNotReady: true,
      })
    : memory;
}

export interface SupportLimiters {
  /** New tickets: 10 an hour per user (RL-01, as Outline). */
  ticketsPerHour: RateLimiterAbstract;
  /** Replies: 30 an hour per user. */
  repliesPerHour: RateLimiterAbstract;
}

export const createSupportLimiters = (app: FastifyInstance): SupportLimiters => ({
  ticketsPerHour: createLimiter(app, 'support-ticket', 10, 3600),
  repliesPerHour: createLimiter(app, 'support-reply', 30, 3600),
});
