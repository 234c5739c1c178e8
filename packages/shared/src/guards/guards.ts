/**
 * The navigation guard pipeline of SPEC section 2 ("Navigation guard rules" 1–9), as pure
 * functions of a GuardContext. The router fetches the async facts (token check, registration
 * settings, reset-token validity) first and applies the decision and its effects.
 *
 * Order of evaluation (the first rule that redirects decides; otherwise the route is allowed):
 *   8  redirect-if-logged-in  Runs first so a logged-in user on login/register goes straight
 *                             home instead of via the sign-ups-closed page (rule 2) and then
 *                             not-authorized (rule 7). It does not apply to the maintenance
 *                             page while maintenance holds the user there (5.1 owns that page).
 *   1  confirm-email          only from the register page with a registration e-mail.
 *   2  registration settings  register → no-sign-ups when sign-ups are closed.
 *   3  reset token            missing → login; invalid → forgot-password with an error.
 *   4  require auth           protected page without a user → login.
 *   6  root                   '/' → the user's home if permitted, else not-authorized;
 *                             anonymous → login. Before 5 because '/' itself is not
 *                             protected: rule 5 then runs on the home page it leads to.
 *   5  account state          logged-in user on a protected page (or the maintenance page),
 *                             steps 5.1–5.8 in the spec's order, then 5.9: an admin
 *                             without MFA stays on the MFA set-up pages.
 *   7  role allowed           audience and permissions (with the resource special lists).
 *   9  evaluateGuardsSafely   any thrown error → clear the token and go to login.
 *
 * No loops: every step of rule 5 has a set of pages where its condition is satisfied by being
 * there ('stay'), and its redirect target is in that set. A step that does not hold for the
 * user never looks at the page, so on the target every earlier step passes again and the step
 * says 'stay', which also stops later steps from pulling the user away. Each rule also skips
 * the page it would redirect to.
 *
 * A user whose token the server rejected (serverAuthorized === false) counts as anonymous
 * for rules 6, 7 and 8, so a stale session on the login page cannot bounce between login and home.
 */
import type { User } from '../auth/auth.schemas';
import { RESET_TOKEN_EXPIRED_MESSAGE } from '../errors/catalogue';
import { ANONYMOUS_AUTHORIZATION, isRouteAllowed } from '../permissions/permissions';
import type { Grant } from '../permissions/permission.schemas';
import { ROUTE_PATHS } from '../routes/route-names';
import type { RouteName } from '../routes/route-names';
import type {
  AccountStep,
  GuardContext,
  GuardDecision,
  GuardEffect,
  GuardRedirect,
  GuardRule,
  RouteAudience,
  RuleResult,
  StepResult,
} from './guard.types';

// ---- Helpers -----------------------------------------------------------------------------

type RoleUser = Pick<User, 'user_type' | 'user_group'>;
export type UserRole = 'admin' | 'seeker' | 'provider';

/** One precedence for every rule: admin, then seeker (user_type client), then provider. */
export const userRole = (user: RoleUser | null): UserRole | null => {
  if (!user) return null;
  if (user.user_group === 'admin' || user.user_type === 'admin') return 'admin';
  if (user.user_type === 'client' || user.user_group === 'seeker') return 'seeker';
  if (user.user_group === 'provider' || user.user_type === 'provider') return 'provider';
  return null;
};

const HOME_BY_ROLE: Record<UserRole, RouteName> = {
  admin: 'admin-home',
  seeker: 'seeker-home',
  provider: 'provider-home',
};

/** admin → admin-home, seeker (user_type client) → seeker-home, provider → provider-home, else auth-login. */
export const homeRouteFor = (user: RoleUser | null): RouteName => {
  const role = userRole(user);
  return role ? HOME_BY_ROLE[role] : 'auth-login';
};

/** The grant each home page needs (rule 6). */
export const HOME_ROUTE_GRANTS: Partial<Record<RouteName, readonly Grant[]>> = {
  'admin-home': ['read:AdminRoute'],
  'seeker-home': ['read:SeekerRoute'],
  'provider-home': ['read:ProviderRoute'],
};

const normalisePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** By name, or by path for routes the router left unnamed. */
const isAt = (ctx: GuardContext, ...names: RouteName[]): boolean =>
  names.some((name) => ctx.to.meta.name === name || normalisePath(ctx.to.path) === ROUTE_PATHS[name]);

const cameFrom = (ctx: GuardContext, name: RouteName): boolean =>
  ctx.from !== null && (ctx.from.name === name || normalisePath(ctx.from.path) === ROUTE_PATHS[name]);

const redirect = (
  to: RouteName,
  rule: string,
  extra: { error?: string; effects?: readonly GuardEffect[] } = {},
): GuardRedirect => ({ kind: 'redirect', to, rule, ...extra });

/** The user the server still accepts; a rejected token makes the visitor anonymous. */
const sessionUser = (ctx: GuardContext): User | null => (ctx.serverAuthorized === false ? null : ctx.user);

const isMaintenanceOn = (ctx: GuardContext): boolean => ctx.settings?.general_settings.enable_maintenance_mode === true;

// ---- Rules 1–4 ---------------------------------------------------------------------------

/** Rule 1: confirm-email only right after registering, with the e-mail kept in the session. */
export const ruleConfirmEmail: GuardRule = (ctx) => {
  if (!isAt(ctx, 'auth-register-confirm-email')) return null;
  const hasEmail = (ctx.registrationEmail ?? '').trim() !== '';
  return cameFrom(ctx, 'auth-register') && hasEmail ? null : redirect('auth-login', '1');
};

/** Rule 2: closed sign-ups. Null settings mean the fetch failed, which counts as open (spec 7). */
export const ruleRegistrationSettings: GuardRule = (ctx) =>
  isAt(ctx, 'auth-register') && ctx.registrationSettings?.sign_ups_disabled === true
    ? redirect('auth-no-sign_ups', '2')
    : null;

/** Rule 3: the reset-password page needs a token, and a token the server accepted. */
export const ruleResetToken: GuardRule = (ctx) => {
  if (!isAt(ctx, 'auth-reset-password')) return null;
  if ((ctx.to.query.token ?? '').trim() === '') return redirect('auth-login', '3');
  if (ctx.resetTokenValid === false) {
    return redirect('auth-forgot-password', '3', { error: RESET_TOKEN_EXPIRED_MESSAGE });
  }
  return null;
};

/** Rule 4: protected pages need a login. */
export const ruleRequireAuth: GuardRule = (ctx) =>
  ctx.to.meta.requireAuth === true && !ctx.user ? redirect('auth-login', '4') : null;

// ---- Rule 5 ------------------------------------------------------------------------------

/** 'stay' on any of the pages, else a redirect to the target (always one of those pages). */
const keepOn = (
  ctx: GuardContext,
  pages: readonly [RouteName, ...RouteName[]],
  rule: string,
  effects?: readonly GuardEffect[],
): StepResult => (isAt(ctx, ...pages) ? { kind: 'stay', rule } : redirect(pages[0], rule, effects ? { effects } : {}));

/** 5.1: maintenance sends everyone but admins to the maintenance page; off, they leave it. */
export const stepMaintenance: AccountStep = (ctx, user) => {
  if (isMaintenanceOn(ctx) && userRole(user) !== 'admin') return keepOn(ctx, ['misc-under-maintenance'], '5.1');
  return isAt(ctx, 'misc-under-maintenance') ? redirect(homeRouteFor(user), '5.1') : null;
};

/** 5.2: the server rejected the token. */
export const stepServerAuthorized: AccountStep = (ctx) =>
  ctx.serverAuthorized === false ? redirect('auth-login', '5.2', { effects: ['clear-token'] }) : null;

/** 5.3: phone verification required; the router requests a code on the way (errors go there too). */
export const stepPhoneVerification: AccountStep = (ctx, user) =>
  // A number is needed before it can be verified: until general onboarding collects one, this step waits
  // (docs/decisions/0003-navigation-guards.md), so a new account is never stuck on a code it cannot receive.
  !user.meta.phone_verified &&
  user.phone !== null &&
  ctx.settings?.security_settings.require_user_phone_verification === true
    ? keepOn(ctx, ['auth-verify-phone'], '5.3', ['request-phone-verification'])
    : null;

