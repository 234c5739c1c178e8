import type { FastifyInstance } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import { createLimiter } from '../../plugins/rate-limit';

export interface ProviderLimiters {
  /** Business onboarding submissions (each may carry four files): 10 an hour per user (UP-11). */
  onboardingPerHour: RateLimiterAbstract;
  /** Company profile saves (each may carry a logo): 30 an hour per user. */
  profileUpdatesPerHour: RateLimiterAbstract;
}

export const createProviderLimiters = (app: FastifyInstance): ProviderLimiters => ({
  onboardingPerHour: createLimiter(app, 'provider-onboarding', 10, 3600),
  profileUpdatesPerHour: createLimiter(app, 'provider-profile', 30, 3600),
});
