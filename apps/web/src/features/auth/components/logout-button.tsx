import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useLogout } from '../hooks/use-logout';

/** A quiet "Log out" for the screens that stand between signing in and the app (confirm e-mail, verify phone). */
export function LogoutButton() {
  const { t } = useTranslation('common');
  const logout = useLogout();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconLogout size={14} aria-hidden />}
      onClick={() => void logout()}
    >
      {t('userMenu.logout')}
    </Button>
  );
}
