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

/** React Router's route pattern of a chain of matched routes: their paths joined (its `getRoutePattern`). */
const joinPattern = (paths: readonly string[]): string => paths.join('/').replace(/\/\/+/g, '/') || '/';

interface PatternEntry {
  meta: RouteMeta;
  depth: number;
}

const patternTables = new WeakMap<RouteObject[], Map<string, PatternEntry>>();

/**
 * Every route the router can match (one with a path or an index), by the pattern a loader receives (`pattern`,
 * e.g. `/jobs/:id`), with the merged metadata of its chain. A walk of the tree, no path matching: the router has
 * flattened and ranked the route table already, and the guard reads the result instead of doing it again. Where a
 * parent and its index child share a pattern, the router matches the deeper one, and so does this table.
 */
const patternTable = (routes: RouteObject[]): Map<string, PatternEntry> => {
  const known = patternTables.get(routes);
  if (known !== undefined) return known;
  const table = new Map<string, PatternEntry>();
  const walk = (level: RouteObject[], paths: readonly string[], inherited: RouteMeta, depth: number) => {
    for (const route of level) {
      const handle: unknown = route.handle;
      const meta = isRouteMeta(handle) ? { ...inherited, ...handle } : inherited;
      const chain = route.path === undefined ? paths : [...paths, route.path];
      if (route.path !== undefined || route.index === true) {
        const pattern = joinPattern(chain);
        const before = table.get(pattern);
        if (before === undefined || before.depth < depth) table.set(pattern, { meta, depth });
      }
      if (route.children !== undefined) walk(route.children, chain, meta, depth + 1);
    }
  };
  walk(routes, [], {}, 0);
  patternTables.set(routes, table);
  return table;
};

/**
 * The metadata of a navigation from what the router hands its loaders: the matched pattern and its params. Falls
 * back to matching the path when the pattern is not in the table (a loader called without one).
 */
export const routeMetaOf = (
  routes: RouteObject[],
  args: { pattern?: string | undefined; params: Record<string, string | undefined> },
  pathname: string,
): MatchedRoute => {
  const entry = args.pattern === undefined ? undefined : patternTable(routes).get(args.pattern);
  return entry === undefined ? matchRouteMeta(routes, pathname) : { meta: entry.meta, params: { ...args.params } };
};

/** True when a path is served by a real screen rather than the 404 catch-all. */
export const isKnownPath = (routes: RouteObject[], pathname: string): boolean => {
  const leaf = (matchRoutes(routes, pathname) ?? []).at(-1);
  return leaf !== undefined && leaf.route.path !== '*';
};
