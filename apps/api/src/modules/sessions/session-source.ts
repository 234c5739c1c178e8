import type { SessionSource } from '../../plugins/session-source';
import { getSettings } from '../settings';
import { buildAuthorization, findUserById, findUserPermissions } from '../users';
import { findLiveToken, revokeToken, touchToken } from './tokens.repository';

/** The sessions the auth plugin and realtime resolve, handed to them by app.ts. */
export const sessionSource: SessionSource = {
  findLiveToken,
  touchToken,
  revokeToken,
  findUserById,
  authorizationOf: async (db, user) => buildAuthorization(user, await findUserPermissions(db, user.id)),
  getSettings,
};
