import { useCallback, useEffect, useState } from 'react';

interface Clock {
  /** When the cool-down ends (ms since the epoch), or null when none is running. */
  deadline: number | null;
  now: number;
}

/**
 * A resend button's cool-down: `start(seconds)` begins one, `secondsLeft` counts down once a second
 * to 0. `initialDeadline` resumes one that began earlier (e.g. from a stored timestamp).
 */
export function useCooldown(initialDeadline: number | null | (() => number | null) = null) {
  const [clock, setClock] = useState<Clock>(() => ({
    deadline: typeof initialDeadline === 'function' ? initialDeadline() : initialDeadline,
    now: Date.now(),
  }));

  useEffect(() => {
    if (clock.deadline === null || clock.now >= clock.deadline) return;
    const timer = window.setTimeout(() => setClock((current) => ({ ...current, now: Date.now() })), 1000);
    return () => window.clearTimeout(timer);
  }, [clock]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ deadline: now + seconds * 1000, now });
  }, []);

  const secondsLeft = clock.deadline === null ? 0 : Math.max(0, Math.ceil((clock.deadline - clock.now) / 1000));
  return { secondsLeft, isCooling: secondsLeft > 0, start };
}
