import { AbilityProvider } from '@casl/react';
import { ModalsProvider } from '@mantine/modals';
import { filterMenu, homeRouteFor } from '@hireway/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { StandardLayout } from '../../components/layouts/standard-layout';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useNavigationTags } from '../../features/notifications/api/navigation-tags';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ability } from '../../lib/auth/app-ability';
import { useAuth } from '../../lib/auth/auth-store';
import { ACCOUNT_MENU, APP_MENU, type AppMenuLink } from '../menu';

/** The app shell for signed-in screens, wired to the session, the menu and logout. */
export function StandardLayoutRoute() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const logout = useLogout();
  const navigationTags = useNavigationTags(user !== null);
  const tags = navigationTags.data;

  const visibleLinks = useCallback(
    (items: readonly AppMenuLink[], iconSize: number) =>
      user === null
        ? []
        : filterMenu(items, user.authorization.grants).map(({ key, labelKey, to, activePrefix, icon: Icon, tag }) => ({
            key,
            to,
            activePrefix,
            label: t(labelKey),
            icon: <Icon size={iconSize} aria-hidden />,
            count: tag !== undefined && tags !== undefined ? tags[tag] : undefined,
          })),
    [t, user, tags],
  );
  const menu = useMemo(() => visibleLinks(APP_MENU, 18), [visibleLinks]);
  const accountLinks = useMemo(() => visibleLinks(ACCOUNT_MENU, 16), [visibleLinks]);

  if (user === null) return <Navigate to={paths['auth-login']} replace />;

  // The confirmation modals (modals.openConfirmModal) are opened by signed-in screens only: their provider is part
  // of the signed-in shell, out of the first visit's JavaScript (ADR 0032). So are the abilities (CASL's <Can>,
  // useAbility): the public and full-page screens show nothing by ability (ADR 0033).
  return (
    <AbilityProvider value={ability}>
      <ModalsProvider>
        <StandardLayout
          user={{
            name: `${user.first_name} ${user.last_name}`.trim(),
            email: user.email,
            roleLabel: t(`roles.${user.user_group}`),
            avatarUrl: user.avatar_url,
          }}
          menu={menu}
          accountLinks={accountLinks}
          homePath={paths[homeRouteFor(user)]}
          onLogout={() => void logout()}
          headerActions={<NotificationBell />}
        />
      </ModalsProvider>
    </AbilityProvider>
  );
}
