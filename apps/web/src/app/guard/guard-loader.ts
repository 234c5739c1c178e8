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

import { SESSION_KEYS } from '../../config/storage-keys';
import { fetchTokenCheck } from '../../features/auth/api/check';
import { fetchRegistrationSettings } from '../../features/auth/api/registration-settings';
import { requestPhoneVerification } from '../../features/auth/api/request-phone-verification';
import { updateAbilities } from '../../lib/auth/ability';
import { getAuthState, storeSettings, storeUser } from '../../lib/auth/auth-store';
import { takeLastPage } from '../../lib/auth/last-page';
import { endSession } from '../../lib/auth/session';
import { translateMessage } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import { readStorage } from '../../lib/storage';
import { matchRouteMeta } from './route-meta';

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

let previousRoute: GuardContext['from'] = null;

export const resetGuardHistory = (): void => {
  previousRoute = null;
};

const buildContext = async (
  url: URL,
  meta: RouteMeta,
  params: Record<string, string | undefined>,
  queryClient: QueryClient,
): Promise<GuardContext> => {
  const server = await askServer(queryClient);
  const registrationSettings =
    meta.name !== undefined && NEEDS_REGISTRATION_SETTINGS.includes(meta.name)
      ? await fetchRegistrationSettings(queryClient)
      : null;
  return {
    to: { path: url.pathname, meta, params, query: Object.fromEntries(url.searchParams) },
    from: previousRoute,
    user: server.user,
    settings: server.user === null ? null : getAuthState().settings,
    serverAuthorized: server.serverAuthorized,
    registrationEmail: readStorage('session', SESSION_KEYS.registrationEmail),
    registrationSettings,
    resetTokenValid: null,
  };
};

const runEffects = async (decision: GuardDecision): Promise<void> => {
  for (const effect of decision.effects ?? []) {
    if (effect === 'clear-token') endSession();
    if (effect === 'request-phone-verification') await requestPhoneVerification();
  }
};

/** Where the navigation should go instead, or null to let it through. */
const guardNavigation = async (url: URL, routes: RouteObject[], queryClient: QueryClient): Promise<string | null> => {
  const { meta, params } = matchRouteMeta(routes, url.pathname);
  const context = await buildContext(url, meta, params, queryClient);
  const decision = evaluateGuardsSafely(context);
  await runEffects(decision);

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
  async ({ request }: LoaderFunctionArgs): Promise<Response | null> => {
    const url = new URL(request.url);
    let target: string | null;
    try {
      target = await guardNavigation(url, getRoutes(), queryClient);
    } catch {
      // Rule 9: any guard error clears the token and goes to login.
      endSession();
      target = url.pathname === ROUTE_PATHS['auth-login'] ? null : ROUTE_PATHS['auth-login'];
    }
    return target === null ? null : replace(target);
  };
