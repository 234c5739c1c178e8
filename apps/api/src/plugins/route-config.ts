import type { RouteOptions } from 'fastify';

/** An onRoute hook for third-party plugins' routes (docs UI, static files): they need no login. */
export function markPublic(route: RouteOptions): void {
  route.config = { ...route.config, auth: 'public' };
}
