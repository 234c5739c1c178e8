import type { addressUpdateRequestSchema, profileUpdateRequestSchema } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { UploadedFile } from '../../plugins/multipart';
import { assertLocation } from '../reference';
import { findUserById, updateUser } from '../users';

async function reload(app: FastifyInstance, id: string): Promise<UserRow> {
  const user = await findUserById(app.db, id);
  if (!user) throw new Error('user vanished during an update');
  return user;
}

/** PUT /auth/profile: the old avatar file goes once the new one is saved. */
export async function updateProfile(
  app: FastifyInstance,
  user: UserRow,
  input: z.output<typeof profileUpdateRequestSchema>,
  avatar: UploadedFile | undefined,
): Promise<UserRow> {
  const avatarPath = avatar
    ? await app.storage.put('avatars', avatar.data, { contentType: avatar.mimeType, extension: avatar.extension })
    : null;
  try {
    await updateUser(app.db, user.id, {
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone,
      ...(input.phone !== user.phone ? { phone_verified_at: null } : {}),
      language: input.language,
      ...(avatarPath ? { avatar_path: avatarPath } : {}),
      updated_at: nowIso(),
    });
  } catch (error) {
    if (avatarPath) await app.storage.delete('avatars', avatarPath);
    throw error;
  }
  if (avatarPath && user.avatar_path) await app.storage.delete('avatars', user.avatar_path);
  return reload(app, user.id);
}

/** PUT /auth/address: the country must exist and the state must belong to it. */
export async function updateAddress(
  app: FastifyInstance,
  user: UserRow,
  input: z.output<typeof addressUpdateRequestSchema>,
) {
  await assertLocation(app.db, input.country_code, input.state_code);
  await updateUser(app.db, user.id, {
    country_code: input.country_code,
    state_code: input.state_code,
    city: input.city,
    updated_at: nowIso(),
  });
  return reload(app, user.id);
}
