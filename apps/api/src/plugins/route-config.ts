import type { RouteOptions } from 'fastify';

/** An onRoute hook for third-party plugins' routes (docs UI, static files): no login, and up during maintenance. */
export function markPublic(route: RouteOptions): void {
  route.config = { ...route.config, auth: 'public', maintenance: 'allow' };
}
