import { Box, ColorSwatch, Group, Loader, Text } from '@mantine/core';
import { type DailySeries, formatDate } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { ChartTable } from '../../../components/ui/chart-table';
import { type ChartLine, chartLines } from '../../../lib/chart-lines';
import type { AnalyticsPeriod } from '../api/dashboard-keys';
import { cssColor, DashboardPanel, PanelEmptyState } from './dashboard-panel';
import { LazyAreaChart } from './lazy-charts';
import { PeriodSelector } from './period-selector';

interface ActivityChartProps<K extends string> {
  days: AnalyticsPeriod;
  onDaysChange: (days: AnalyticsPeriod) => void;
  /** The period's analytics query: `data` is undefined while the first period loads. */
  analytics: { data: DailySeries<NoInfer<K>> | undefined; isError: boolean; isFetching: boolean };
  /** The lines drawn (Mantine colours like 'blue.6'), by the field of each point they show. */
  lines: Record<K, ChartLine>;
}

/** 'dd-MM' of a yyyy-MM-dd day: the x-axis is always within a few months. */
const shortDay = (date: string): string => formatDate(date).slice(0, 5);

/** Daily counts over the chosen period, with the period's totals as the legend (readable without the chart). */
export function ActivityChart<K extends string>({ days, onDaysChange, analytics, lines }: ActivityChartProps<K>) {
  const { t } = useTranslation('dashboard');
  const title = t('charts.overTime');
  const points = analytics.data?.series;
  const series = chartLines(points, lines);
  const isEmpty = series.every((item) => item.total === 0);
  return (
    <DashboardPanel
      title={title}
      actions={
        <Group gap="xs">
          {analytics.isFetching ? <Loader size="xs" aria-label={t('loading')} /> : null}
          <PeriodSelector value={days} onChange={onDaysChange} />
        </Group>
      }
    >
      {analytics.isError ? (
        <PanelEmptyState text={t('unavailable')} />
      ) : points === undefined ? (
        <Box h={240} aria-busy />
      ) : (
        <>
          <Group gap="lg" component="ul" aria-label={t('charts.totals', { count: days })} style={listReset}>
            {series.map((item) => (
              <Group key={item.key} gap={6} component="li" wrap="nowrap">
                <ColorSwatch color={cssColor(item.color)} size={12} aria-hidden />
                <Text size="sm">
                  {item.label}: <strong>{item.total}</strong>
                </Text>
              </Group>
            ))}
          </Group>
          {isEmpty ? (
            <PanelEmptyState text={t('charts.empty', { count: days })} />
          ) : (
            <LazyAreaChart
              h={240}
              data={[...points]}
              dataKey="date"
              series={series.map(({ key, label, color }) => ({ name: key, label, color }))}
              curveType="monotone"
              withDots={false}
              tickLine="none"
              gridAxis="y"
              fillOpacity={0.25}
              xAxisProps={{ tickFormatter: shortDay, minTickGap: 16 }}
              yAxisProps={{ allowDecimals: false, width: 32 }}
              tooltipAnimationDuration={150}
              aria-label={title}
              role="img"
            />
          )}
          {isEmpty ? null : <ChartTable title={title} days={points.map((point) => point.date)} series={series} />}
        </>
      )}
    </DashboardPanel>
  );
}

const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;
