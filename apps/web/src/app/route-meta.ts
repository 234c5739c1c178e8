import type { RouteMeta } from '@hireway/shared';

/**
 * Route metadata (spec/routes.tsv, spec section 6). Auth screens carry read:AuthRoute, public
 * pages read:PublicPage, and each area its own grant.
 */
const anonymousOnly = { audience: ['anonymous'], permissions: ['read:AuthRoute'] } as const satisfies RouteMeta;
const loggedIn = {
  requireAuth: true,
  audience: ['user'],
  permissions: ['read:UserRoute'],
} as const satisfies RouteMeta;
const seekerOnly = {
  requireAuth: true,
  audience: ['client'],
  permissions: ['read:SeekerRoute'],
} as const satisfies RouteMeta;
const providerOnly = {
  requireAuth: true,
  audience: ['provider'],
  permissions: ['read:ProviderRoute'],
  // Spec section 2: every page change in the provider area is logged.
  logAccess: true,
} as const satisfies RouteMeta;

export const META = {
  root: { name: 'root' },
  login: { name: 'auth-login', ...anonymousOnly, redirectIfLoggedIn: true },
  register: { name: 'auth-register', ...anonymousOnly, redirectIfLoggedIn: true },
  registerClosed: { name: 'auth-no-sign_ups', ...anonymousOnly },
  /**
   * routes.tsv says "anonymous", but signup logs the user in (spec section 4) and this page
   * greets them right after, so it is open to both.
   */
  registerSuccess: { name: 'auth-register-success', permissions: ['read:AuthRoute'] },
  /**
   * "Check your inbox", right after registering (rule 1 keeps everyone else out). Like the success
   * page it is open to the user that signup has just logged in.
   */
  registerConfirmEmail: { name: 'auth-register-confirm-email', permissions: ['read:AuthRoute'] },
  /**
   * Account recovery for anonymous visitors (routes.tsv). A logged-in user has nothing to recover
   * and goes home (rule 8) rather than to not-authorized.
   */
  mfa: { name: 'auth-mfa', ...anonymousOnly, redirectIfLoggedIn: true },
  forgotPassword: { name: 'auth-forgot-password', ...anonymousOnly, redirectIfLoggedIn: true },
  forgotPasswordMfa: { name: 'auth-forgot-password-mfa', ...anonymousOnly, redirectIfLoggedIn: true },
  resetPassword: { name: 'auth-reset-password', ...anonymousOnly, redirectIfLoggedIn: true },
  passwordExpiration: { name: 'auth-password-expiration', ...loggedIn },
  verifyPhone: { name: 'auth-verify-phone', ...loggedIn },
  generalOnboarding: { name: 'auth-onboarding', ...loggedIn },
  seekerOnboarding: { name: 'seeker-onboarding', ...seekerOnly },
  seekerPayment: { name: 'seeker-make-payment', ...seekerOnly },
  seekerOnboardingStep2: { name: 'seeker-onboarding-step2', ...seekerOnly },
  seekerOnboardingStep3: { name: 'seeker-onboarding-step3', ...seekerOnly },
  /** Where the payment gateway sends the seeker back (`?reference=`); rule 5.7 keeps unpaid seekers here too. */
  seekerPaymentVerify: { name: 'seeker-payment-verify', ...seekerOnly },
  /**
   * The account page (standard layout): an account-flow page, so rule 5 does not bounce a user away
   * from the place where a wrong phone number or address is fixed.
   */
  account: { name: 'auth-account', ...loggedIn, accountFlow: true },
  providerOnboarding: { name: 'provider-onboarding', ...providerOnly },
  pendingVerification: { name: 'pending-verification', ...providerOnly },
  declinedVerification: { name: 'declined-verification', ...providerOnly },
  notAuthorized: { name: 'misc-not-authorized' },
  maintenance: { name: 'misc-under-maintenance', redirectIfLoggedIn: true },
  passwordChange: { name: 'security-password-change', ...loggedIn },
  /** The security area (routes.tsv: logged in). */
  security: { ...loggedIn },
  /** Logging in with a recovery code: admin or anonymous (routes.tsv). */
  mfaRecovery: { audience: ['anonymous', 'admin'], permissions: ['read:AuthRoute'] },
  /**
   * routes.tsv says "admin or anonymous", but the recovery code has just logged the user in and this
   * page advises them what to do next, so (like register-success) it is open to every user.
   */
  mfaRecoverySuccess: { permissions: ['read:AuthRoute'] },
  privacy: { name: 'privacy-policy', permissions: ['read:PublicPage'] },
  terms: { name: 'terms', permissions: ['read:PublicPage'] },
  seekerHome: { name: 'seeker-home', ...seekerOnly },
  /** The other seeker screens (CV, resources, contact us): routes.tsv "seeker", no route names. */
  seekerArea: { ...seekerOnly },
  /** Blog and FAQs for anyone, signed in or not (spec section 1: anonymous visitors read them). */
  publicBlogs: { name: 'public-blogs', permissions: ['read:PublicPage'] },
  publicBlog: { permissions: ['read:PublicPage'] },
  publicFaqs: { name: 'public-faqs', permissions: ['read:PublicPage'] },
  providerHome: { name: 'provider-home', ...providerOnly },
  /** The provider's job screens (routes.tsv "provider", no route names): logged like every provider page. */
  providerArea: { ...providerOnly },
  /** The public job board (routes.tsv public-jobs) for anyone. */
  publicJobs: { name: 'public-jobs', permissions: ['read:PublicPage'] },
  publicJob: { permissions: ['read:PublicPage'] },
  adminHome: { name: 'admin-home', requireAuth: true, audience: ['admin'], permissions: ['read:AdminRoute'] },
  /** The admin console beyond its home (issue 6). */
  adminArea: { requireAuth: true, audience: ['admin'], permissions: ['read:AdminRoute'] },
  /** The admin console's operations screens: settings, content, support, payments, logs, reference data. */
  adminOps: { requireAuth: true, audience: ['admin'], permissions: ['read:AdminRoute'] },
  /** Root and layout routes: they add nothing; their screens carry the rules. */
  layout: {},
  /** The 404 page is open to everyone. */
  notFound: {},
} as const satisfies Record<string, RouteMeta>;
