import type { NavigationTags, MenuLink as SharedMenuLink } from '@hireway/shared';
import {
  IconBook2,
  IconBuildingStore,
  IconBriefcase,
  IconBuilding,
  IconCalendarEvent,
  IconChecklist,
  IconId,
  IconSearch,
  IconFileCv,
  IconFiles,
  IconHeadset,
  IconHome,
  IconLayoutDashboard,
  IconListSearch,
  IconLock,
  IconMessages,
  IconNews,
  IconSettings,
  IconCreditCard,
  IconDatabase,
  IconShieldCheck,
  IconShieldLock,
  IconStar,
  IconUserCheck,
  IconUserCircle,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

import { adminPaths, areaPaths, hiringPaths, paths, securityPaths, seekerPaths } from '../config/paths';

export interface AppMenuLink extends SharedMenuLink {
  key: string;
  /** i18n key in the common namespace. */
  labelKey: string;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Also highlighted on the pages under this path. */
  activePrefix?: string;
  /** The navigation tag (GET /auth/navigation-tags) counted on this entry. */
  tag?: keyof NavigationTags;
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
    // `pending` counts unread notifications for now; it moves to the applications entry when that exists.
    tag: 'pending',
  },
  {
    kind: 'link',
    key: 'seeker-jobs',
    labelKey: 'jobs:menu.findJobs',
    to: areaPaths.seekerJobs,
    activePrefix: `${areaPaths.seekerJobs}/`,
    icon: IconSearch,
    permissions: ['read:SeekerRoute'],
  },
  {
    kind: 'link',
    key: 'seeker-applications',
    labelKey: 'jobs:menu.applications',
    to: areaPaths.seekerApplications,
    activePrefix: `${areaPaths.seekerTrack}/`,
    icon: IconChecklist,
    permissions: ['read:SeekerRoute'],
  },
  {
    kind: 'link',
    key: 'seeker-my-jobs',
    labelKey: 'jobs:menu.myJobs',
    to: areaPaths.seekerMyJobs,
    icon: IconId,
    permissions: ['read:SeekerRoute'],
  },
  {
    kind: 'link',
    key: 'seeker-cv',
    labelKey: 'seeker:menu.cv',
    to: `${seekerPaths.cv}/personal`,
    activePrefix: `${seekerPaths.cv}/`,
    icon: IconFileCv,
    permissions: ['read:SeekerRoute'],
  },
  {
    kind: 'link',
    key: 'seeker-resources',
    labelKey: 'seeker:menu.resources',
    to: seekerPaths.resources,
    activePrefix: `${seekerPaths.resources}/`,
    icon: IconBook2,
    permissions: ['read:SeekerRoute'],
  },
  {
    kind: 'link',
    key: 'seeker-contact-us',
    labelKey: 'seeker:menu.contactUs',
    to: seekerPaths.contactUs,
    activePrefix: `${seekerPaths.contactUs}/`,
    icon: IconHeadset,
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
    key: 'provider-jobs',
    labelKey: 'jobs:menu.providerJobs',
    to: areaPaths.providerJobs,
    activePrefix: `${areaPaths.providerJobs}/`,
    icon: IconBriefcase,
    permissions: ['read:ProviderRoute'],
  },
  {
    kind: 'link',
    key: 'provider-candidates',
    labelKey: 'candidates:menu.candidates',
    to: hiringPaths.candidates,
    activePrefix: `${hiringPaths.candidates}/`,
    icon: IconUsers,
    permissions: ['read:ProviderRoute'],
  },
  {
    kind: 'link',
    key: 'provider-shortlisted',
    labelKey: 'candidates:menu.shortlisted',
    to: hiringPaths.shortlisted,
    icon: IconStar,
    permissions: ['read:ProviderRoute'],
  },
  {
    kind: 'link',
    key: 'provider-scheduled-interviews',
    labelKey: 'candidates:menu.interviews',
    to: hiringPaths.scheduledInterviews,
    icon: IconCalendarEvent,
    permissions: ['read:ProviderRoute'],
  },
  {
    kind: 'link',
    key: 'provider-additional-documents',
    labelKey: 'candidates:menu.documents',
    to: hiringPaths.additionalDocuments,
    icon: IconFiles,
    permissions: ['read:ProviderRoute'],
  },
  {
    kind: 'link',
    key: 'provider-my-candidates',
    labelKey: 'candidates:menu.myCandidates',
    to: hiringPaths.myCandidates,
    icon: IconUserCheck,
    permissions: ['read:ProviderRoute'],
  },
  {
    kind: 'link',
    key: 'provider-company-profile',
    labelKey: 'provider:profile.menu',
    to: areaPaths.providerCompanyProfile,
    icon: IconBuilding,
    permissions: ['read:ProviderRoute'],
  },
  {
    kind: 'link',
    key: 'admin-home',
    labelKey: 'nav.items.adminHome',
    to: adminPaths.home,
    icon: IconShieldLock,
    permissions: ['read:AdminRoute'],
  },
  {
    kind: 'link',
    key: 'admin-providers',
    labelKey: 'admin:nav.providers',
    to: adminPaths.providers,
    icon: IconBuildingStore,
    permissions: ['read:AdminRoute'],
  },
  {
    kind: 'link',
    key: 'admin-users',
    labelKey: 'admin:nav.users',
    to: adminPaths.users,
    activePrefix: `${adminPaths.users}/`,
    icon: IconUserShield,
    permissions: ['read:AdminRoute'],
  },
  {
    kind: 'link',
    key: 'admin-tickets',
    labelKey: 'admin-ops:nav.tickets',
    to: adminPaths.tickets,
    activePrefix: `${adminPaths.tickets}/`,
    icon: IconMessages,
    permissions: ['read:AdminRoute'],
  },
  {
    kind: 'link',
    key: 'admin-content',
    labelKey: 'admin-ops:nav.content',
    to: adminPaths.blogs,
    icon: IconNews,
    permissions: ['read:AdminRoute'],
  },
  {
    kind: 'link',
    key: 'admin-payments',
    labelKey: 'admin-ops:nav.payments',
    to: adminPaths.payments,
    icon: IconCreditCard,
    permissions: ['read:AdminRoute'],
  },
  {
    kind: 'link',
    key: 'admin-logs',
    labelKey: 'admin-ops:nav.logs',
    to: adminPaths.logs,
    icon: IconListSearch,
    permissions: ['read:AdminRoute'],
  },
  {
    kind: 'link',
    key: 'admin-reference',
    labelKey: 'admin-ops:nav.reference',
    to: adminPaths.reference,
    icon: IconDatabase,
    permissions: ['read:AdminRoute'],
  },
  {
    kind: 'link',
    key: 'admin-settings',
    labelKey: 'admin-ops:nav.settings',
    to: adminPaths.settings,
    icon: IconSettings,
    permissions: ['read:AdminRoute'],
  },
  {
    kind: 'link',
    key: 'security',
    labelKey: 'nav.items.security',
    to: securityPaths.mfa,
    activePrefix: `${securityPaths.area}/`,
    icon: IconShieldCheck,
    permissions: ['read:UserRoute'],
  },
];

/** The account entries of the user menu: open to every signed-in user. */
export const ACCOUNT_MENU: readonly AppMenuLink[] = [
  {
    kind: 'link',
    key: 'account',
    labelKey: 'account:menu',
    to: paths['auth-account'],
    icon: IconUserCircle,
    permissions: ['read:UserRoute'],
  },
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
