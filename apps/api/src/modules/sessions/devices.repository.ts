import type { Executor } from '../../db/database';

/** Marks a known device as seen now; false when the account has not used this device before. */
export async function touchKnownDevice(db: Executor, userId: string, deviceHash: string, at: string) {
  const result = await db
    .updateTable('known_devices')
    .set({ last_seen_at: at })
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records a device; false when a concurrent sign-in from the same device recorded it first. */
export async function insertKnownDevice(db: Executor, userId: string, deviceHash: string, at: string) {
  const result = await db
    .insertInto('known_devices')
    .values({ user_id: userId, device_hash: deviceHash, created_at: at, last_seen_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'device_hash']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Whether the account has a known device other than this one. */
export async function hasOtherKnownDevice(db: Executor, userId: string, deviceHash: string) {
  const row = await db
    .selectFrom('known_devices')
    .select('device_hash')
    .where('user_id', '=', userId)
    .where('device_hash', '!=', deviceHash)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the devices not seen since a time (their cookie has expired in the browser); how many went. */
export async function deleteDevicesNotSeenSince(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom('known_devices').where('last_seen_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
