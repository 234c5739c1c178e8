import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '../api/dashboard-keys';

const isPeriod = (value: string): value is `${AnalyticsPeriod}` =>
  ANALYTICS_PERIODS.some((period) => String(period) === value);

interface PeriodSelectorProps {
  value: AnalyticsPeriod;
  onChange: (days: AnalyticsPeriod) => void;
}

/** 7, 30 or 90 days: the window of the dashboard's charts. */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  const { t } = useTranslation('dashboard');
  return (
    <SegmentedControl
      size="xs"
      radius="md"
      aria-label={t('charts.period')}
      value={String(value)}
      onChange={(next) => {
        if (isPeriod(next)) onChange(Number(next) as AnalyticsPeriod);
      }}
      data={ANALYTICS_PERIODS.map((days) => ({ value: String(days), label: t('charts.days', { count: days }) }))}
    />
  );
}
