import type { Executor } from '../../db/database';
import { dayBounds, ilike, likePattern } from './admin-query';

export interface AuditFilter {
  user?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The audit log, newest first, with the actor (left join: an actor may be gone). */
export async function findAuditLog(db: Executor, filter: AuditFilter, page: { limit: number; offset: number }) {
  const { start, end } = dayBounds(filter.from, filter.to);
  let query = db.selectFrom('audit_logs').leftJoin('users', 'users.id', 'audit_logs.actor_id');
  if (filter.user) query = query.where(ilike('users.email', likePattern(filter.user, 'contains')));
  if (filter.action) query = query.where(ilike('audit_logs.action', likePattern(filter.action, 'prefix')));
  if (start) query = query.where('audit_logs.created_at', '>=', start);
  if (end) query = query.where('audit_logs.created_at', '<', end);
  const rows = await query
    .select([
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
    ])
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}

export interface AccessFilter {
  user?: string | undefined;
  route?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The page-access log (POST /auth/logs), newest first. */
export async function findAccessLog(db: Executor, filter: AccessFilter, page: { limit: number; offset: number }) {
  const { start, end } = dayBounds(filter.from, filter.to);
  let query = db.selectFrom('page_access_logs').leftJoin('users', 'users.id', 'page_access_logs.user_id');
  if (filter.user) query = query.where(ilike('users.email', likePattern(filter.user, 'contains')));
  if (filter.route) query = query.where(ilike('page_access_logs.route', likePattern(filter.route, 'prefix')));
  if (start) query = query.where('page_access_logs.created_at', '>=', start);
  if (end) query = query.where('page_access_logs.created_at', '<', end);
  const rows = await query
    .select([
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
    ])
    .orderBy('page_access_logs.created_at', 'desc')
    .orderBy('page_access_logs.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}
