import { Center, Loader } from '@mantine/core';

/** The spinner that stands in for a screen's or a list's content while it loads, named for screen readers. */
export function BlockLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}
