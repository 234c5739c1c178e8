import { describe, expect, it } from 'vitest';

import { formatCountdown, idleCountdownMs, idleWarningAfterMs, MIN_IDLE_COUNTDOWN_MS } from './idle-countdown';

describe('idle countdown', () => {
  it('warns after five quiet minutes', () => {
    expect(idleWarningAfterMs()).toBe(5 * 60_000);
  });

  it.each([
    [5, MIN_IDLE_COUNTDOWN_MS],
    [1, MIN_IDLE_COUNTDOWN_MS],
    [6, 60_000],
    [15, 10 * 60_000],
  ])('counts down idle_timeout − 5 minutes, never under 60 s (idle_timeout %i)', (minutes, expected) => {
    expect(idleCountdownMs(minutes)).toBe(expected);
  });

  it('formats the remaining time', () => {
    expect(formatCountdown(125_000)).toBe('2:05');
    expect(formatCountdown(400)).toBe('0:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
