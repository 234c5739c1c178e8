import type { RouteObject } from 'react-router';

import { lazyRoute } from '../../lazy-route';
import { META } from '../../route-meta';

/** The admin console's operations screens (issue 6, part B), inside the app shell. */
export const adminOpsRoutes: RouteObject[] = [
  {
    path: 'admin/settings',
    handle: META.adminOps,
    lazy: lazyRoute('admin-settings', () => import('./settings')),
  },
  { path: 'admin/tickets', handle: META.adminOps, lazy: lazyRoute('admin-tickets', () => import('./tickets')) },
  {
    path: 'admin/tickets/:ticketId',
    handle: META.adminOps,
    lazy: lazyRoute('admin-ticket', () => import('./tickets-detail')),
  },
  { path: 'admin/payments', handle: META.adminOps, lazy: lazyRoute('admin-payments', () => import('./payments')) },
  { path: 'admin/logs', handle: META.adminOps, lazy: lazyRoute('admin-logs', () => import('./logs')) },
  { path: 'admin/blogs', handle: META.adminOps, lazy: lazyRoute('admin-blogs', () => import('./blogs')) },
  {
    path: 'admin/blogs/:blogId',
    handle: META.adminOps,
    lazy: lazyRoute('admin-blog', () => import('./blogs-edit')),
  },
  { path: 'admin/comments', handle: META.adminOps, lazy: lazyRoute('admin-comments', () => import('./comments')) },
  { path: 'admin/faqs', handle: META.adminOps, lazy: lazyRoute('admin-faqs', () => import('./faqs')) },
  {
    path: 'admin/reference',
    handle: META.adminOps,
    lazy: lazyRoute('admin-reference', () => import('./reference')),
  },
];
