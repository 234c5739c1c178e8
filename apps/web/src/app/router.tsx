import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { FullPageLayout } from '../components/layouts/full-page-layout';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { createGuardLoader } from './guard/guard-loader';
import { isKnownPath } from './guard/route-meta';
import { StandardLayoutRoute } from './layouts/standard-layout-route';
import { lazyRoute } from './lazy-route';
import { META } from './route-meta';
import { RootErrorBoundary } from './routes/root-error-boundary';
import { RootIndex } from './routes/root-index';
import { RootLayout } from './routes/root-layout';

/** Full-page screens (auth, account steps, public pages, 404). Each is its own lazy chunk. */
const fullPageRoutes: RouteObject[] = [
  { path: 'auth/login', handle: META.login, lazy: lazyRoute('auth-login', () => import('./routes/auth/login')) },
  {
    path: 'auth/register',
    handle: META.register,
    lazy: lazyRoute('auth-register', () => import('./routes/auth/register')),
  },
  {
    path: 'auth/register/closed',
    handle: META.registerClosed,
    lazy: lazyRoute('auth-register-closed', () => import('./routes/auth/register-closed')),
  },
  {
    path: 'auth/register/success',
    handle: META.registerSuccess,
    lazy: lazyRoute('auth-register-success', () => import('./routes/auth/register-success')),
  },
  {
    path: 'auth/register/confirm-email',
    handle: META.registerConfirmEmail,
    lazy: lazyRoute('auth-register-confirm-email', () => import('./routes/auth/register-confirm-email')),
  },
  { path: 'auth/mfa', handle: META.mfa, lazy: lazyRoute('auth-mfa', () => import('./routes/auth/mfa')) },
  {
    path: 'auth/forgot-password',
    handle: META.forgotPassword,
    lazy: lazyRoute('auth-forgot-password', () => import('./routes/auth/forgot-password')),
  },
  {
    path: 'auth/forgot-password-mfa',
    handle: META.forgotPasswordMfa,
    lazy: lazyRoute('auth-forgot-password-mfa', () => import('./routes/auth/forgot-password-mfa')),
  },
  {
    path: 'auth/reset-password',
    handle: META.resetPassword,
    lazy: lazyRoute('auth-reset-password', () => import('./routes/auth/reset-password')),
  },
  {
    path: 'auth/password-expiration',
    handle: META.passwordExpiration,
    lazy: lazyRoute('auth-password-expiration', () => import('./routes/auth/password-expiration')),
  },
  {
    path: 'auth/verify-phone',
    handle: META.verifyPhone,
    lazy: lazyRoute('auth-verify-phone', () => import('./routes/auth/verify-phone')),
  },
  {
    path: 'auth/onboarding',
    handle: META.generalOnboarding,
    lazy: lazyRoute('auth-onboarding', () => import('./routes/auth/general-onboarding')),
  },
  {
    path: 'auth/onboarding/seeker',
    handle: META.seekerOnboarding,
    lazy: lazyRoute('seeker-onboarding', () => import('./routes/auth/seeker-onboarding')),
  },
  {
    path: 'auth/onboarding/payment',
    handle: META.seekerPayment,
    lazy: lazyRoute('seeker-make-payment', () => import('./routes/auth/seeker-payment')),
  },
  {
    path: 'auth/onboarding/business',
    handle: META.providerOnboarding,
    lazy: lazyRoute('provider-onboarding', () => import('./routes/auth/provider-onboarding')),
  },
  {
    path: 'auth/business/pending',
    handle: META.pendingVerification,
    lazy: lazyRoute('pending-verification', () => import('./routes/auth/pending-verification')),
  },
  {
    path: 'auth/business/declined',
    handle: META.declinedVerification,
    lazy: lazyRoute('declined-verification', () => import('./routes/auth/declined-verification')),
  },
  {
    path: 'auth/not-authorized',
    handle: META.notAuthorized,
    lazy: lazyRoute('misc-not-authorized', () => import('./routes/auth/not-authorized')),
  },
  {
    path: 'auth/maintenance-mode',
    handle: META.maintenance,
    lazy: lazyRoute('misc-under-maintenance', () => import('./routes/auth/maintenance-mode')),
  },
  {
    path: 'security/mfa-recovery',
    handle: META.mfaRecovery,
    lazy: lazyRoute('security-mfa-recovery', () => import('./routes/security/mfa-recovery')),
  },
  {
    path: 'security/mfa-recovery-success',
    handle: META.mfaRecoverySuccess,
    lazy: lazyRoute('security-mfa-recovery-success', () => import('./routes/security/mfa-recovery-success')),
  },
  {
    path: 'privacy-policy',
    handle: META.privacy,
    lazy: lazyRoute('privacy-policy', () => import('./routes/public/privacy-policy')),
  },
  { path: 'terms', handle: META.terms, lazy: lazyRoute('terms', () => import('./routes/public/terms')) },
  { path: '*', handle: META.notFound, lazy: lazyRoute('not-found', () => import('./routes/public/not-found')) },
];

