import { describe, expect, it } from 'vitest';

import { chartLines } from './chart-lines';

describe('chartLines', () => {
  const lines = { sent: { label: 'Sent', color: 'blue.6' }, hires: { label: 'Hires', color: 'teal.6' } };

  it('gives each line its values in the points’ order and their total, in the order the lines are written', () => {
    const points = [
      { date: '2026-11-01', sent: 2, hires: 0 },
      { date: '2026-11-02', sent: 0, hires: 1 },
      { date: '2026-11-03', sent: 3, hires: 1 },
    ];
    expect(chartLines(points, lines)).toEqual([
      { key: 'sent', label: 'Sent', color: 'blue.6', values: [2, 0, 3], total: 5 },
      { key: 'hires', label: 'Hires', color: 'teal.6', values: [0, 1, 1], total: 2 },
    ]);
  });

  it('draws empty lines with a total of 0 before the points arrive', () => {
    expect(chartLines(undefined, lines).map(({ values, total }) => ({ values, total }))).toEqual([
      { values: [], total: 0 },
      { values: [], total: 0 },
    ]);
  });
});
