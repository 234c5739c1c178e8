import { describe, expect, it } from 'vitest';

import { dailySeries, dailyWindow } from './daily-series';

describe('dailyWindow', () => {
  it('ends with today (UTC) and starts at the first instant of its first day', () => {
    expect(dailyWindow(3, new Date('2026-03-01T23:59:00Z'))).toEqual({
      dates: ['2026-02-27', '2026-02-28', '2026-03-01'],
      from: '2026-02-27',
      to: '2026-03-01',
      since: '2026-02-27T00:00:00.000Z',
    });
  });
});

describe('dailySeries', () => {
  const dates = ['2026-02-27', '2026-02-28', '2026-03-01'];

  it('gives one point per date with zeros where a day had no rows, and each key’s total', () => {
    expect(
      dailySeries(dates, {
        sent: [
          { day: '2026-02-27', count: 2 },
          { day: '2026-03-01', count: 1 },
        ],
        hires: [],
      }),
    ).toEqual({
      series: [
        { date: '2026-02-27', sent: 2, hires: 0 },
        { date: '2026-02-28', sent: 0, hires: 0 },
        { date: '2026-03-01', sent: 1, hires: 0 },
      ],
      totals: { sent: 3, hires: 0 },
    });
  });

  it('adds up the figures of one day (two sources of one line) and leaves out days outside the window', () => {
    const { series, totals } = dailySeries(dates, {
      actions: [
        { day: '2026-02-28', count: 2 },
        { day: '2026-02-28', count: 3 },
        { day: '2026-02-01', count: 9 },
      ],
    });
    expect(series.map((point) => point.actions)).toEqual([0, 5, 0]);
    expect(totals).toEqual({ actions: 5 });
  });
});