/** The security area: two-factor authentication and the password, inside the app shell. */
const securityRoutes: RouteObject[] = [
  {
    path: 'security/mfa',
    handle: META.security,
    lazy: lazyRoute('security-mfa', () => import('./routes/security/mfa')),
  },
  {
    path: 'security/mfa-authentication',
    handle: META.security,
    lazy: lazyRoute('security-mfa-authentication', () => import('./routes/security/mfa-authentication')),
  },
  {
    path: 'security/authentication-app',
    handle: META.security,
    lazy: lazyRoute('security-authentication-app', () => import('./routes/security/authentication-app')),
  },
  {
    path: 'security/mfa-activation',
    handle: META.security,
    lazy: lazyRoute('security-mfa-activation', () => import('./routes/security/mfa-activation')),
  },
  {
    path: 'security/activation-app',
    handle: META.security,
    lazy: lazyRoute('security-activation-app', () => import('./routes/security/activation-app')),
  },
  {
    path: 'security/mfa-recovery-codes',
    handle: META.security,
    lazy: lazyRoute('security-mfa-recovery-codes', () => import('./routes/security/mfa-recovery-codes')),
  },
  {
    path: 'security/password/change',
    handle: META.passwordChange,
    lazy: lazyRoute('security-password-change', () => import('./routes/security/password-change')),
  },
];

/** Signed-in screens inside the app shell. */
const standardRoutes: RouteObject[] = [
  {
    path: 'job-seeker/home',
    handle: META.seekerHome,
    lazy: lazyRoute('seeker-home', () => import('./routes/seeker/home')),
  },
  {
    path: 'provider',
    handle: META.providerHome,
    lazy: lazyRoute('provider-home', () => import('./routes/provider/home')),
  },
  { path: 'admin', handle: META.adminHome, lazy: lazyRoute('admin-home', () => import('./routes/admin/home')) },
  ...securityRoutes,
];

export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      handle: META.layout,
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      // The static placeholder of index.html stays up until the first guard decision.
      HydrateFallback: () => null,
      loader: createGuardLoader(() => routes, queryClient),
      // Every navigation is guarded, not only those that change the root's params.
      shouldRevalidate: () => true,
      children: [
        { index: true, handle: META.root, Component: RootIndex },
        { handle: META.layout, Component: StandardLayoutRoute, children: standardRoutes },
        { handle: META.layout, Component: FullPageLayout, children: fullPageRoutes },
      ],
    },
  ];
  return routes;
};

export const appRoutes = createRoutes(defaultQueryClient);

/** Whether a path has a real screen yet (used to link only to screens that exist). */
export const isAppPath = (pathname: string): boolean => isKnownPath(appRoutes, pathname);

export const createAppRouter = () => createBrowserRouter(appRoutes);
