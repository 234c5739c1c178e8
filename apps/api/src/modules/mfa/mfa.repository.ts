import type { Executor } from '../../db/database';

/** Records a TOTP step as used, only if it is newer than the last one: false means a replayed code. */
export async function acceptTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ mfa_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
