import type { Authorization, PlatformSettings } from '@hireway/shared';

import type { Executor } from '../db/database';
import type { TokenPurpose, TokenRow, UserRow } from '../db/schema';

/**
 * What the auth plugin and realtime read about a session, handed to them at start-up (app.ts composes it from
 * the auth module's `sessionSource`): plugins and realtime import no feature module (docs/architecture.md).
 */
export interface SessionSource {
  /** A token that is live: not revoked, not used, not expired, of one of the purposes. */
  findLiveToken(db: Executor, tokenHash: string, purposes: readonly TokenPurpose[]): Promise<TokenRow | undefined>;
  touchToken(db: Executor, id: string, at: string): Promise<unknown>;
  revokeToken(db: Executor, id: string): Promise<unknown>;
  findUserById(db: Executor, id: string): Promise<UserRow | undefined>;
  /** The user's grants, read afresh (a change applies at once). */
  authorizationOf(db: Executor, user: UserRow): Promise<Authorization>;
  getSettings(db: Executor): Promise<PlatformSettings>;
}
