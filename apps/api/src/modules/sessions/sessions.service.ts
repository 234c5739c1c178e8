import type { PlatformSettings, Session } from '@hireway/shared';

import type { Config } from '../../config/config';
import type { ClientInfo } from '../../core/client-info';
import type { Executor } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { buildAuthorization, toUserDto } from '../users';
import { findProfile, findUserPermissions } from '../users';
import { issueToken } from './tokens.service';

/** Issues a new web session token: a fresh random value on every login (JWT-05); only its hash is kept. */
export async function issueWebToken(db: Executor, config: Config, user: UserRow, client: ClientInfo) {
  const { token, expiresAt } = await issueToken(db, config, user.id, 'web', { client });
  return { token, expiresAt };
}

/** The user as the client sees it, with grants read from the database. */
export async function presentUser(db: Executor, user: UserRow, settings: PlatformSettings) {
  const [profile, permissions] = await Promise.all([findProfile(db, user.id), findUserPermissions(db, user.id)]);
  return toUserDto(user, profile, buildAuthorization(user, permissions), settings);
}

/** The login / signup answer: `{ user, settings, abilities, access_token }`. */
export async function buildSession(
  db: Executor,
  user: UserRow,
  settings: PlatformSettings,
  token: { token: string; expiresAt: string },
): Promise<Session> {
  const dto = await presentUser(db, user, settings);
  return {
    user: dto,
    settings,
    abilities: dto.ability,
    access_token: token.token,
    token_type: 'Bearer',
    expires_at: token.expiresAt,
  };
}
