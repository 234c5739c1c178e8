/** One line (or bar stack) of a daily chart: its words and a Mantine colour ('blue.6', or 'blue' for shade 6). */
export interface ChartLine {
  label: string;
  color: string;
}

export interface ChartLineValues<K extends string> extends ChartLine {
  key: K;
  /** One value per point, in the points' order. */
  values: number[];
  /** The values' sum over the period: the legend's figure. */
  total: number;
}

/**
 * The lines of a daily chart from its points ({ date, [key]: value }, as the API's daily series sends them) and
 * the lines to draw, in the order written. No points yet: every line empty, totals 0.
 */
export function chartLines<K extends string>(
  points: readonly Record<NoInfer<K>, number>[] | undefined,
  lines: Record<K, ChartLine>,
): ChartLineValues<K>[] {
  return (Object.keys(lines) as K[]).map((key) => {
    const values = (points ?? []).map((point) => point[key]);
    return { key, ...lines[key], values, total: values.reduce((sum, value) => sum + value, 0) };
  });
}
