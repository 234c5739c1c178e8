import { isAuthPath } from '@hireway/shared';

import { SESSION_KEYS } from '../../config/storage-keys';
import { readJson, removeStorage, writeStorage } from '../storage';

interface LastPage {
  path: string;
  user_id: string;
}

/** What rememberLastPage wrote, or null (a plain check, not zod: this is on the login path, ADR 0033). */
const readLastPage = (value: unknown): LastPage | null =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  typeof value.path === 'string' &&
  value.path.startsWith('/') &&
  'user_id' in value &&
  typeof value.user_id === 'string'
    ? { path: value.path, user_id: value.user_id }
    : null;

/** Remembered at logout so the same user lands back where they were (spec section 4). */
export const rememberLastPage = (path: string, userId: string): void => {
  if (isAuthPath(path)) return;
  writeStorage('session', SESSION_KEYS.lastPageAccessed, JSON.stringify({ path, user_id: userId }));
};

/**
 * Spec section 2: entering a home with a stored last page that is not an auth page removes it and
 * goes there. We keep the user id with it so one user's page is never offered to the next.
 */
export const takeLastPage = (userId: string): string | null => {
  const stored = readLastPage(readJson('session', SESSION_KEYS.lastPageAccessed));
  removeStorage('session', SESSION_KEYS.lastPageAccessed);
  if (stored === null || stored.user_id !== userId) return null;
  const pathname = stored.path.split(/[?#]/)[0] ?? '';
  return isAuthPath(pathname) ? null : stored.path;
};
