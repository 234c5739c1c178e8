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
  type Grant,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';

import { requireActor } from '../../plugins/auth';
import {
  type AdminActor,
  addPermission,
  forcePasswordReset,
  getUserDetail,
  listUsers,
  reinstateUser,
  removePermission,
  resetMfa,
  suspendUser,
} from './admin-users.service';

/** Admins with MFA only: anonymous callers get 401, seekers and providers 403 (the auth plugin checks both). */
const ADMIN_ONLY: readonly Grant[] = ['read:AdminRoute'];

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema } as const;
const detail = { 200: dataEnvelope(adminUserDetailSchema), ...errors } as const;

const adminOf = (request: FastifyRequest): AdminActor => ({ id: requireActor(request).user.id, ip: request.ip });

/** Users in the admin console: search, one account in full, suspension, grants and special entries, resets. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permissions: ADMIN_ONLY, maintenance: 'allow' as const };

  app.get(
    '/admin/users',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Users by group, status and text (e-mail, name or company), newest first',
        querystring: adminUserListQuerySchema,
        response: {
          200: adminUserListResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listUsers(app, request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'One user: account, profile, CV, applications, payments, live sessions, grants and admin history',
        params: adminUserParamsSchema,
        response: detail,
      },
    },
    async (request) => ({ data: await getUserDetail(app, request.params.id) }),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Suspend an account with a reason: it cannot log in, and every session ends at once',
        params: adminUserParamsSchema,
        body: adminSuspendRequestSchema,
        response: { ...detail, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await suspendUser(app, adminOf(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/admin/users/:id/reinstate',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Reinstate a suspended account',
        params: adminUserParamsSchema,
        response: { ...detail, 409: errorBodySchema },
      },
    },
    async (request) => ({ data: await reinstateUser(app, adminOf(request), request.params.id) }),
  );

  app.post(
    '/admin/users/:id/permissions',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Add a grant (action:Subject) or a special_allow / special_deny entry on a resource URN',
        params: adminUserParamsSchema,
        body: adminPermissionRequestSchema,
        response: { ...detail, 409: errorBodySchema },
      },
    },
    async (request) => ({ data: await addPermission(app, adminOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/admin/users/:id/permissions/:permissionId',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Remove a grant or special entry',
        params: adminPermissionParamsSchema,
        response: detail,
      },
    },
    async (request) => ({
      data: await removePermission(app, adminOf(request), request.params.id, request.params.permissionId),
    }),
  );

  app.post(
    '/admin/users/:id/password-reset',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'E-mail a password reset link; with invalidate_password the current password stops working and every session ends',
        params: adminUserParamsSchema,
        body: adminPasswordResetRequestSchema,
        response: { ...detail, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await forcePasswordReset(app, adminOf(request), request.params.id, request.body.invalidate_password),
    }),
  );

  app.post(
    '/admin/users/:id/mfa/reset',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Turn two-factor authentication off (lost device and recovery codes); every session ends',
        params: adminUserParamsSchema,
        response: { ...detail, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await resetMfa(app, adminOf(request), request.params.id) }),
  );
};
