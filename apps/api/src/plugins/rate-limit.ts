import { randomBytes, timingSafeEqual } from 'node:crypto';

import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

import { AppError } from '../core/errors';

/**
 * A limiter of `points` per `duration` seconds: in Redis when REDIS_URL is set (shared by every API process), with an
 * in-memory insurance limiter so the limit holds when Redis fails (RL-02: never fail open). The auth limiters below
 * and the modules' own limits (jobs, providers, content, support) are all made here.
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

export interface AuthLimiters {
  /** Every login attempt, per IP, with a high ceiling: an office behind one address must not lock out (AUTH-02). */
  loginPerIpMinute: RateLimiterAbstract;
  loginPerIpHour: RateLimiterAbstract;
  /** Failed logins per account and address pair over 15 minutes: the guessing brake (AUTH-01). */
  loginFailuresPerAccountIp: RateLimiterAbstract;
  /** Failed logins per account across addresses over an hour (AUTH-01, AUTH-03: a soft lock, never permanent). */
  loginFailuresPerAccount: RateLimiterAbstract;
  registerPerIpHour: RateLimiterAbstract;
  /** Password-reset and confirmation e-mails: 5 per 30 minutes per address, 25 per 5 minutes per IP (RST-05). */
  emailLinkPerAddress: RateLimiterAbstract;
  emailLinkPerIp: RateLimiterAbstract;
  /** Password changes: 10 per 10 minutes per user. */
  passwordChangePerUser: RateLimiterAbstract;
  /** Phone code checks: 5 per day per user (SMS-02). */
  phoneVerifyPerUser: RateLimiterAbstract;
  /** Wrong second factors: 10 per hour per account, then even the right code is refused (MFA-03). */
  mfaFailuresPerAccount: RateLimiterAbstract;
  /** E-mailed one-time codes: 5 per 30 minutes per user. */
  mfaCodeSendPerUser: RateLimiterAbstract;
}

/** Consumes one point; over the limit it throws 429 with Retry-After (seconds, at least 1). */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new AppError('rate_limited', `Too many attempts. Try again in ${retryAfter} seconds.`, {
      headers: { 'retry-after': String(retryAfter) },
    });
  }
}

/**
 * A quota of things made (job posts a day, tickets an hour): one point is spent on `work` and given back when the
 * work fails, so a failed request changes nothing — a database outage or a refused write spends no one's quota.
 * (Limits on attempts, such as logins and codes, count failures on purpose and do not use this.)
 */
export async function spendQuota<T>(limiter: RateLimiterAbstract, key: string, work: () => Promise<T>): Promise<T> {
  await consumeOrThrow(limiter, key);
  try {
    return await work();
  } catch (error) {
    await limiter.reward(key, 1).catch(() => undefined);
    throw error;
  }
}

/** Throws 429 when the key has no points left, without consuming one. */
export async function assertNotLimited(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.remainingPoints <= 0 && state.msBeforeNext > 0) {
    const retryAfter = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    throw new AppError('rate_limited', `Too many attempts. Try again in ${retryAfter} seconds.`, {
      headers: { 'retry-after': String(retryAfter) },
    });
  }
}

/**
 * Requests made for a request that the global limit has already counted — the server render's in-process API calls
 * (public-pages) — carry this header with a secret of the process, so no client can claim it: a page costs its
 * visitor one request, not one per call it renders from. (An AsyncLocalStorage does not reach the hooks of a
 * request made with `inject`.)
 */
const COUNTED_HEADER = 'x-hireway-counted';
const countedSecret = randomBytes(32).toString('base64url');
const secretBytes = Buffer.from(countedSecret);
const isCounted = (value: string | string[] | undefined): boolean => {
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  return given.length === secretBytes.length && timingSafeEqual(given, secretBytes);
};
export const alreadyCounted = (headers: Record<string, string>): Record<string, string> => ({
  ...headers,
  [COUNTED_HEADER]: countedSecret,
});

/**
 * A global per-IP limit on every route, and the auth limiters. With REDIS_URL both live in Redis so that
 * every API process shares the counters; an in-memory insurance limiter keeps limits on when Redis fails
 * (they never fail open).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.RATE_LIMIT_GLOBAL_PER_MINUTE,
    timeWindow: 60_000,
    // A client that hung up while its request waited has no address any more: never a 500 for that.
    keyGenerator: (request) => request.ip ?? 'disconnected',
    // The limits protect the API: built assets and public media are never counted (a busy office shares one
    // address, and one page load fetches dozens of files), nor the calls of a request already counted.
    allowList: (request) =>
      request.routeOptions.config.staticFile === true || isCounted(request.headers[COUNTED_HEADER]),
    // The coarse global limit is per process (a flood guard; it needs no coordination). The limits that matter for
    // security — logins, codes, resets, SMS — are shared through Redis below, with an in-memory fallback.
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });

  const make = (keyPrefix: string, points: number, duration: number) => createLimiter(app, keyPrefix, points, duration);
  const limiters: AuthLimiters = {
    loginPerIpMinute: make('login-ip-min', config.RATE_LIMIT_LOGIN_PER_IP_MINUTE, 60),
    loginPerIpHour: make('login-ip-hour', config.RATE_LIMIT_LOGIN_PER_IP_HOUR, 3600),
    loginFailuresPerAccountIp: make('login-account-ip', config.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP, 15 * 60),
    loginFailuresPerAccount: make('login-account-hour', config.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT, 3600),
    registerPerIpHour: make('register-ip', config.RATE_LIMIT_REGISTER_PER_IP_HOUR, 3600),
    emailLinkPerAddress: make('email-link-address', 5, 30 * 60),
    emailLinkPerIp: make('email-link-ip', 25, 5 * 60),
    passwordChangePerUser: make('password-change', 10, 10 * 60),
    phoneVerifyPerUser: make('phone-verify', 5, 24 * 3600),
    mfaFailuresPerAccount: make('mfa-failures', 10, 3600),
    mfaCodeSendPerUser: make('mfa-code-send', 5, 30 * 60),
  };
  app.decorate('authLimiters', limiters);
});
