import type { FastifyInstance } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import { createLimiter } from '../../plugins/rate-limit';

export interface CommentLimiters {
  perMinute: RateLimiterAbstract;
  perDay: RateLimiterAbstract;
}

/** Blog comments per user: 5 a minute and 30 a day (RL-01). */
export const createCommentLimiters = (app: FastifyInstance): CommentLimiters => ({
  perMinute: createLimiter(app, 'blog-comment-min', 5, 60),
  perDay: createLimiter(app, 'blog-comment-day', 30, 24 * 3600),
});
