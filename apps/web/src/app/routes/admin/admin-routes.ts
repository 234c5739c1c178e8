import type { RouteObject } from 'react-router';

import { adminPaths, routePattern } from '../../../config/paths';
import { lazyRoute, type RouteModule } from '../../lazy-route';
import { META } from '../../route-meta';

const screen = (
  path: string,
  handle: (typeof META)[keyof typeof META],
  chunk: string,
  load: () => Promise<RouteModule>,
): RouteObject => ({ path: routePattern(path), handle, lazy: lazyRoute(chunk, load) });

/** The admin console (issues 6 and 13), inside the app shell: each screen composes its admin-* feature. */
export const adminRoutes: RouteObject[] = [
  screen(adminPaths.home, META.adminHome, 'admin-home', () => import('./home')),
  screen(adminPaths.providers, META.adminArea, 'admin-providers', () => import('./providers')),
  screen(adminPaths.users, META.adminArea, 'admin-users', () => import('./users')),
  screen(adminPaths.user(':userId'), META.adminArea, 'admin-user', () => import('./users-detail')),
  screen(adminPaths.settings, META.adminOps, 'admin-settings', () => import('./settings')),
  screen(adminPaths.tickets, META.adminOps, 'admin-tickets', () => import('./tickets')),
  screen(adminPaths.ticket(':ticketId'), META.adminOps, 'admin-ticket', () => import('./tickets-detail')),
  screen(adminPaths.payments, META.adminOps, 'admin-payments', () => import('./payments')),
  screen(adminPaths.logs, META.adminOps, 'admin-logs', () => import('./logs')),
  screen(adminPaths.blogs, META.adminOps, 'admin-blogs', () => import('./blogs')),
  screen(adminPaths.blog(':blogId'), META.adminOps, 'admin-blog', () => import('./blogs-edit')),
  screen(adminPaths.comments, META.adminOps, 'admin-comments', () => import('./comments')),
  screen(adminPaths.faqs, META.adminOps, 'admin-faqs', () => import('./faqs')),
  screen(adminPaths.reference, META.adminOps, 'admin-reference', () => import('./reference')),
];
