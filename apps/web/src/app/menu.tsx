import type { MenuLink as SharedMenuLink } from '@hireway/shared';
import { IconHome, IconLayoutDashboard, IconLock, IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import type { ComponentType } from 'react';

import { paths, securityPaths } from '../config/paths';

export interface AppMenuLink extends SharedMenuLink {
  key: string;
  /** i18n key in the common namespace. */
  labelKey: string;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Also highlighted on the pages under this path. */
  activePrefix?: string;
}

/**
 * The navbar, filtered per user by the shared filterMenu (links need all their grants).
 * Only screens that exist are listed; the others join as they are built.
 */
export const APP_MENU: readonly AppMenuLink[] = [
  {
    kind: 'link',
    key: 'seeker-home',
    labelKey: 'nav.items.seekerHome',
    to: paths['seeker-home'],
    icon: IconHome,
    permissions: ['read:SeekerRoute'],
  },
  {
    kind: 'link',
    key: 'provider-home',
    labelKey: 'nav.items.providerHome',
    to: paths['provider-home'],
    icon: IconLayoutDashboard,
    permissions: ['read:ProviderRoute'],
  },
  {
    kind: 'link',
    key: 'admin-home',
    labelKey: 'nav.items.adminHome',
    to: paths['admin-home'],
    icon: IconShieldLock,
    permissions: ['read:AdminRoute'],
  },
  {
    kind: 'link',
    key: 'security',
    labelKey: 'nav.items.security',
    to: securityPaths.mfa,
    activePrefix: '/security/',
    icon: IconShieldCheck,
    permissions: ['read:UserRoute'],
  },
];

/** The account entries of the user menu: open to every signed-in user. */
export const ACCOUNT_MENU: readonly AppMenuLink[] = [
  {
    kind: 'link',
    key: 'security',
    labelKey: 'userMenu.security',
    to: securityPaths.mfa,
    icon: IconShieldCheck,
    permissions: ['read:UserRoute'],
  },
  {
    kind: 'link',
    key: 'password-change',
    labelKey: 'userMenu.changePassword',
    to: paths['security-password-change'],
    icon: IconLock,
    permissions: ['read:UserRoute'],
  },
];
