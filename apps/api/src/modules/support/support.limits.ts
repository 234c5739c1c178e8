import type { FastifyInstance } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import { createLimiter } from '../../plugins/rate-limit';

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
