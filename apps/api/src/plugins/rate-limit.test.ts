import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';

import { spendQuota } from './rate-limit';

describe('spendQuota', () => {
  it('spends a point on work that succeeds, gives it back when the work fails, and refuses when none is left', async () => {
    const limiter = new RateLimiterMemory({ keyPrefix: 'quota-test', points: 2, duration: 60 });
    const remaining = async () => (await limiter.get('u'))?.remainingPoints ?? 2;

    expect(await spendQuota(limiter, 'u', () => Promise.resolve('made'))).toBe('made');
    expect(await remaining()).toBe(1);

    const failure = new Error('the database is away');
    await expect(spendQuota(limiter, 'u', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(await remaining()).toBe(1);

    await spendQuota(limiter, 'u', () => Promise.resolve());
    let ran = false;
    await expect(
      spendQuota(limiter, 'u', () => {
        ran = true;
        return Promise.resolve();
      }),
    ).rejects.toMatchObject({ code: 'rate_limited' });
    expect(ran).toBe(false);
  });
});
