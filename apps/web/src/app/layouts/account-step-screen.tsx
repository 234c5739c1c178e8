import { Button, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusPage } from '../../components/ui/status-screen';
import { useLogout } from '../../features/auth/hooks/use-logout';

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
  const { t } = useTranslation('common');
  const logout = useLogout();
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
          <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
            {t('userMenu.logout')}
          </Button>
        </Group>
      }
    />
  );
}
