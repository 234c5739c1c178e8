import type { Executor } from '../../db/database';
import { cappedCount, type KeysetWindow, newestFirstWindow } from '../../db/paging';
import { dayBounds, ilike, likePattern } from './admin-query';

/*
 * Both logs grow without bound: newest first by (created_at, id), read from an index on those columns (migration
 * 2026-11-27T0100-list-keysets); pages by cursor (or by offset for the first pages), counts capped (db/paging.ts).
 */

export interface AuditFilter {
  user?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const AUDIT_LOG_KEY = ['audit_logs.created_at', 'audit_logs.id'] as const;

/** The audit log's rows that match the filters (counted, then paged). */
export const auditMatching = (db: Executor, filter: AuditFilter) => {
  const { start, end } = dayBounds(filter.from, filter.to);
  let query = db.selectFrom('audit_logs').leftJoin('users', 'users.id', 'audit_logs.actor_id');
  if (filter.user) query = query.where(ilike('users.email', likePattern(filter.user, 'contains')));
  if (filter.action) query = query.where(ilike('audit_logs.action', likePattern(filter.action, 'prefix')));
  if (start) query = query.where('audit_logs.created_at', '>=', start);
  if (end) query = query.where('audit_logs.created_at', '<', end);
  return query;
};

/** One page of the audit log (perPage + 1 rows, newest first), with the actor (left join: an actor may be gone). */
export function auditLogPageQuery(db: Executor, filter: AuditFilter, page: KeysetWindow) {
  const query = auditMatching(db, filter).select([
    'audit_logs.id',
    'audit_logs.actor_id',
    'audit_logs.action',
    'audit_logs.entity',
    'audit_logs.entity_id',
    'audit_logs.before',
    'audit_logs.after',
    'audit_logs.ip',
    'audit_logs.created_at',
    'users.email as user_email',
    'users.first_name as user_first_name',
    'users.last_name as user_last_name',
  ]);
  return newestFirstWindow(query, AUDIT_LOG_KEY, page);
}

export async function findAuditLog(db: Executor, filter: AuditFilter, page: KeysetWindow) {
  const rows = await auditLogPageQuery(db, filter, page).execute();
  const total = await cappedCount(db, auditMatching(db, filter));
  return { rows, total };
}

export interface AccessFilter {
  user?: string | undefined;
  route?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const ACCESS_LOG_KEY = ['page_access_logs.created_at', 'page_access_logs.id'] as const;

/** The access log's rows that match the filters (counted, then paged). */
export const accessMatching = (db: Executor, filter: AccessFilter) => {
  const { start, end } = dayBounds(filter.from, filter.to);
  let query = db.selectFrom('page_access_logs').leftJoin('users', 'users.id', 'page_access_logs.user_id');
  if (filter.user) query = query.where(ilike('users.email', likePattern(filter.user, 'contains')));
  if (filter.route) query = query.where(ilike('page_access_logs.route', likePattern(filter.route, 'prefix')));
  if (start) query = query.where('page_access_logs.created_at', '>=', start);
  if (end) query = query.where('page_access_logs.created_at', '<', end);
  return query;
};

/** One page of the page-access log (POST /auth/logs): perPage + 1 rows, newest first. */
export function accessLogPageQuery(db: Executor, filter: AccessFilter, page: KeysetWindow) {
  const query = accessMatching(db, filter).select([
    'page_access_logs.id',
    'page_access_logs.user_id',
    'page_access_logs.route',
    'page_access_logs.comment',
    'page_access_logs.ip',
    'page_access_logs.user_agent',
    'page_access_logs.created_at',
    'users.email as user_email',
    'users.first_name as user_first_name',
    'users.last_name as user_last_name',
  ]);
  return newestFirstWindow(query, ACCESS_LOG_KEY, page);
}

export async function findAccessLog(db: Executor, filter: AccessFilter, page: KeysetWindow) {
  const rows = await accessLogPageQuery(db, filter, page).execute();
  const total = await cappedCount(db, accessMatching(db, filter));
  return { rows, total };
}
