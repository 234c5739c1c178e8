import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

import { StatusPage } from '../../components/ui/status-screen';
import { LogoutButton } from '../../features/auth/components/logout-button';

interface AccountStepScreenProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  color?: string;
  /** The step's own action (e.g. "Update business details"). */
  primaryAction?: ReactNode;
}

/**
 * A signed-in account step the guards may hold a user on (onboarding, verification, payment):
 * says what happens next and always offers a way out (log out).
 */
export function AccountStepScreen({ icon, title, description, color, primaryAction }: AccountStepScreenProps) {
  return (
    <StatusPage
      width="medium"
      icon={icon}
      title={title}
      description={description}
      color={color}
      actions={
        <Group justify="center" mt="sm">
          {primaryAction}
          <LogoutButton secondary />
        </Group>
      }
    />
  );
}
