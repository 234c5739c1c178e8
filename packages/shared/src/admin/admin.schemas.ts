import { z } from 'zod';

import { cursorQuerySchema, keysetEnvelope, paginationQuerySchema, pageEnvelope } from '../api/envelope';
import { LANGUAGES, PROVIDER_STATUSES, USER_GROUPS, USER_TYPES } from '../auth/auth.schemas';
import { cvSchema } from '../cv/cv.schemas';
import { APPLICATION_STATUSES } from '../hiring/hiring-states';
import { paymentSchema } from '../payments/payments.schemas';
import { grantSchema, resourceUrnSchema } from '../permissions/permission.schemas';

/* The admin console, part A: the dashboard, users (search, profile, suspension, grants, resets) and the history of
   verification decisions. Platform settings, content, support, payments and logs are in admin-ops. */

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The message of every /admin/* call by an admin who has not enrolled MFA yet (code mfa_enrolment_required; SECURITY.md MFA-08). */
export const ADMIN_MFA_REQUIRED_MESSAGE = 'Turn on two-factor authentication before you use the admin console.';

// ---- Dashboard ---------------------------------------------------------------------------------

export const ADMIN_DASHBOARD_DAYS = 30;

export const adminDashboardSchema = z.object({
  users_by_group: z.object({ seeker: z.number().int(), provider: z.number().int(), admin: z.number().int() }),
  suspended_users: z.number().int(),
  pending_verifications: z.number().int(),
  live_jobs: z.number().int(),
  applications_this_week: z.number().int(),
  /** Paid registration fees, per currency, in minor units. */
  fees_collected: z.array(z.object({ currency: z.string(), amount: z.number().int(), count: z.number().int() })),
  /** One point per calendar day (UTC), oldest first, the last ADMIN_DASHBOARD_DAYS days. */
  series: z.array(
    z.object({
      date: z.string(),
      seekers: z.number().int(),
      providers: z.number().int(),
      applications: z.number().int(),
      /** Minor units, every currency added up (one currency is the norm: it is a platform setting). */
      fees: z.number().int(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ---- Users -------------------------------------------------------------------------------------

export const adminUserListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  ...cursorQuerySchema.shape,
  group: z.enum(USER_GROUPS, { error: 'Choose seeker, provider or admin' }).optional(),
  status: z.enum(USER_STATUSES, { error: 'Choose active or suspended' }).optional(),
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a user id' }) });

export const adminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: z.enum(USER_TYPES),
  user_group: z.enum(USER_GROUPS),
  status: z.enum(USER_STATUSES),
  mfa_enabled: z.boolean(),
  email_verified: z.boolean(),
  /** Providers: the company name, once onboarded. */
  company_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

/** Newest first; the count stops at COUNT_CAP (meta.total_is_lower_bound), deep pages by cursor. */
export const adminUserListResponseSchema = keysetEnvelope(adminUserSummarySchema);
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

export const PERMISSION_KINDS = ['grant', 'special_allow', 'special_deny'] as const;
export type PermissionKind = (typeof PERMISSION_KINDS)[number];

export const adminPermissionEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(PERMISSION_KINDS),
  /** A grant (`action:Subject`) or a resource URN. */
  value: z.string(),
  /** Special entries only; `*` is every action. */
  actions: z.array(z.string()),
  created_at: z.string(),
});
export type AdminPermissionEntry = z.infer<typeof adminPermissionEntrySchema>;

export const adminSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminUserApplicationSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  company_name: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  submitted_at: z.string(),
});
export type AdminUserApplication = z.infer<typeof adminUserApplicationSchema>;

export const adminUserHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AdminUserHistoryEntry = z.infer<typeof adminUserHistoryEntrySchema>;

/** One user as the console shows them: account, profile, CV (seekers), applications, payments, sessions, grants. */
export const adminUserDetailSchema = adminUserSummarySchema.extend({
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  country_code: z.string().nullable(),
  city: z.string().nullable(),
  phone_verified: z.boolean(),
  has_completed_onboarding: z.boolean(),
  password_changed_at: z.string(),
  profile: z.object({
    status: z.enum(PROVIDER_STATUSES).nullable(),
    decline_reason: z.string().nullable(),
    payment_status: z.enum(['unpaid', 'pending', 'paid']).nullable(),
  }),
  cv: cvSchema.nullable(),
  applications: z.array(adminUserApplicationSchema),
  payments: z.array(paymentSchema),
  sessions: z.array(adminSessionSchema),
  permissions: z.array(adminPermissionEntrySchema),
  /** What admins did to this account, newest first (at most 50). */
  history: z.array(adminUserHistoryEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const SUSPENSION_REASON_MIN = 5;
export const SUSPENSION_REASON_MAX = 500;

/** POST /admin/users/{id}/suspend */
export const adminSuspendRequestSchema = z.strictObject({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(SUSPENSION_REASON_MIN, `Reason must be at least ${SUSPENSION_REASON_MIN} characters`)
    .max(SUSPENSION_REASON_MAX, `Reason must be at most ${SUSPENSION_REASON_MAX} characters`),
});
export type AdminSuspendRequest = z.input<typeof adminSuspendRequestSchema>;

/** POST /admin/users/{id}/permissions: a grant, or a special entry on one resource URN. */
export const adminPermissionRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('grant'), value: grantSchema }),
    z.strictObject({
      kind: z.enum(['special_allow', 'special_deny']),
      value: resourceUrnSchema,
      actions: z
        .array(
          z
            .string()
            .trim()
            .regex(/^(\*|[a-z][a-z0-9-]*:[A-Za-z]+|[a-z]+)$/, 'An action is *, read, update… or type:CanView'),
        )
        .min(1, 'Give at least one action')
        .max(20, 'At most 20 actions'),
    }),
  ],
  { error: 'Choose grant, special_allow or special_deny' },
);
export type AdminPermissionRequest = z.input<typeof adminPermissionRequestSchema>;

export const adminPermissionParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Not a user id' }),
  permissionId: z.uuid({ error: 'Not a permission id' }),
});

/** POST /admin/users/{id}/password-reset */
export const adminPasswordResetRequestSchema = z.strictObject({
  /** Also void the current password and end every session (a suspected compromise); the e-mail is sent either way. */
  invalidate_password: z.boolean({ error: 'Say whether the current password stops working' }),
});
export type AdminPasswordResetRequest = z.input<typeof adminPasswordResetRequestSchema>;

// ---- Verification history -------------------------------------------------------------------------

export const adminVerificationHistoryQuerySchema = z.strictObject({ ...paginationQuerySchema.shape });

export const adminVerificationDecisionSchema = z.object({
  id: z.string(),
  provider_id: z.string().nullable(),
  company_name: z.string().nullable(),
  decision: z.enum(['approved', 'declined']),
  reason: z.string().nullable(),
  admin: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
});
export type AdminVerificationDecision = z.infer<typeof adminVerificationDecisionSchema>;

export const adminVerificationHistoryResponseSchema = pageEnvelope(adminVerificationDecisionSchema);
export type AdminVerificationHistoryResponse = z.infer<typeof adminVerificationHistoryResponseSchema>;

export const adminDocumentParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Not a provider id' }),
  documentId: z.uuid({ error: 'Not a document id' }),
});
