import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** "No account yet? Register" under an auth form: a prompt and the link to the other form. */
export function SwitchLink({ prompt, to, children }: { prompt: ReactNode; to: string; children: ReactNode }) {
  return (
    <Text size="sm" ta="center">
      {prompt}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {children}
      </Anchor>
    </Text>
  );
}
