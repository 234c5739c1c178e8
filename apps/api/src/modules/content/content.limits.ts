import type { FastifyInstance } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A limiter like plugins/rate-limit.ts makes: in Redis when REDIS_URL is set (shared by every API process),
 * with an in-memory insurance limiter so the limit holds when Redis fails (RL-02: never fail open).
 */
function createLimiter(app: FastifyInstance, keyPrefix: string, points: number, duration: number) {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  const limiter: RateLimiterAbstract = app.redis
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
  return limiter;
}

export interface CommentLimiters {
  perMinute: RateLimiterAbstract;
  perDay: RateLimiterAbstract;
}

/** Blog comments per user: 5 a minute and 30 a day (RL-01). */
export const createCommentLimiters = (app: FastifyInstance): CommentLimiters => ({
  perMinute: createLimiter(app, 'blog-comment-min', 5, 60),
  perDay: createLimiter(app, 'blog-comment-day', 30, 24 * 3600),
});
