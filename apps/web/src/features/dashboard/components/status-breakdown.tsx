import {
  type ApplicationStatus,
  type ApplicationStatusCounts,
  APPLICATION_STATUSES,
  statusMantineColor,
} from '@hireway/shared';
import { ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { cssColor, DashboardPanel, PanelEmptyState } from './dashboard-panel';
import { LazyDonutChart } from './lazy-charts';

/** The shared status colours, but a withdrawn application is grey, not red like a rejection, so both read apart. */
const colorOf = (status: ApplicationStatus): string => (status === 'cancelled' ? 'gray' : statusMantineColor(status));

interface StatusBreakdownProps {
  title: string;
  /** undefined while loading. */
  counts: ApplicationStatusCounts | undefined;
  isError: boolean;
  emptyText: string;
}

/** Applications by status: a donut with the counts beside it. */
export function StatusBreakdown({ title, counts, isError, emptyText }: StatusBreakdownProps) {
  const { t } = useTranslation('dashboard');
  const cells = APPLICATION_STATUSES.map((status) => ({
    status,
    name: t(`applicationStatus.${status}`),
    value: counts?.[status] ?? 0,
    color: `${colorOf(status)}.6`,
  }));
  const drawn = cells.filter((cell) => cell.value > 0);
  return (
    <DashboardPanel title={title}>
      {isError ? (
        <PanelEmptyState text={t('unavailable')} />
      ) : counts === undefined ? (
        <Skeleton h={160} radius="md" />
      ) : counts.total === 0 ? (
        <PanelEmptyState text={emptyText} />
      ) : (
        <Group gap="xl" wrap="nowrap" justify="center" align="center" style={{ flex: 1 }}>
          <LazyDonutChart
            data={drawn.map(({ name, value, color }) => ({ name, value, color }))}
            size={140}
            thickness={22}
            chartLabel={counts.total}
            tooltipDataSource="segment"
            paddingAngle={drawn.length > 1 ? 2 : 0}
            strokeWidth={drawn.length > 1 ? 1 : 0}
            role="img"
            aria-label={t('charts.statusSummary', { count: counts.total })}
          />
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {cells.map((cell) => (
              <Group key={cell.status} gap="xs" component="li" wrap="nowrap">
                <ColorSwatch color={cssColor(cell.color)} size={12} aria-hidden />
                <Text size="sm">
                  {cell.name}: <strong>{cell.value}</strong>
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </DashboardPanel>
  );
}
