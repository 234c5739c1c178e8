import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

import {
  adminPaths,
  areaPaths,
  candidatePath,
  cvSectionPath,
  hiringPaths,
  paths,
  providerJobPath,
  publicBlogPath,
  publicJobPath,
  resourcePath,
  securityPaths,
  seekerJobPath,
  seekerPaths,
  supportTicketPath,
} from '../config/paths';
import { isKnownPath, matchRouteMeta, routeMetaOf } from './guard/route-meta';
import { appRoutes } from './router';

const ID = '0b8f7c1e-2d7a-4f7e-9a51-3c2d1e0f9a11';

/** Every screen path of config/paths.ts, the builders with a sample id. */
const screenPaths = (): string[] => [
  ...Object.values(paths),
  ...Object.values(areaPaths),
  ...Object.values(hiringPaths),
  ...Object.values(seekerPaths),
  ...Object.entries(securityPaths)
    .filter(([name]) => name !== 'area')
    .map(([, path]) => path),
  ...Object.values(adminPaths).map((path) => (typeof path === 'string' ? path : path(ID))),
  publicJobPath(ID),
  seekerJobPath(ID),
  providerJobPath(ID, 'update'),
  providerJobPath(ID, 'preview'),
  providerJobPath(ID, 'applications'),
  candidatePath(ID),
  cvSectionPath('work-experience'),
  resourcePath('a-slug'),
  publicBlogPath('a-slug'),
  supportTicketPath(ID),
];

describe('config/paths', () => {
  it.each(screenPaths())('%s is a screen of the router, not the 404 page', (path) => {
    expect(isKnownPath(appRoutes, path)).toBe(true);
  });

  it('encodes values in a path but keeps a router parameter', () => {
    expect(adminPaths.user('a/b c')).toBe('/admin/users/a%2Fb%20c');
    expect(adminPaths.user(':userId')).toBe('/admin/users/:userId');
  });

  it('leads nowhere the router does not know', () => {
    expect(isKnownPath(appRoutes, '/admin/no-such-screen')).toBe(false);
  });

  it.each([...screenPaths(), '/', '/no-such-page'])(
    '%s: the guard reads the same metadata and params by the router’s pattern as by matching the path',
    (path) => {
      const matches = matchRoutes(appRoutes, path) ?? [];
      // React Router's pattern of a match (what its loaders receive): the matched routes' paths joined.
      const pattern =
        matches
          .map((match) => match.route.path)
          .filter(Boolean)
          .join('/')
          .replace(/\/\/+/g, '/') || '/';
      const params = { ...matches.at(-1)?.params };
      expect(routeMetaOf(appRoutes, { pattern, params }, '/elsewhere')).toEqual(matchRouteMeta(appRoutes, path));
    },
  );
});
