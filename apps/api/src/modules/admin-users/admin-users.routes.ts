import {
  adminPasswordResetRequestSchema,
  adminPermissionParamsSchema,
  adminPermissionRequestSchema,
  adminSuspendRequestSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserParamsSchema,
  dataEnvelope,
  errorBodySchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminActorOf, adminRoute, errorResponses } from '../../plugins/admin-route';
import {
  addPermission,
  forcePasswordReset,
  getUserDetail,
  listUsers,
  reinstateUser,
  removePermission,
  resetMfa,
  suspendUser,
} from './admin-users.service';

const detail = { 200: dataEnvelope(adminUserDetailSchema), ...errorResponses(404) } as const;

/** Users in the admin console: search, one account in full, suspension, grants and special entries, resets. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    adminRoute({
      summary: 'Users by group, status and text (e-mail, name or company), newest first',
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserListResponseSchema },
    }),
    async (request) => listUsers(app, request.query),
  );

  app.get(
    '/admin/users/:id',
    adminRoute({
      summary: 'One user: account, profile, CV, applications, payments, live sessions, grants and admin history',
      params: adminUserParamsSchema,
      response: detail,
    }),
    async (request) => ({ data: await getUserDetail(app, request.params.id) }),
  );

  app.post(
    '/admin/users/:id/suspend',
    adminRoute({
      summary: 'Suspend an account with a reason: it cannot log in, and every session ends at once',
      params: adminUserParamsSchema,
      body: adminSuspendRequestSchema,
      response: { ...detail, 409: errorBodySchema, 422: errorBodySchema },
    }),
    async (request) => ({
      data: await suspendUser(app, adminActorOf(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/admin/users/:id/reinstate',
    adminRoute({
      summary: 'Reinstate a suspended account',
      params: adminUserParamsSchema,
      response: { ...detail, 409: errorBodySchema },
    }),
    async (request) => ({ data: await reinstateUser(app, adminActorOf(request), request.params.id) }),
  );

  app.post(
    '/admin/users/:id/permissions',
    adminRoute({
      summary: 'Add a grant (action:Subject) or a special_allow / special_deny entry on a resource URN',
      params: adminUserParamsSchema,
      body: adminPermissionRequestSchema,
      response: { ...detail, 409: errorBodySchema },
    }),
    async (request) => ({ data: await addPermission(app, adminActorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/admin/users/:id/permissions/:permissionId',
    adminRoute({
      summary: 'Remove a grant or special entry',
      params: adminPermissionParamsSchema,
      response: detail,
    }),
    async (request) => ({
      data: await removePermission(app, adminActorOf(request), request.params.id, request.params.permissionId),
    }),
  );

  app.post(
    '/admin/users/:id/password-reset',
    adminRoute({
      summary:
        'E-mail a password reset link; with invalidate_password the current password stops working and every session ends',
      params: adminUserParamsSchema,
      body: adminPasswordResetRequestSchema,
      response: { ...detail, 409: errorBodySchema, 422: errorBodySchema },
    }),
    async (request) => ({
      data: await forcePasswordReset(app, adminActorOf(request), request.params.id, request.body.invalidate_password),
    }),
  );

  app.post(
    '/admin/users/:id/mfa/reset',
    adminRoute({
      summary: 'Turn two-factor authentication off (lost device and recovery codes); every session ends',
      params: adminUserParamsSchema,
      response: { ...detail, 409: errorBodySchema, 422: errorBodySchema },
    }),
    async (request) => ({ data: await resetMfa(app, adminActorOf(request), request.params.id) }),
  );
};
