import { errorBodySchema } from '@hireway/shared';
import type { RouteOptions } from 'fastify';

/** An onRoute hook for third-party plugins' routes (docs UI, static files): no login, and up during maintenance. */
export function markPublic(route: RouteOptions): void {
  route.config = { ...route.config, auth: 'public', maintenance: 'allow' };
}

/** An onRoute hook for routes that serve files (built assets, public media): public and never rate-limited. */
export function markStaticFile(route: RouteOptions): void {
  route.config = { ...route.config, auth: 'public', maintenance: 'allow', staticFile: true };
}

/** The error answers of a route, each in the one error shape: `errorResponses(400, 401, 403)`. */
export const errorResponses = <const Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as { [S in Status]: typeof errorBodySchema };
