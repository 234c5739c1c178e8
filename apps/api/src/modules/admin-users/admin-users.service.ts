import { randomBytes, randomUUID } from 'node:crypto';

import type {
  AdminPermissionRequest,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserListResponse,
  AdminUserSummary,
} from '@hireway/shared';
import { adminUserListQuerySchema } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import { AppError, notFound } from '../../core/errors';
import { emailAccountHolder } from '../../core/mail/mail.jobs';
import { hashPassword } from '../../core/passwords';
import { type Executor, fromFlag, nowIso, readStringList } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { type AdminChange, auditAdminChange, type AuditActor, readAuditValue } from '../audit';
import { revokeUserTokens } from '../sessions';
import { refreshProviderListings } from '../jobs';
import { issueToken } from '../sessions';
import { getCv } from '../cv';
import { keysetAnswer, keysetWindow } from '../../db/paging';
import { toPaymentDto } from '../payments';
import { findProfile, findUserById, updateUser } from '../users';
import {
  deletePermissionEntry,
  deleteRecoveryCodes,
  insertPermissionEntry,
  revokeAllTokens,
  unsafeFindApplicationsOf,
  unsafeFindCompanyName,
  unsafeFindHistoryOf,
  unsafeFindLiveSessions,
  unsafeFindPaymentsOf,
  unsafeFindPermissionEntries,
  unsafeFindPermissionEntry,
  unsafeFindUsers,
  type UserSummaryRow,
} from './admin-users.repository';

/* The users part of the admin console. Every change runs in a transaction with its audit row (before/after). */

/** The admin making a change, and their address (for the audit log). */
export type AdminActor = AuditActor;

const toSummary = (row: UserSummaryRow): AdminUserSummary => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  user_type: row.user_type,
  user_group: row.user_group,
  status: row.status,
  mfa_enabled: fromFlag(row.mfa_enabled),
  email_verified: row.email_verified_at !== null,
  company_name: row.company_name,
  created_at: row.created_at,
});

export async function listUsers(app: FastifyInstance, input: AdminUserListQuery): Promise<AdminUserListResponse> {
  const query = adminUserListQuerySchema.parse(input);
  const window = keysetWindow(query);
  const found = await unsafeFindUsers(app.db, { group: query.group, status: query.status, q: query.q }, window);
  return keysetAnswer(query, found, window.position, (row) => [row.created_at, row.id], toSummary);
}

async function loadUser(app: FastifyInstance, id: string): Promise<UserRow> {
  const user = await findUserById(app.db, id);
  if (!user) throw notFound('The user');
  return user;
}

