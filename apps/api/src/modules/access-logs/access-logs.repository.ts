import { randomUUID } from 'node:crypto';

import type { Executor } from '../../db/database';
import { nowIso } from '../../db/database';

export interface NewPageAccess {
  userId: string;
  route: string;
  comment: string | null;
  ip: string | null;
  userAgent: string | null;
}

export const insertPageAccess = (db: Executor, entry: NewPageAccess) =>
  db
    .insertInto('page_access_logs')
    .values({
      id: randomUUID(),
      user_id: entry.userId,
      route: entry.route,
      comment: entry.comment,
      ip: entry.ip,
      user_agent: entry.userAgent?.slice(0, 512) ?? null,
      created_at: nowIso(),
    })
    .execute();
