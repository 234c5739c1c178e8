import type { FastifyContextConfig, FastifyRequest, FastifySchema } from 'fastify';

import { requireActor } from './auth';

export { errorResponses } from './route-config';

/*
 * What every admin console route repeats, written once: who may call it, its OpenAPI tag, its error answers and
 * the actor its audit rows name.
 */

/** Admins with MFA only (anonymous 401, seekers and providers 403: the auth plugin checks both), up in maintenance. */
export const ADMIN_ROUTE_CONFIG = {
  permissions: ['read:AdminRoute'],
  maintenance: 'allow',
} as const satisfies FastifyContextConfig;

/** An admin route's options: its schema under the `admin` tag, and the admin config (with `config` beside it). */
export const adminRoute = <Schema extends FastifySchema>(schema: Schema, config: FastifyContextConfig = {}) => ({
  config: { ...ADMIN_ROUTE_CONFIG, ...config },
  schema: { tags: ['admin'], ...schema },
});

/** The admin making a change, and their address: the actor of the audit row. */
export const adminActorOf = (request: FastifyRequest) => ({ id: requireActor(request).user.id, ip: request.ip });