/** One account with everything the console shows about it. */
export async function getUserDetail(app: FastifyInstance, id: string): Promise<AdminUserDetail> {
  const user = await loadUser(app, id);
  const isSeeker = user.user_group === 'seeker';
  const [profile, companyName, permissions, sessions, applications, payments, history, cv] = await Promise.all([
    findProfile(app.db, id),
    unsafeFindCompanyName(app.db, id),
    unsafeFindPermissionEntries(app.db, id),
    unsafeFindLiveSessions(app.db, id, nowIso()),
    isSeeker ? unsafeFindApplicationsOf(app.db, id) : Promise.resolve([]),
    unsafeFindPaymentsOf(app.db, id),
    unsafeFindHistoryOf(app.db, id),
    isSeeker ? getCv(app.db, id) : Promise.resolve(null),
  ]);
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    user_type: user.user_type,
    user_group: user.user_group,
    status: user.status,
    mfa_enabled: fromFlag(user.mfa_enabled),
    email_verified: user.email_verified_at !== null,
    company_name: companyName,
    created_at: user.created_at,
    phone: user.phone,
    language: user.language,
    country_code: user.country_code,
    city: user.city,
    phone_verified: user.phone_verified_at !== null,
    has_completed_onboarding: fromFlag(user.has_completed_onboarding),
    password_changed_at: user.password_changed_at,
    profile: {
      status: profile?.status ?? null,
      decline_reason: profile?.decline_reason ?? null,
      payment_status: profile?.payment_status ?? null,
    },
    cv,
    applications,
    payments: payments.map(toPaymentDto),
    sessions,
    permissions: permissions.map((row) => ({
      id: row.id,
      kind: row.kind,
      value: row.value,
      actions: readStringList(row.actions),
      created_at: row.created_at,
    })),
    history: history.map((row) => ({
      id: row.id,
      action: row.action,
      actor:
        row.actor_id === null
          ? null
          : {
              id: row.actor_id,
              email: row.actor_email ?? '',
              name: `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim(),
            },
      before: readAuditValue(row.before),
      after: readAuditValue(row.after),
      created_at: row.created_at,
    })),
  };
}

function assertNotSelf(actor: AdminActor, user: UserRow, what: string): void {
  if (actor.id === user.id) throw new AppError('rule_violated', `You cannot ${what} your own account.`);
}

/**
 * A change that locks the holder out (suspension, MFA reset): in one transaction the change, every token revoked,
 * the holder's e-mail and the audit row; once committed, every socket of the user closes and the change is logged.
 */
async function lockOut(
  app: FastifyInstance,
  actor: AdminActor,
  user: UserRow,
  change: {
    apply: (trx: Executor, now: string) => Promise<unknown>;
    mail: 'account-suspended' | 'mfa-reset';
    audit: Omit<AdminChange, 'entity' | 'entityId'>;
    log: { event: string; message: string };
  },
) {
  await app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await change.apply(trx, now);
    await revokeAllTokens(trx, user.id, now);
    await emailAccountHolder(app, trx, user, change.mail);
    await auditAdminChange(trx, actor, { ...change.audit, entity: 'user', entityId: user.id });
  });
  app.realtime.disconnectUser(user.id);
  app.log.info({ event: change.log.event, adminId: actor.id, userId: user.id }, change.log.message);
  return getUserDetail(app, user.id);
}

/** Suspends an account: it cannot log in any more, and every session and socket ends at once (ASVS 7.4.2). */
export async function suspendUser(app: FastifyInstance, actor: AdminActor, id: string, reason: string) {
  const user = await loadUser(app, id);
  assertNotSelf(actor, user, 'suspend');
  if (user.status === 'suspended') throw new AppError('invalid_transition', 'This account is already suspended.');
  return lockOut(app, actor, user, {
    apply: async (trx, now) => {
      await updateUser(trx, id, { status: 'suspended', updated_at: now });
      await refreshProviderListings(trx, id);
    },
    mail: 'account-suspended',
    audit: { action: 'user.suspended', before: { status: user.status }, after: { status: 'suspended', reason } },
    log: { event: 'user_suspended', message: 'account suspended' },
  });
}

export async function reinstateUser(app: FastifyInstance, actor: AdminActor, id: string) {
  const user = await loadUser(app, id);
  if (user.status === 'active') throw new AppError('invalid_transition', 'This account is not suspended.');
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, id, { status: 'active', updated_at: nowIso() });
    await refreshProviderListings(trx, id);
    await auditAdminChange(trx, actor, {
      action: 'user.reinstated',
      entity: 'user',
      entityId: id,
      before: { status: user.status },
      after: { status: 'active' },
    });
  });
  app.log.info({ event: 'user_reinstated', adminId: actor.id, userId: id }, 'account reinstated');
  return getUserDetail(app, id);
}

/** A per-user grant or a special_allow / special_deny entry on one resource URN; takes effect on the next request. */
export async function addPermission(
  app: FastifyInstance,
  actor: AdminActor,
  id: string,
  input: AdminPermissionRequest,
) {
  await loadUser(app, id);
  const actions = input.kind === 'grant' ? null : [...new Set(input.actions.map((action) => action.trim()))];
  const existing = await unsafeFindPermissionEntries(app.db, id);
  if (existing.some((row) => row.kind === input.kind && row.value === input.value)) {
    throw new AppError('conflict', 'This account already has that entry; remove it first to change it.');
  }
  const entry = { kind: input.kind, value: input.value, actions };
  await app.db.transaction().execute(async (trx) => {
    await insertPermissionEntry(trx, {
      id: randomUUID(),
      user_id: id,
      kind: input.kind,
      value: input.value,
      actions: actions === null ? null : JSON.stringify(actions),
      created_at: nowIso(),
    });
    await auditAdminChange(trx, actor, {
      action: 'user.permission_added',
      entity: 'user',
      entityId: id,
      before: null,
      after: entry,
    });
  });
  return getUserDetail(app, id);
}

export async function removePermission(app: FastifyInstance, actor: AdminActor, id: string, permissionId: string) {
  await loadUser(app, id);
  const row = await unsafeFindPermissionEntry(app.db, id, permissionId);
  if (!row) throw notFound('The entry');
  await app.db.transaction().execute(async (trx) => {
    await deletePermissionEntry(trx, permissionId);
    await auditAdminChange(trx, actor, {
      action: 'user.permission_removed',
      entity: 'user',
      entityId: id,
      before: { kind: row.kind, value: row.value, actions: row.actions === null ? null : readStringList(row.actions) },
      after: null,
    });
  });
  return getUserDetail(app, id);
}

/**
 * E-mails the user a reset link (older links stop working). With `invalidatePassword` (a suspected compromise)
 * the current password stops working and every session ends first, so the link is the only way back in.
 */
export async function forcePasswordReset(
  app: FastifyInstance,
  actor: AdminActor,
  id: string,
  invalidatePassword: boolean,
) {
  const user = await loadUser(app, id);
  if (user.status !== 'active') throw new AppError('invalid_transition', 'Reinstate the account first.');
  if (invalidatePassword) assertNotSelf(actor, user, 'lock the password of');
  const unusable = invalidatePassword ? await hashPassword(randomBytes(32).toString('base64url')) : null;
  await app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (unusable !== null) {
      await updateUser(trx, id, { password_hash: unusable, updated_at: now });
      await revokeUserTokens(trx, id, 'web');
      await revokeUserTokens(trx, id, 'mfa');
    }
    await revokeUserTokens(trx, id, 'reset');
    const { token } = await issueToken(trx, app.config, id, 'reset');
    await emailAccountHolder(app, trx, user, 'password-reset', {
      link: `${app.config.PUBLIC_URL.replace(/\/$/, '')}/auth/reset-password?token=${encodeURIComponent(token)}`,
      minutes: '60',
    });
    await auditAdminChange(trx, actor, {
      action: 'user.password_reset',
      entity: 'user',
      entityId: id,
      before: null,
      after: { invalidate_password: invalidatePassword },
    });
  });
  if (invalidatePassword) app.realtime.disconnectUser(id);
  app.log.info({ event: 'password_reset_forced', adminId: actor.id, userId: id }, 'password reset forced');
  return getUserDetail(app, id);
}

/**
 * Turns MFA off for a user who lost their device and their recovery codes; every session ends. An admin must enrol
 * again at the next login before the console opens (MFA-08).
 */
export async function resetMfa(app: FastifyInstance, actor: AdminActor, id: string) {
  const user = await loadUser(app, id);
  assertNotSelf(actor, user, 'reset two-factor authentication of');
  if (user.mfa_enabled !== 1 && user.mfa_pending_secret === null) {
    throw new AppError('invalid_transition', 'Two-factor authentication is already off for this account.');
  }
  return lockOut(app, actor, user, {
    apply: async (trx, now) => {
      const mfaOff = { mfa_enabled: 0, mfa_secret: null, mfa_pending_secret: null, mfa_last_step: null };
      await updateUser(trx, id, { ...mfaOff, updated_at: now });
      await deleteRecoveryCodes(trx, id);
    },
    mail: 'mfa-reset',
    audit: { action: 'user.mfa_reset', before: { mfa_enabled: user.mfa_enabled === 1 }, after: { mfa_enabled: false } },
    log: { event: 'mfa_reset_by_admin', message: 'MFA reset by an admin' },
  });
}
