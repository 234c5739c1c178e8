import { filterMenu, homeRouteFor } from '@hireway/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { StandardLayout } from '../../components/layouts/standard-layout';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useAuth } from '../../lib/auth/auth-store';
import { APP_MENU } from '../menu';

/** The app shell for signed-in screens, wired to the session, the menu and logout. */
export function StandardLayoutRoute() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const logout = useLogout();

  const menu = useMemo(
    () =>
      user === null
        ? []
        : filterMenu(APP_MENU, user.authorization.grants).map(({ key, labelKey, to, icon: Icon }) => ({
            key,
            to,
            label: t(labelKey),
            icon: <Icon size={18} aria-hidden />,
          })),
    [t, user],
  );

  if (user === null) return <Navigate to={paths['auth-login']} replace />;

  return (
    <StandardLayout
      user={{
        name: `${user.first_name} ${user.last_name}`.trim(),
        email: user.email,
        roleLabel: t(`roles.${user.user_group}`),
        avatarUrl: user.avatar_url,
      }}
      menu={menu}
      homePath={paths[homeRouteFor(user)]}
      onLogout={() => void logout()}
    />
  );
}
