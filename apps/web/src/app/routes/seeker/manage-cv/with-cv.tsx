import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import type { Cv } from '@hireway/shared';
import type { ReactNode } from 'react';

import { useCv } from '../../../../features/cv/api/get-cv';
import { translateMessage } from '../../../../lib/i18n';

/** Renders its children with the loaded CV; a skeleton meanwhile, the error if it failed. */
export function WithCv({ children }: { children: (cv: Cv) => ReactNode }) {
  const cv = useCv();
  if (cv.isPending) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="md">
          <Skeleton h={28} w="40%" />
          <Skeleton h={40} />
          <Skeleton h={40} />
          <Skeleton h={96} />
        </Stack>
      </Paper>
    );
  }
  if (cv.isError) {
    return (
      <Alert color="red" variant="light">
        {translateMessage(cv.error.message)}
      </Alert>
    );
  }
  return <>{children(cv.data)}</>;
}
