import type { RouteMeta } from '@hireway/shared';
import { matchRoutes, type RouteObject } from 'react-router';

export interface MatchedRoute {
  meta: RouteMeta;
  params: Record<string, string | undefined>;
}

const isRouteMeta = (value: unknown): value is RouteMeta => typeof value === 'object' && value !== null;

/** The merged `handle` metadata of every matched route (children override parents). */
export const matchRouteMeta = (routes: RouteObject[], pathname: string): MatchedRoute => {
  const matches = matchRoutes(routes, pathname) ?? [];
  let meta: RouteMeta = {};
  for (const match of matches) {
    const handle: unknown = match.route.handle;
    if (isRouteMeta(handle)) meta = { ...meta, ...handle };
  }
  const leaf = matches.at(-1);
  return { meta, params: leaf ? { ...leaf.params } : {} };
};

/** True when a path is served by a real screen rather than the 404 catch-all. */
export const isKnownPath = (routes: RouteObject[], pathname: string): boolean => {
  const leaf = (matchRoutes(routes, pathname) ?? []).at(-1);
  return leaf !== undefined && leaf.route.path !== '*';
};
