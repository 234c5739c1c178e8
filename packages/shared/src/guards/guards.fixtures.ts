/**
 * Test factories for the guard tests: users, settings, routes and contexts.
 * The route metadata mirrors spec/routes.tsv so the flow tests walk a realistic router.
 */
import type { Profile, User, UserGroup } from '../auth/auth.schemas';
import { GROUP_GRANTS } from '../permissions/permissions';
import { ROUTE_PATHS } from '../routes/route-names';
import type { RouteName } from '../routes/route-names';
import { defaultPlatformSettings } from '../settings/settings.schemas';
import type { PlatformSettings } from '../settings/settings.schemas';
import type { GuardContext, GuardRoute, RouteMeta } from './guard.types';

const anonymousOnly = { audience: ['anonymous'], permissions: ['read:AuthRoute'] } as const;
const loggedIn = { requireAuth: true, audience: ['user'], permissions: ['read:UserRoute'] } as const;
const seekerOnly = { requireAuth: true, audience: ['client'], permissions: ['read:SeekerRoute'] } as const;
const providerOnly = { requireAuth: true, audience: ['provider'], permissions: ['read:ProviderRoute'] } as const;

export const ROUTE_META: Record<RouteName, RouteMeta> = {
  root: {},
  'auth-login': { ...anonymousOnly, redirectIfLoggedIn: true },
  'auth-register': { ...anonymousOnly, redirectIfLoggedIn: true },
  'auth-no-sign_ups': anonymousOnly,
  'auth-register-success': anonymousOnly,
  'auth-register-confirm-email': anonymousOnly,
  'auth-mfa': anonymousOnly,
  'auth-password-expiration': loggedIn,
  'auth-forgot-password': anonymousOnly,
  'auth-forgot-password-mfa': anonymousOnly,
  'auth-reset-password': anonymousOnly,
  'auth-verify-phone': loggedIn,
  'auth-onboarding': loggedIn,
  'seeker-onboarding': seekerOnly,
  'seeker-onboarding-step2': seekerOnly,
  'seeker-onboarding-step3': seekerOnly,
  'seeker-make-payment': seekerOnly,
  'seeker-payment-verify': seekerOnly,
  'provider-onboarding': providerOnly,
  'pending-verification': providerOnly,
  'declined-verification': providerOnly,
  'auth-account': { ...loggedIn, accountFlow: true },
  'misc-not-authorized': {},
  'misc-under-maintenance': { redirectIfLoggedIn: true },
  'security-password-change': loggedIn,
  'security-mfa': loggedIn,
  'security-mfa-authentication': loggedIn,
  'security-authentication-app': loggedIn,
  'security-mfa-activation': loggedIn,
  'security-activation-app': loggedIn,
  'security-mfa-recovery-codes': loggedIn,
  'privacy-policy': { permissions: ['read:PublicPage'] },
  terms: { permissions: ['read:PublicPage'] },
  'seeker-home': seekerOnly,
  'provider-home': { ...providerOnly, logAccess: true },
  'admin-home': { requireAuth: true, audience: ['admin'], permissions: ['read:AdminRoute'] },
  'public-jobs': { permissions: ['read:PublicRoute'] },
  'public-blogs': { permissions: ['read:PublicRoute'] },
  'public-faqs': { permissions: ['read:PublicRoute'] },
};

export const ROUTE_NAMES = Object.keys(ROUTE_META) as RouteName[];

export const route = (
  name: RouteName,
  extra: { meta?: RouteMeta; params?: GuardRoute['params']; query?: GuardRoute['query'] } = {},
): GuardRoute => ({
  path: ROUTE_PATHS[name],
  meta: { name, ...ROUTE_META[name], ...extra.meta },
  params: extra.params ?? {},
  query: extra.query ?? {},
});

export interface UserOverrides extends Partial<Omit<User, 'profile' | 'meta'>> {
  profile?: Partial<Profile>;
  meta?: Partial<User['meta']>;
}

/** A user who has done everything: onboarded, verified, paid/approved, password not expired, admins MFA on. */
export const makeUser = (group: UserGroup, overrides: UserOverrides = {}): User => {
  const { profile, meta, ...rest } = overrides;
  return {
    id: `${group}-1`,
    email: `${group}@example.com`,
    user_type: group === 'seeker' ? 'client' : group,
    user_group: group,
    first_name: 'Ada',
    last_name: 'Okafor',
    phone: '+4915112345678',
    language: 'en',
    avatar_url: null,
    country_code: 'DE',
    state_code: null,
    city: null,
    // An admin who is done has enrolled MFA (rule 5.9).
    meta: { phone_verified: true, email_verified: true, mfa_enabled: group === 'admin', ...meta },
    has_completed_onboarding: true,
    days_before_password_expire: null,
    profile: {
      has_completed_onboarding: true,
      status: group === 'provider' ? 'approved' : null,
      decline_reason: null,
      payment_status: group === 'seeker' ? 'paid' : null,
      ...profile,
    },
    authorization: { grants: [...GROUP_GRANTS[group]], special_allow: [], special_deny: [] },
    ability: [],
    created_at: '2024-01-01T00:00:00.000Z',
    ...rest,
  };
};

export const makeSettings = (mutate: (s: PlatformSettings) => void = () => undefined): PlatformSettings => {
  const settings = defaultPlatformSettings();
  mutate(settings);
  return settings;
};

export const maintenanceOn = makeSettings((s) => {
  s.general_settings.enable_maintenance_mode = true;
});
export const phoneRequired = makeSettings((s) => {
  s.security_settings.require_user_phone_verification = true;
});

/** A navigation context: a logged-in user gets default settings and an accepted token. */
export const makeCtx = (to: GuardRoute, overrides: Partial<GuardContext> = {}): GuardContext => {
  const user = overrides.user ?? null;
  return {
    to,
    from: null,
    user,
    settings: user ? defaultPlatformSettings() : null,
    serverAuthorized: user ? true : null,
    registrationEmail: null,
    registrationSettings: null,
    resetTokenValid: null,
    ...overrides,
  };
};
