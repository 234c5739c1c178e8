import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useLogout } from '../hooks/use-logout';

interface LogoutButtonProps {
  /** Beside a screen's own action, as its secondary button; otherwise quiet, under the screen's content. */
  secondary?: boolean;
  size?: ButtonProps['size'];
}

/** "Log out" on the screens that stand between signing in and the app (confirm e-mail, verify phone, steps). */
export function LogoutButton({ secondary = false, size }: LogoutButtonProps) {
  const { t } = useTranslation('common');
  const logout = useLogout();
  return (
    <Button
      {...(secondary ? { variant: 'default', size } : { variant: 'subtle', color: 'gray', size: size ?? 'compact-sm' })}
      leftSection={<IconLogout size={secondary ? 16 : 14} aria-hidden />}
      onClick={() => void logout()}
    >
      {t('userMenu.logout')}
    </Button>
  );
}