/** 5.4: general onboarding. */
export const stepGeneralOnboarding: AccountStep = (ctx, user) =>
  user.has_completed_onboarding ? null : keepOn(ctx, ['auth-onboarding'], '5.4');

/** 5.5: seeker (steps 1–3) or provider (business) onboarding; admins have no profile to onboard. */
export const stepProfileOnboarding: AccountStep = (ctx, user) => {
  if (user.profile.has_completed_onboarding) return null;
  switch (userRole(user)) {
    case 'seeker':
      return keepOn(ctx, ['seeker-onboarding', 'seeker-onboarding-step2', 'seeker-onboarding-step3'], '5.5');
    case 'provider':
      return keepOn(ctx, ['provider-onboarding'], '5.5');
    default:
      return null;
  }
};

/**
 * 5.6: provider verification. A declined provider may redo onboarding when they come from the
 * declined page (or move within the onboarding page itself); a reload there goes back to declined.
 */
export const stepProviderVerification: AccountStep = (ctx, user) => {
  if (userRole(user) !== 'provider') return null;
  switch (user.profile.status) {
    case 'pending':
      return keepOn(ctx, ['pending-verification'], '5.6');
    case 'declined': {
      const redoing =
        isAt(ctx, 'provider-onboarding') &&
        (cameFrom(ctx, 'declined-verification') || cameFrom(ctx, 'provider-onboarding'));
      return redoing ? { kind: 'stay', rule: '5.6' } : keepOn(ctx, ['declined-verification'], '5.6');
    }
    case 'approved':
      return isAt(ctx, 'pending-verification', 'declined-verification') ? redirect('provider-home', '5.6') : null;
    default:
      return null;
  }
};

/** 5.7: an onboarded seeker pays the registration fee; the payment callback page stays open. */
export const stepSeekerPayment: AccountStep = (ctx, user) =>
  userRole(user) === 'seeker' && user.profile.has_completed_onboarding && user.profile.payment_status !== 'paid'
    ? keepOn(ctx, ['seeker-make-payment', 'seeker-payment-verify'], '5.7')
    : null;

/** 5.8: an expired password forces the change page. */
export const stepPasswordExpiry: AccountStep = (ctx, user) =>
  user.days_before_password_expire !== null && user.days_before_password_expire <= 0
    ? keepOn(ctx, ['security-password-change'], '5.8')
    : null;

/** The pages where an admin sets up MFA; the overview comes first (it starts the set-up). */
export const MFA_SETUP_PAGES = [
  'security-mfa',
  'security-mfa-authentication',
  'security-authentication-app',
  'security-mfa-activation',
  'security-activation-app',
  'security-mfa-recovery-codes',
] as const satisfies readonly RouteName[];

/**
 * 5.9: an admin must enrol MFA before the console opens (SECURITY.md MFA-08; the API refuses every admin call
 * until then). Last, so onboarding-like steps and a forced password change come first.
 */
export const stepAdminMfa: AccountStep = (ctx, user) =>
  userRole(user) === 'admin' && !user.meta.mfa_enabled ? keepOn(ctx, MFA_SETUP_PAGES, '5.9') : null;

/** Steps that also run on account-flow pages. */
export const ACCOUNT_SAFETY_STEPS: readonly AccountStep[] = [stepMaintenance, stepServerAuthorized];

/** The whole of rule 5, in the spec's order. */
export const ACCOUNT_STATE_STEPS: readonly AccountStep[] = [
  ...ACCOUNT_SAFETY_STEPS,
  stepPhoneVerification,
  stepGeneralOnboarding,
  stepProfileOnboarding,
  stepProviderVerification,
  stepSeekerPayment,
  stepPasswordExpiry,
  stepAdminMfa,
];

/** Rule 5: for a logged-in user on a protected page or the maintenance page. */
export const ruleAccountState: GuardRule = (ctx) => {
  const user = ctx.user;
  if (!user) return null;
  if (ctx.to.meta.requireAuth !== true && !isAt(ctx, 'misc-under-maintenance')) return null;
  const steps = ctx.to.meta.accountFlow === true ? ACCOUNT_SAFETY_STEPS : ACCOUNT_STATE_STEPS;
  for (const step of steps) {
    const result = step(ctx, user);
    if (result === null) continue;
    return result.kind === 'stay' ? null : result;
  }
  return null;
};

