import { z } from 'zod';

/* Daily series: the x-axis of every chart of counts per day (the seeker's, the provider's and the admin's). */

const DAY_MS = 86_400_000;

/**
 * The `days` calendar dates (UTC, yyyy-MM-dd) that end with today, oldest first: the x-axis of every daily
 * series, so a day without events is there with zeros.
 */
export function lastDays(days: number, now: Date = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The window of a daily series: its dates (oldest first), the first and last, and the first instant of the first. */
export function dailyWindow(days: number, now: Date = new Date()) {
  const dates = lastDays(days, now);
  const from = dates[0] ?? now.toISOString().slice(0, 10);
  return { dates, from, to: dates[dates.length - 1] ?? from, since: `${from}T00:00:00.000Z` };
}

/** A figure on one UTC day (yyyy-MM-dd), as a GROUP BY day answers it: days without rows are absent. */
export interface DayCount {
  day: string;
  count: number;
}

export type DailyPoint<K extends string> = { date: string } & Record<K, number>;

export interface DailySeries<K extends string> {
  /** One point per date, zeros where a day had none. */
  series: DailyPoint<K>[];
  /** Each key's sum over the period. */
  totals: Record<K, number>;
}

/** The points and totals of a daily series from each key's per-day figures (figures of one day add up). */
export function dailySeries<K extends string>(
  dates: readonly string[],
  figures: Record<K, readonly DayCount[]>,
): DailySeries<K> {
  const keys = Object.keys(figures) as K[];
  const byKey = new Map(
    keys.map((key) => {
      const byDay = new Map<string, number>();
      for (const row of figures[key]) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.count);
      return [key, byDay] as const;
    }),
  );
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  const series = dates.map((date) => {
    const point = { date } as DailyPoint<K>;
    for (const key of keys) {
      const value = byKey.get(key)?.get(date) ?? 0;
      (point as Record<K, number>)[key] = value;
      totals[key] += value;
    }
    return point;
  });
  return { series, totals };
}

/** The answer of a daily analytics call: its window, one point per day with `counts`, and their totals. */
export const dailyAnalyticsSchema = <S extends z.ZodRawShape>(counts: S) =>
  z.object({
    days: z.number().int(),
    from: z.string(),
    to: z.string(),
    series: z.array(z.object({ date: z.string(), ...counts })),
    totals: z.object(counts),
  });
