import type { FastifyInstance } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A limiter like plugins/rate-limit.ts makes: in Redis when REDIS_URL is set (shared by every API process),
 * with an in-memory insurance limiter so the limit holds when Redis fails (RL-02: never fail open).
 */
export function createLimiter(
  app: FastifyInstance,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
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

/** New job posts per provider and day (RL-01, API6: a business-defined cap on posting). */
export const JOB_POSTS_PER_DAY = 30;

export interface JobLimiters {
  postsPerDay: RateLimiterAbstract;
}

export const createJobLimiters = (app: FastifyInstance): JobLimiters => ({
  postsPerDay: createLimiter(app, 'job-post-day', JOB_POSTS_PER_DAY, 24 * 3600),
});