// ---- Rules 6–8 ---------------------------------------------------------------------------

/** Rule 6: '/' leads to the home of the user's group when its grant is held. */
export const ruleRootRedirect: GuardRule = (ctx) => {
  if (normalisePath(ctx.to.path) !== ROUTE_PATHS.root && ctx.to.meta.name !== 'root') return null;
  const user = sessionUser(ctx);
  if (!user) return redirect('auth-login', '6', ctx.user ? { effects: ['clear-token'] } : {});
  const home = homeRouteFor(user);
  const allowed = isRouteAllowed({ authorization: user.authorization, required: HOME_ROUTE_GRANTS[home] ?? [] });
  return redirect(allowed ? home : 'misc-not-authorized', '6');
};

const inAudience = (audience: readonly RouteAudience[], user: User | null): boolean => {
  if (!user) return audience.includes('anonymous');
  if (audience.includes('user')) return true;
  switch (userRole(user)) {
    case 'seeker':
      return audience.includes('client');
    case 'provider':
      return audience.includes('provider');
    case 'admin':
      return audience.includes('admin');
    default:
      return false;
  }
};

/** Rule 7: the route's audience and permissions (with the resource special lists) must admit the user. */
export const ruleRoleAllowed: GuardRule = (ctx) => {
  if (isAt(ctx, 'misc-not-authorized')) return null;
  const user = sessionUser(ctx);
  const { audience, permissions = [], resource, resourceParam = 'id' } = ctx.to.meta;
  if (audience && audience.length > 0 && !inAudience(audience, user)) return redirect('misc-not-authorized', '7');

  const id = resource ? ctx.to.params[resourceParam] : undefined;
  const allowed = isRouteAllowed({
    authorization: user?.authorization ?? ANONYMOUS_AUTHORIZATION,
    required: permissions,
    resource: resource && id ? { type: resource, id } : null,
  });
  return allowed ? null : redirect('misc-not-authorized', '7');
};

/** Rule 8: logged-in users leave redirect-if-logged-in pages for their home. */
export const ruleRedirectIfLoggedIn: GuardRule = (ctx) => {
  const user = sessionUser(ctx);
  if (ctx.to.meta.redirectIfLoggedIn !== true || !user) return null;
  // While maintenance holds a non-admin on its page, rule 5.1 keeps them there.
  if (isAt(ctx, 'misc-under-maintenance') && isMaintenanceOn(ctx) && userRole(user) !== 'admin') return null;
  const home = homeRouteFor(user);
  return isAt(ctx, home) ? null : redirect(home, '8');
};

// ---- Pipeline ----------------------------------------------------------------------------

/** The rules in evaluation order (see the top of this file). */
export const GUARD_PIPELINE: readonly GuardRule[] = [
  ruleRedirectIfLoggedIn,
  ruleConfirmEmail,
  ruleRegistrationSettings,
  ruleResetToken,
  ruleRequireAuth,
  ruleRootRedirect,
  ruleAccountState,
  ruleRoleAllowed,
];

export const evaluateGuards = (ctx: GuardContext): GuardDecision => {
  for (const rule of GUARD_PIPELINE) {
    const result: RuleResult = rule(ctx);
    if (result) return result;
  }
  return { kind: 'allow' };
};

/**
 * Rule 9: any error while guarding clears the access token and goes to login. On the login
 * page itself the user stays (with the token cleared): redirecting there again would loop.
 */
export const evaluateGuardsSafely = (ctx: GuardContext): GuardDecision => {
  try {
    return evaluateGuards(ctx);
  } catch {
    let onLogin = false;
    try {
      onLogin = isAt(ctx, 'auth-login');
    } catch {
      // The context itself is broken; leaving for login is the safe way out.
    }
    return onLogin
      ? { kind: 'allow', effects: ['clear-token'] }
      : redirect('auth-login', '9', { effects: ['clear-token'] });
  }
};
