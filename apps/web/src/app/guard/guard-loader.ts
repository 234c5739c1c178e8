import {
  evaluateGuardsSafely,
  ROUTE_PATHS,
  type CheckResponse,
  type GuardContext,
  type GuardDecision,
  type RouteMeta,
  type RouteName,
  type User,
} from '@hireway/shared';
import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';

import { paths, withQuery } from '../../config/paths';
import { SESSION_KEYS } from '../../config/storage-keys';
import { fetchTokenCheck, invalidateTokenChecks } from '../../features/auth/api/check';
import { confirmEmail } from '../../features/auth/api/confirm-email';
import { fetchRegistrationSettings } from '../../features/auth/api/registration-settings';
import { requestPhoneVerification } from '../../features/auth/api/request-phone-verification';
import { updateAbilities } from '../../lib/auth/ability';
import { getAuthState, storeSettings, storeUser } from '../../lib/auth/auth-store';
import { takeLastPage } from '../../lib/auth/last-page';
import { endSession } from '../../lib/auth/session';
import { isApiError } from '../../lib/api-client';
import { i18n, translateMessage } from '../../lib/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { readStorage } from '../../lib/storage';
import { routeMetaOf, type MatchedRoute } from './route-meta';

/** Screens that fetch registration settings before they open (rule 2). */
const NEEDS_REGISTRATION_SETTINGS: readonly RouteName[] = ['auth-register', 'auth-reset-password'];
/** Homes that send a returning user back to the page stored at logout (spec section 2). */
const HOMES_WITH_LAST_PAGE: readonly RouteName[] = ['seeker-home', 'provider-home'];

interface ServerView {
  user: User | null;
  serverAuthorized: boolean | null;
}

/**
 * POST /auth/check when a token is stored (cached per token, see CHECK_STALE_TIME_MS). A "no"
 * ends the session here, so the rules see an anonymous visitor and send protected pages to login.
 * When the server cannot be reached we keep the stored user (serverAuthorized null): the API still
 * checks every call, and a network blip should not log anyone out.
 */
const askServer = async (queryClient: QueryClient): Promise<ServerView> => {
  const { token, user } = getAuthState();
  if (token === null) return { user: null, serverAuthorized: null };
  let answer: CheckResponse | null;
  try {
    answer = await fetchTokenCheck(queryClient, token);
  } catch {
    return { user, serverAuthorized: null };
  }
  if (answer === null || !answer.authorized || answer.user === null) {
    endSession();
    return { user: null, serverAuthorized: false };
  }
  if (getAuthState().token === token) {
    storeUser(answer.user);
    storeSettings(answer.settings);
    updateAbilities(answer.user.ability);
  }
  return { user: answer.user, serverAuthorized: true };
};

/**
 * Rule 3: what the server says about the reset link's token (null when there is no token to check).
 * Only a reset token counts: a web or confirm token in the link is as good as an expired one.
 */
const checkResetToken = async (queryClient: QueryClient, token: string): Promise<CheckResponse | null> => {
  const answer = await fetchTokenCheck(queryClient, token);
  return answer?.authorized === true && answer.token?.purpose === 'reset' ? answer : null;
};

let previousRoute: GuardContext['from'] = null;

export const resetGuardHistory = (): void => {
  previousRoute = null;
};

interface GuardFacts {
  context: GuardContext;
  /** The reset link's check (reset-password only); its `token.mfa_required` asks for the app's code first. */
  resetCheck: CheckResponse | null;
}

const buildContext = async (
  url: URL,
  meta: RouteMeta,
  params: Record<string, string | undefined>,
  queryClient: QueryClient,
): Promise<GuardFacts> => {
  const server = await askServer(queryClient);
  const registrationSettings =
    meta.name !== undefined && NEEDS_REGISTRATION_SETTINGS.includes(meta.name)
      ? await fetchRegistrationSettings(queryClient)
      : null;
  const resetToken = meta.name === 'auth-reset-password' ? (url.searchParams.get('token') ?? '').trim() : '';
  const resetCheck = resetToken === '' ? null : await checkResetToken(queryClient, resetToken);
  const context: GuardContext = {
    to: { path: url.pathname, meta, params, query: Object.fromEntries(url.searchParams) },
    from: previousRoute,
    user: server.user,
    settings: server.user === null ? null : getAuthState().settings,
    serverAuthorized: server.serverAuthorized,
    registrationEmail: readStorage('session', SESSION_KEYS.registrationEmail),
    registrationSettings,
    resetTokenValid: resetToken === '' ? null : resetCheck !== null,
  };
  return { context, resetCheck };
};

