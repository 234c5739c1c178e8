import { ADMIN_MFA_REQUIRED_MESSAGE, type Grant, isRouteAllowed } from '@hireway/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { AppError, forbidden, unauthenticated } from '../core/errors';
import { hashToken, readBearer } from '../core/tokens';
import { nowIso } from '../db/database';
import type { TokenPurpose } from '../db/schema';
import type { Actor } from '../types';
import type { SessionSource } from './session-source';

const MINUTE = 60_000;
const ADMIN_GRANT: Grant = 'read:AdminRoute';
/** last_used_at is written at most once a minute per token, not on every request. */
const TOUCH_INTERVAL_MS = MINUTE;

/**
 * Resolves the bearer token of a request into an actor, checking purpose, expiry, idle time, revocation and
 * the account's status. Grants are read from the database on every request, so a change applies at once.
 */
async function resolveActor(
  app: FastifyInstance,
  sessions: SessionSource,
  request: FastifyRequest,
  purposes: readonly TokenPurpose[],
): Promise<Actor | null> {
  const token = readBearer(request.headers.authorization);
  if (!token) return null;
  const row = await sessions.findLiveToken(app.db, hashToken(token), purposes);
  if (!row) return null;
  const now = Date.now();
  const lastUsed = Date.parse(row.last_used_at ?? row.created_at);
  if (row.purpose === 'web' && now - lastUsed > app.config.SESSION_IDLE_MINUTES * MINUTE) {
    await sessions.revokeToken(app.db, row.id);
    return null;
  }
  const user = await sessions.findUserById(app.db, row.user_id);
  if (!user || user.status !== 'active') return null;
  if (now - lastUsed > TOUCH_INTERVAL_MS) await sessions.touchToken(app.db, row.id, nowIso());
  const authorization = await sessions.authorizationOf(app.db, user);
  return { user, token: row, authorization };
}

/**
 * Maintenance mode: every route not marked `maintenance: 'allow'` answers 503 to everyone but admins, whose
 * console keeps working. Public routes look at the bearer token only in this case.
 */
async function assertNotInMaintenance(
  app: FastifyInstance,
  sessions: SessionSource,
  request: FastifyRequest,
  isPublic: boolean,
): Promise<void> {
  const settings = await request.settings();
  if (!settings.general_settings.enable_maintenance_mode) return;
  const actor = request.actor ?? (isPublic ? await resolveActor(app, sessions, request, ['web']) : null);
  if (actor?.user.user_group === 'admin') return;
  throw new AppError('maintenance', 'Hireway is down for maintenance. Please try again shortly.', {
    headers: { 'retry-after': '300' },
  });
}

/**
 * Authentication and function-level authorization, declared per route in its config. The sessions come from the
 * auth module, handed over by app.ts.
 */
export const authPlugin = fp(async (app: FastifyInstance, { sessions }: { sessions: SessionSource }) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('settings', function settingsOnce(this: FastifyRequest) {
    throw new AppError('internal_error', 'settings accessed before the request started');
  });

  app.addHook('onRequest', async (request) => {
    let cached: ReturnType<SessionSource['getSettings']> | undefined;
    // Anonymous requests read the settings where they read everything else (a replica when there are some):
    // the board then serves while the primary is away; anyone signed in reads their own writes from the primary.
    const reader = request.headers.authorization ? app.db : app.readDb;
    request.settings = () => (cached ??= sessions.getSettings(reader));

    if (request.is404) return;
    const config = request.routeOptions.config;
    const mode = config.auth ?? 'required';
    if (mode !== 'public') request.actor = await resolveActor(app, sessions, request, config.purposes ?? ['web']);
    if (config.maintenance !== 'allow') await assertNotInMaintenance(app, sessions, request, mode === 'public');
    if (mode !== 'required') return;
    if (!request.actor) throw unauthenticated();
    const required = config.permissions ?? [];
    if (required.length > 0 && !isRouteAllowed({ authorization: request.actor.authorization, required })) {
      request.log.warn(
        { event: 'authz_fail', userId: request.actor.user.id, route: request.routeOptions.url },
        'authorization failed',
      );
      throw forbidden();
    }
    assertAdminMfa(request, required);
  });
});

/**
 * SECURITY.md MFA-08: the admin console (every route that needs the admin grant) stays closed to an admin until
 * they have enrolled MFA; the web's guard sends them to the set-up pages, which need no admin grant.
 */
function assertAdminMfa(request: FastifyRequest, required: readonly Grant[]): void {
  const actor = request.actor;
  if (!actor || !required.includes(ADMIN_GRANT) || actor.user.mfa_enabled === 1) return;
  request.log.warn({ event: 'authz_fail', userId: actor.user.id, reason: 'admin_without_mfa' }, 'admin without MFA');
  throw new AppError('mfa_enrolment_required', ADMIN_MFA_REQUIRED_MESSAGE);
}

/** The actor of a route whose config requires one. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
