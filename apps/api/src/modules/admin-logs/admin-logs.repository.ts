import type { Executor } from '../../db/database';
import { cappedCount, type KeysetWindow, newestFirstWindow } from '../../db/paging';
import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';

import { dayBounds, ilike, likePattern } from './admin-query';

/*
 * Both logs grow without bound: newest first by (created_at, id), read from an index on those columns (migration
 * 2026-11-27T0100-list-keysets); pages by cursor (or by offset for the first pages), counts capped (db/paging.ts).
 */

/** The user (joined as `users`) and days filters both logs take. */
interface LogFilter {
  user?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * A log's filter as conditions, in the order the index is read: the user's e-mail contains `user`, `column` starts
 * with `prefix`, and `created` lies in the days from/to.
 */
function logConditions(filter: LogFilter, column: string, prefix: string | undefined, created: string) {
  const { start, end } = dayBounds(filter.from, filter.to);
  const conditions: RawBuilder<boolean>[] = [];
  if (filter.user) conditions.push(ilike('users.email', likePattern(filter.user, 'contains')));
  if (prefix) conditions.push(ilike(column, likePattern(prefix, 'prefix')));
  if (start) conditions.push(sql<boolean>`${sql.ref(created)} >= ${start}`);
  if (end) conditions.push(sql<boolean>`${sql.ref(created)} < ${end}`);
  return conditions;
}

/** The columns of the user an entry names (left join: a user may be gone). */
const USER_COLUMNS = [
  'users.email as user_email',
  'users.first_name as user_first_name',
  'users.last_name as user_last_name',
] as const;

export interface AuditFilter extends LogFilter {
  action?: string | undefined;
}

export const AUDIT_LOG_KEY = ['audit_logs.created_at', 'audit_logs.id'] as const;

/** The audit log's rows that match the filters (counted, then paged). */
export const auditMatching = (db: Executor, filter: AuditFilter) =>
  logConditions(filter, 'audit_logs.action', filter.action, 'audit_logs.created_at').reduce(
    (query, condition) => query.where(condition),
    db.selectFrom('audit_logs').leftJoin('users', 'users.id', 'audit_logs.actor_id'),
  );

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
    ...USER_COLUMNS,
  ]);
  return newestFirstWindow(query, AUDIT_LOG_KEY, page);
}

export async function findAuditLog(db: Executor, filter: AuditFilter, page: KeysetWindow) {
  const rows = await auditLogPageQuery(db, filter, page).execute();
  const total = await cappedCount(db, auditMatching(db, filter));
  return { rows, total };
}

export interface AccessFilter extends LogFilter {
  route?: string | undefined;
}

export const ACCESS_LOG_KEY = ['page_access_logs.created_at', 'page_access_logs.id'] as const;

/** The access log's rows that match the filters (counted, then paged). */
export const accessMatching = (db: Executor, filter: AccessFilter) =>
  logConditions(filter, 'page_access_logs.route', filter.route, 'page_access_logs.created_at').reduce(
    (query, condition) => query.where(condition),
    db.selectFrom('page_access_logs').leftJoin('users', 'users.id', 'page_access_logs.user_id'),
  );

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
    ...USER_COLUMNS,
  ]);
  return newestFirstWindow(query, ACCESS_LOG_KEY, page);
}

export async function findAccessLog(db: Executor, filter: AccessFilter, page: KeysetWindow) {
  const rows = await accessLogPageQuery(db, filter, page).execute();
  const total = await cappedCount(db, accessMatching(db, filter));
  return { rows, total };
}