const runEffects = async (decision: GuardDecision): Promise<void> => {
  for (const effect of decision.effects ?? []) {
    if (effect === 'clear-token') endSession();
    if (effect === 'request-phone-verification') await requestPhoneVerification();
  }
};

/**
 * The e-mailed confirmation link lands on login (docs/decisions/0005). Someone still logged in
 * (typically right after signing up) is sent home by rule 8 before the login screen could confirm,
 * so the link is confirmed here and the answer shown as a toast.
 */
const confirmEmailOnTheWay = async (url: URL, queryClient: QueryClient): Promise<void> => {
  const confirmToken = url.searchParams.get('confirm');
  if (confirmToken === null || confirmToken.trim() === '') return;
  try {
    await confirmEmail(confirmToken);
    invalidateTokenChecks(queryClient);
    notifySuccess({ message: i18n.t('auth:confirmEmail.confirmed') });
  } catch (error) {
    const expired = isApiError(error) && (error.status === 401 || error.code === 'token_expired');
    notifyError({
      message: expired ? i18n.t('auth:confirmEmail.expired') : translateMessage(isApiError(error) ? error.message : ''),
    });
  }
};

/**
 * The undo link of an e-mail change (`/auth/login?restore_email=…`, ADR 0036) does what its e-mail says in any
 * browser: a signed-in one is not sent home by rule 8 but stays on login, which uses the link and then signs it out
 * (the API has ended the account's sessions).
 */
const carriesRestoreLink = (url: URL, meta: RouteMeta): boolean =>
  meta.name === 'auth-login' && (url.searchParams.get('restore_email') ?? '').trim() !== '';

/** Where the navigation should go instead, or null to let it through. */
const guardNavigation = async (url: URL, matched: MatchedRoute, queryClient: QueryClient): Promise<string | null> => {
  const { meta, params } = matched;
  const { context, resetCheck } = await buildContext(url, meta, params, queryClient);
  const decision = evaluateGuardsSafely(context);
  await runEffects(decision);

  if (decision.kind === 'redirect' && meta.name === 'auth-login' && context.user !== null) {
    if (carriesRestoreLink(url, meta)) {
      previousRoute = { path: url.pathname, name: 'auth-login' };
      return null;
    }
    await confirmEmailOnTheWay(url, queryClient);
  }

  // An account with MFA proves the second factor before it may set a new password (0005).
  if (decision.kind === 'allow' && resetCheck?.token?.mfa_required === true) {
    return withQuery(paths['auth-forgot-password-mfa'], { token: url.searchParams.get('token') ?? '' });
  }

  if (decision.kind === 'redirect') {
    const target = ROUTE_PATHS[decision.to];
    if (target !== url.pathname) {
      if (decision.error !== undefined) notifyError({ message: translateMessage(decision.error) });
      return target;
    }
  }

  if (context.user !== null && meta.name !== undefined && HOMES_WITH_LAST_PAGE.includes(meta.name)) {
    const lastPage = takeLastPage(context.user.id);
    if (lastPage !== null && lastPage !== `${url.pathname}${url.search}`) return lastPage;
  }

  previousRoute = { path: url.pathname, ...(meta.name !== undefined ? { name: meta.name } : {}) };
  return null;
};

/**
 * The root loader: runs the spec's navigation rules (shared evaluateGuardsSafely) before any
 * screen of the navigation loads, performs the decision's effects and redirects with `replace`,
 * so a page the user may not see never enters the history.
 */
export const createGuardLoader =
  (getRoutes: () => RouteObject[], queryClient: QueryClient) =>
  async ({ request, pattern, params }: LoaderFunctionArgs): Promise<Response | null> => {
    const url = new URL(request.url);
    let target: string | null;
    try {
      // The route's metadata by the pattern the router matched (no second matching of the route table).
      const matched = routeMetaOf(getRoutes(), { pattern, params }, url.pathname);
      target = await guardNavigation(url, matched, queryClient);
    } catch {
      // Rule 9: any guard error clears the token and goes to login.
      endSession();
      target = url.pathname === ROUTE_PATHS['auth-login'] ? null : ROUTE_PATHS['auth-login'];
    }
    return target === null ? null : replace(target);
  };
