import { randomUUID } from 'node:crypto';

import type { Executor } from '../../db/database';
import { nowIso } from '../../db/database';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Written with the caller's executor, so an audit row exists exactly when the change it records committed. */
export const recordAudit = (db: Executor, entry: AuditEntry) =>
  db
    .insertInto('audit_logs')
    .values({
      id: randomUUID(),
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: entry.ip ?? null,
      created_at: nowIso(),
    })
    .execute();

export const findAuditEntries = (db: Executor, entity: string, entityId?: string) => {
  let query = db.selectFrom('audit_logs').selectAll().where('entity', '=', entity);
  if (entityId) query = query.where('entity_id', '=', entityId);
  return query.orderBy('created_at', 'desc').execute();
};
