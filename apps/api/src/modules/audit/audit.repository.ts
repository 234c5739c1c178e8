import type { Insertable } from 'kysely';

import type { Executor } from '../../db/database';
import type { AuditLogsTable } from '../../db/schema';

export const insertAuditLog = (db: Executor, row: Insertable<AuditLogsTable>) =>
  db.insertInto('audit_logs').values(row).execute();

export const findAuditEntries = (db: Executor, entity: string, entityId?: string) => {
  let query = db.selectFrom('audit_logs').selectAll().where('entity', '=', entity);
  if (entityId) query = query.where('entity_id', '=', entityId);
  return query.orderBy('created_at', 'desc').execute();
};
