/** The named routes of the spec (section 2) and the path each resolves to. */
export const ROUTE_PATHS = {
  root: '/',
  'auth-login': '/auth/login',
  'auth-register': '/auth/register',
  'auth-no-sign_ups': '/auth/register/closed',
  'auth-register-success': '/auth/register/success',
  'auth-register-confirm-email': '/auth/register/confirm-email',
  'auth-mfa': '/auth/mfa',
  'auth-password-expiration': '/auth/password-expiration',
  'auth-forgot-password': '/auth/forgot-password',
  'auth-forgot-password-mfa': '/auth/forgot-password-mfa',
  'auth-reset-password': '/auth/reset-password',
  'auth-verify-phone': '/auth/verify-phone',
  'auth-onboarding': '/auth/onboarding',
  'seeker-onboarding': '/auth/onboarding/seeker',
  'seeker-onboarding-step2': '/auth/onboarding/seeker-step2',
  'seeker-onboarding-step3': '/auth/onboarding/seeker-step3',
  'seeker-make-payment': '/auth/onboarding/payment',
  'seeker-payment-verify': '/auth/seeker/payment/verify',
  'provider-onboarding': '/auth/onboarding/business',
  'pending-verification': '/auth/business/pending',
  'declined-verification': '/auth/business/declined',
  'auth-account': '/auth/account',
  'misc-not-authorized': '/auth/not-authorized',
  'misc-under-maintenance': '/auth/maintenance-mode',
  'security-password-change': '/security/password/change',
  /* The MFA set-up pages (spec section 2 names none of them): rule 5.9 keeps an admin without MFA on them. */
  'security-mfa': '/security/mfa',
  'security-mfa-authentication': '/security/mfa-authentication',
  'security-authentication-app': '/security/authentication-app',
  'security-mfa-activation': '/security/mfa-activation',
  'security-activation-app': '/security/activation-app',
  'security-mfa-recovery-codes': '/security/mfa-recovery-codes',
  'privacy-policy': '/privacy-policy',
  terms: '/terms',
  'seeker-home': '/job-seeker/home',
  'provider-home': '/provider',
  'admin-home': '/admin',
  'public-jobs': '/jobs',
  'public-blogs': '/blogs',
  'public-faqs': '/faqs',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

export const routePath = (name: RouteName): string => ROUTE_PATHS[name];

/** Auth pages are never a "last page" to return to (spec section 2). */
export const isAuthPath = (path: string): boolean =>
  path === '/auth' || path.startsWith('/auth/') || path.startsWith('/security/');
