import type { RouteOptions } from 'fastify';

/** An onRoute hook for third-party plugins' routes (docs UI, static files): no login, and up during maintenance. */
export function markPublic(route: RouteOptions): void {
  route.config = { ...route.config, auth: 'public', maintenance: 'allow' };
}

/** An onRoute hook for routes that serve files (built assets, public media): public and never rate-limited. */
export function markStaticFile(route: RouteOptions): void {
  route.config = { ...route.config, auth: 'public', maintenance: 'allow', staticFile: true };
}
