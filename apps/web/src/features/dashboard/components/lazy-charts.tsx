import type { AreaChartProps, DonutChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

const AreaChartModule = lazy(() => import('./charts').then((module) => ({ default: module.AreaChart })));
const DonutChartModule = lazy(() => import('./charts').then((module) => ({ default: module.DonutChart })));

/** Mantine's AreaChart, loaded on first use; a placeholder of its height meanwhile. */
export function LazyAreaChart(props: AreaChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.h} radius="md" />}>
      <AreaChartModule {...props} />
    </Suspense>
  );
}

/** Mantine's DonutChart, loaded on first use. */
export function LazyDonutChart(props: DonutChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.size} w={props.size} radius="xl" />}>
      <DonutChartModule {...props} />
    </Suspense>
  );
}
