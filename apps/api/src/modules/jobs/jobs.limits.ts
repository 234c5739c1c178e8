import type { FastifyInstance } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import { createLimiter } from '../../plugins/rate-limit';

/** New job posts per provider and day (RL-01, API6: a business-defined cap on posting). */
export const JOB_POSTS_PER_DAY = 30;

export interface JobLimiters {
  postsPerDay: RateLimiterAbstract;
}

export const createJobLimiters = (app: FastifyInstance): JobLimiters => ({
  postsPerDay: createLimiter(app, 'job-post-day', JOB_POSTS_PER_DAY, 24 * 3600),
});
