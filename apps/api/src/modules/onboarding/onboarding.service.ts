import type { generalOnboardingRequestSchema } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { UploadedFile } from '../../plugins/multipart';
import { assertLocation } from '../reference';
import { findUserById, updateUser } from '../users';

type GeneralOnboardingInput = z.output<typeof generalOnboardingRequestSchema>;

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
  try {
    return await app.db.transaction().execute(async (trx) => {
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
      const updated = await findUserById(trx, user.id);
      if (!updated) throw new Error('user vanished during onboarding');
      return updated;
    });
  } catch (error) {
    if (avatarPath) await app.storage.delete('avatars', avatarPath);
    throw error;
  }
}
