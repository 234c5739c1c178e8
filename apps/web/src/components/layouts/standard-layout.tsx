import { AppShell, Avatar, Badge, Box, Burger, Group, Menu, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';

import { Brand } from '../ui/brand';
import { LanguageSwitcher } from '../ui/language-switcher';
import { SkinToggle } from '../ui/skin-toggle';
import { MAIN_CONTENT_ID } from './main-content';

export interface MenuLink {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
  /** Also active on the pages under this path (e.g. '/security/'). */
  activePrefix?: string;
  /** A counter shown beside the label (navigation tags); nothing when absent or 0. */
  count?: number;
}

export interface LayoutUser {
  name: string;
  email: string;
  roleLabel: string;
  avatarUrl: string | null;
}

interface StandardLayoutProps {
  user: LayoutUser;
  /** Already filtered by the user's grants. */
  menu: readonly MenuLink[];
  /** Account entries of the user menu (security, password). */
  accountLinks?: readonly MenuLink[];
  homePath: string;
  onLogout: () => void;
  /** Extra header controls before the switchers (e.g. the notification bell). */
  headerActions?: ReactNode;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((part) => part !== '')
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** The signed-in app shell: header with switchers and user menu, navbar menu, page outlet. */
export function StandardLayout({
  user,
  menu,
  accountLinks = [],
  homePath,
  onLogout,
  headerActions,
}: StandardLayoutProps) {
  const { t } = useTranslation('common');
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { pathname } = useLocation();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? t('nav.close') : t('nav.open')}
            />
            <Brand to={homePath} size="sm" nameFrom="xs" />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerActions}
            <LanguageSwitcher />
            <SkinToggle />
            <Menu position="bottom-end" withinPortal width={240}>
              <Menu.Target>
                {/* The name starts with what the button shows (initials, then the name from sm up): WCAG 2.5.3. */}
                <UnstyledButton
                  aria-label={t('userMenu.open', { initials: initialsOf(user.name), name: user.name })}
                  px={4}
                  py={4}
                >
                  <Group gap={8} wrap="nowrap">
                    <Avatar src={user.avatarUrl} radius="xl" size={32} color="blue" alt="">
                      {initialsOf(user.name)}
                    </Avatar>{' '}
                    <Text size="sm" fw={600} visibleFrom="sm" lineClamp={1} maw={160}>
                      {user.name}
                    </Text>
                    <Box visibleFrom="xs" display="flex">
                      <IconChevronDown size={14} aria-hidden />
                    </Box>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Text size="sm" fw={600} c="bright" lineClamp={1}>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {user.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.roleLabel}
                  </Text>
                </Menu.Label>
                <Menu.Divider />
                {accountLinks.map((link) => (
                  <Menu.Item key={link.key} component={Link} to={link.to} leftSection={link.icon}>
                    {link.label}
                  </Menu.Item>
                ))}
                {accountLinks.length > 0 ? <Menu.Divider /> : null}
                <Menu.Item
                  color="red"
                  // Mantine colours a menu item's text with shade 6, which the theme keeps at 3:1 (marks and icons);
                  // text takes the skin's red text token (4.5:1 on every surface, theme.test.ts).
                  c="var(--mantine-color-red-text)"
                  leftSection={<IconLogout size={16} aria-hidden />}
                  onClick={onLogout}
                >
                  {t('userMenu.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('nav.label')}>
        <AppShell.Section grow component={ScrollArea}>
          {menu.map((item) => {
            const active =
              pathname === item.to || (item.activePrefix !== undefined && pathname.startsWith(item.activePrefix));
            return (
              <NavLink
                key={item.key}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={item.icon}
                rightSection={
                  item.count !== undefined && item.count > 0 ? (
                    <Badge size="sm" variant="filled" color="red" circle={item.count < 10}>
                      {item.count > 99 ? '99+' : item.count}
                    </Badge>
                  ) : undefined
                }
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={closeNav}
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
              />
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
