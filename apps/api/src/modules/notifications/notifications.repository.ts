import type { Executor } from '../../db/database';
import { newestFirstOffsetPage, type OffsetWindow } from '../../db/paging';
import type { NotificationRow, UserRow } from '../../db/schema';

export const insertNotification = (db: Executor, row: NotificationRow) =>
  db.insertInto('notifications').values(row).execute();

/** Unscoped by user: only the push job uses it, with an id it enqueued itself; with its recipient's language. */
export const unsafeFindNotificationById = (
  db: Executor,
  id: string,
): Promise<(NotificationRow & { language: UserRow['language'] }) | undefined> =>
  db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .selectAll('notifications')
    .select('users.language')
    .where('notifications.id', '=', id)
    .executeTakeFirst();

export const findUserNotification = (db: Executor, userId: string, id: string): Promise<NotificationRow | undefined> =>
  db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();

export async function findUserNotifications(
  db: Executor,
  userId: string,
  page: OffsetWindow,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const base = db.selectFrom('notifications').where('user_id', '=', userId);
  return newestFirstOffsetPage(base, page, ['created_at', 'id'], (query) => query.selectAll());
}

export async function countUnreadNotifications(db: Executor, userId: string): Promise<number> {
  const { total } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return total;
}

/** Marks one of the user's notifications read (a read one keeps its first read time). */
export const markNotificationRead = (db: Executor, userId: string, id: string, now: string) =>
  db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();

/** Returns how many were marked. */
export async function markAllNotificationsRead(db: Executor, userId: string, now: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
