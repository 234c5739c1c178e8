import type { generalOnboardingRequestSchema } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { UploadedFile } from '../../plugins/multipart';
import { assertLocation } from '../reference';
import { findUserById, updateUser } from '../users';

type GeneralOnboardingInput = z.output<typeof generalOnboardingRequestSchema>;

/** POST /auth/onboarding: the user's details and an optional avatar; an avatar sent again replaces the old file. */
export async function completeGeneralOnboarding(
  app: FastifyInstance,
  user: UserRow,
  input: GeneralOnboardingInput,
  avatar: UploadedFile | undefined,
): Promise<UserRow> {
  await assertLocation(app.db, input.country_code, input.state_code);

  const avatarPath = avatar
    ? await app.storage.put('avatars', avatar.data, { contentType: avatar.mimeType, extension: avatar.extension })
    : undefined;
  let replaced: string | null = null;
  let updated: UserRow;
  try {
    updated = await app.db.transaction().execute(async (trx) => {
      if (avatarPath) replaced = (await findUserById(trx, user.id))?.avatar_path ?? null;
      await updateUser(trx, user.id, {
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        // A new number is unverified until confirmed by SMS.
        ...(input.phone !== user.phone ? { phone_verified_at: null } : {}),
        country_code: input.country_code,
        state_code: input.state_code,
        city: input.city,
        language: input.language,
        ...(avatarPath ? { avatar_path: avatarPath } : {}),
        has_completed_onboarding: 1,
        updated_at: nowIso(),
      });
      const row = await findUserById(trx, user.id);
      if (!row) throw new Error('user vanished during onboarding');
      return row;
    });
  } catch (error) {
    if (avatarPath) await app.storage.delete('avatars', avatarPath);
    throw error;
  }
  // A replaced avatar is public under its old name: it leaves storage once the new one is committed (issue #15).
  // A failure here only leaves an unreferenced file, never a broken profile.
  if (replaced !== null && replaced !== avatarPath) {
    const name: string = replaced;
    await app.storage
      .delete('avatars', name)
      .catch((error: unknown) => app.log.warn({ err: error, name }, 'could not remove a replaced avatar'));
  }
  return updated;
}
