import type { FastifyContextConfig, FastifyRequest, FastifySchema } from 'fastify';

import { requireActor } from './auth';
import { errorResponses } from './route-config';

export { errorResponses };

/*
 * What every admin console route repeats, written once: who may call it, its OpenAPI tag, its error answers and
 * the actor its audit rows name.
 */

/** Admins with MFA only (anonymous 401, seekers and providers 403: the auth plugin checks both), up in maintenance. */
export const ADMIN_ROUTE_CONFIG = {
  permissions: ['read:AdminRoute'],
  maintenance: 'allow',
} as const satisfies FastifyContextConfig;

/** The error answers every admin route may give: 401 (anonymous), 403 (not an admin), 400 (bad input). */
const ADMIN_ERRORS = errorResponses(400, 401, 403);

/** A schema whose `response` also lists the admin error answers. */
type WithAdminErrors<Schema extends FastifySchema> = Schema extends { response: infer Response extends object }
  ? Omit<Schema, 'response'> & { response: Response & typeof ADMIN_ERRORS }
  : Schema;

/**
 * An admin route's options: its schema under the `admin` tag, and the admin config (with `config` beside it). A
 * route with a response schema answers its errors in the one error shape: 401 and 403, and 400 where it takes input
 * (params, query or body), declared here; a route adds only its own (`...errorResponses(404, 409)`). A file download
 * has no response schema.
 */
export const adminRoute = <Schema extends FastifySchema>(schema: Schema, config: FastifyContextConfig = {}) => {
  const { 400: badInput, ...unauthorized } = ADMIN_ERRORS;
  const takesInput = schema.params !== undefined || schema.querystring !== undefined || schema.body !== undefined;
  const errors = takesInput ? { 400: badInput, ...unauthorized } : unauthorized;
  return {
    config: { ...ADMIN_ROUTE_CONFIG, ...config },
    schema: {
      tags: ['admin'],
      ...schema,
      ...(schema.response === undefined ? {} : { response: { ...errors, ...schema.response } }),
    } as { tags: string[] } & WithAdminErrors<Schema>,
  };
};

/** The admin making a change, and their address: the actor of the audit row. */
export const adminActorOf = (request: FastifyRequest) => ({ id: requireActor(request).user.id, ip: request.ip });
