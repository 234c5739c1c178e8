import { Box, Group, Text, useMantineTheme } from '@mantine/core';
import { formatDate } from '@hireway/shared';

import { ChartTable } from '../../../components/ui/chart-table';
import { type ChartLine, chartLines } from '../../../lib/chart-lines';

interface DailyBarsProps<K extends string> {
  title: string;
  /** One point per day ({ date, [key]: value }), oldest first. */
  points: readonly ({ date: string } & Record<NoInfer<K>, number>)[];
  /** The bars stacked, bottom first (a Mantine colour name: shade 6 is drawn). */
  lines: Record<K, ChartLine>;
  /** How a value is written in the tooltip and the summary (e.g. a currency). */
  format?: (value: number) => string;
  height?: number;
}

const WIDTH = 600;

/**
 * Stacked daily bars as plain SVG (no chart library): one column per day, a <title> per bar for the exact
 * figure, a legend with each series' total so the figures are readable without hovering, and the day-by-day
 * figures as a table on request.
 */
export function DailyBars<K extends string>({
  title,
  points,
  lines,
  format = String,
  height = 160,
}: DailyBarsProps<K>) {
  const theme = useMantineTheme();
  const days = points.map((point) => point.date);
  const series = chartLines(points, lines);
  const totals = days.map((_, index) => series.reduce((sum, item) => sum + (item.values[index] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  return (
    <Box>
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        height={height}
        preserveAspectRatio="none"
      >
        <line x1={0} x2={WIDTH} y1={height - 0.5} y2={height - 0.5} stroke="var(--mantine-color-default-border)" />
        {days.map((day, index) => {
          let y = height;
          return (
            <g key={day}>
              {series.map((item) => {
                const value = item.values[index] ?? 0;
                if (value === 0) return null;
                const h = (value / max) * (height - 8);
                y -= h;
                const color = theme.colors[item.color]?.[6] ?? item.color;
                return (
                  <rect
                    key={item.key}
                    x={index * slot + (slot - barWidth) / 2}
                    y={y}
                    width={barWidth}
                    height={h}
                    rx={1.5}
                    fill={color}
                  >
                    <title>{`${formatDate(day)} · ${item.label}: ${format(value)}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </svg>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {days[0] ? formatDate(days[0]) : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {days.at(-1) ? formatDate(days.at(-1) ?? '') : ''}
        </Text>
      </Group>
      <Group gap="md" mt="xs">
        {series.map((item) => (
          <Group key={item.key} gap={6} wrap="nowrap">
            <Box w={10} h={10} bg={`${item.color}.6`} style={{ borderRadius: 2 }} aria-hidden />
            <Text size="xs">
              {item.label}: <b>{format(item.total)}</b>
            </Text>
          </Group>
        ))}
      </Group>
      <ChartTable title={title} days={days} series={series} format={format} />
    </Box>
  );
}
