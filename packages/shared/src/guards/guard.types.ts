import type { User, UserGroup } from '../auth/auth.schemas';
import type { Grant } from '../permissions/permission.schemas';
import type { PlatformSettings, RegistrationSettingsResponse } from '../settings/settings.schemas';
import type { RouteName } from '../routes/route-names';

/** Who a route is open to, as in spec/routes.tsv. */
export type RouteAudience = 'anonymous' | 'client' | 'provider' | 'admin' | 'user';

/** Metadata every route of the router carries; the guards read only this. */
export interface RouteMeta {
  /** Named routes of the spec (auth-login, seeker-home…). */
  name?: RouteName;
  /** Logged-in users are sent to their home (rule 8). */
  redirectIfLoggedIn?: boolean;
  /** Needs a login (rule 4). */
  requireAuth?: boolean;
  /** Every grant here must be in the user's grants (rule 7, section 6). */
  permissions?: readonly Grant[];
  /** For routes with an id parameter: the resource type of the URN `urn:hireway:{resource}:{id}`. */
  resource?: string;
  /** The route parameter holding the resource id (default `id`). */
  resourceParam?: string;
  /** Who may open it; a logged-in user outside it is not authorized (rule 7). */
  audience?: readonly RouteAudience[];
  /** The page-change of this route is logged through POST /auth/logs (provider area). */
  logAccess?: boolean;
  /**
   * Account-flow pages that rule 5 must not bounce away from (e.g. verify-phone itself, the
   * account page where a wrong phone number is fixed): only steps 5.1 (maintenance) and 5.2
   * (server says not authorized) run there; the account-completion steps 5.3–5.8 are skipped.
   */
  accountFlow?: boolean;
}

export interface GuardRoute {
  path: string;
  meta: RouteMeta;
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
}

/** What the router knows when a navigation starts. Async facts are fetched before and passed in. */
export interface GuardContext {
  to: GuardRoute;
  /** The route we come from (null on first load). */
  from: { path: string; name?: RouteName } | null;
  /** The logged-in user, or null for an anonymous visitor. */
  user: User | null;
  /** Settings from the last login / check (null when anonymous). */
  settings: PlatformSettings | null;
  /** Result of POST /auth/check for this navigation: false when the server says not authorized. */
  serverAuthorized: boolean | null;
  /** Registration e-mail kept in the session after registering (rule 1). */
  registrationEmail: string | null;
  /** Registration settings, fetched before register / reset-password (rule 2); null if not fetched. */
  registrationSettings: RegistrationSettingsResponse | null;
  /** Rule 3: result of validating the reset token (null when not checked). */
  resetTokenValid: boolean | null;
}

export type GuardEffect =
  /** Rule 5 step 3: request a phone verification before going to verify-phone (errors also go there). */
  | 'request-phone-verification'
  /** Rule 9: clear the stored access token. */
  | 'clear-token';

export type GuardDecision =
  | {
      kind: 'allow';
      /** Only rule 9 sets this: a guard error on the login page itself clears the token and stays. */
      effects?: readonly GuardEffect[];
    }
  | {
      kind: 'redirect';
      to: RouteName;
      /** Error message to show on the target (rule 3). */
      error?: string;
      effects?: readonly GuardEffect[];
      /** Which rule decided, for tests and logs, e.g. '5.1'. */
      rule: string;
    };

export type HomeGroup = UserGroup;

export type GuardRedirect = Extract<GuardDecision, { kind: 'redirect' }>;

/** A rule's answer: a redirect, or null to let the next rule decide. */
export type RuleResult = GuardRedirect | null;

/** One navigation rule of the pipeline. */
export type GuardRule = (ctx: GuardContext) => RuleResult;

/**
 * A rule 5 step's answer: a redirect; 'stay' when the user is already where this step wants
 * them (the remaining steps are skipped, so a later step cannot pull them away: no loops);
 * or null when the step has nothing to say.
 */
export type StepResult = GuardRedirect | { kind: 'stay'; rule: string } | null;

/** One step of rule 5, given the logged-in user. */
export type AccountStep = (ctx: GuardContext, user: User) => StepResult;
