import { randomUUID } from 'node:crypto';

import type { Executor } from '../../db/database';
import { nowIso } from '../../db/database';
import { insertAuditLog } from './audit.repository';

/** Who made a change and from where: an admin's request. */
export interface AuditActor {
  id: string;
  ip: string | null;
}

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
  insertAuditLog(db, {
    id: randomUUID(),
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
    ip: entry.ip ?? null,
    created_at: nowIso(),
  });

/** One admin change for the audit log: the action on an entity, and what it was before and after. */
export type AdminChange = Omit<AuditEntry, 'actorId' | 'ip'>;

/** recordAudit for a change an admin's request made: the actor and their address come from `actor`. */
export const auditAdminChange = (db: Executor, actor: AuditActor, change: AdminChange) =>
  recordAudit(db, { ...change, actorId: actor.id, ip: actor.ip });
