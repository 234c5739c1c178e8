import { Box, Group, Text, useMantineTheme } from '@mantine/core';
import { formatDate } from '@hireway/shared';

export interface DailySeries {
  key: string;
  label: string;
  color: string;
  /** One value per day, same order as `days`. */
  values: readonly number[];
}

interface DailyBarsProps {
  title: string;
  days: readonly string[];
  series: readonly DailySeries[];
  /** How a value is written in the tooltip and the summary (e.g. a currency). */
  format?: (value: number) => string;
  height?: number;
}

const WIDTH = 600;

/**
 * Stacked daily bars as plain SVG (no chart library): one column per day, a <title> per bar for the exact
 * figure, and a legend with each series' total so the figures are readable without hovering.
 */
export function DailyBars({ title, days, series, format = String, height = 160 }: DailyBarsProps) {
  const theme = useMantineTheme();
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
              {item.label}: <b>{format(item.values.reduce((sum, value) => sum + value, 0))}</b>
            </Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
