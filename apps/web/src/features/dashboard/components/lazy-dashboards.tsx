import { SimpleGrid, Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

/* The figures and charts load apart from the home screen, so the greeting and the menu show at once. */

const SeekerDashboard = lazy(() =>
  import('./seeker-dashboard').then((module) => ({ default: module.SeekerDashboard })),
);
const ProviderDashboard = lazy(() =>
  import('./provider-dashboard').then((module) => ({ default: module.ProviderDashboard })),
);

function DashboardSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg" aria-hidden>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} h={112} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

export function LazySeekerDashboard({ cvCard }: { cvCard: ReactNode }) {
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <SeekerDashboard cvCard={cvCard} />
    </Suspense>
  );
}

export function LazyProviderDashboard() {
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <ProviderDashboard />
    </Suspense>
  );
}
