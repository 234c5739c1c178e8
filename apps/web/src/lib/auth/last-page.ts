import { isAuthPath } from '@hireway/shared';
import { z } from 'zod';

import { SESSION_KEYS } from '../../config/storage-keys';
import { readJson, removeStorage, writeStorage } from '../storage';

const lastPageSchema = z.object({ path: z.string().startsWith('/'), user_id: z.string() });

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
  const parsed = lastPageSchema.safeParse(readJson('session', SESSION_KEYS.lastPageAccessed));
  removeStorage('session', SESSION_KEYS.lastPageAccessed);
  if (!parsed.success || parsed.data.user_id !== userId) return null;
  const pathname = parsed.data.path.split(/[?#]/)[0] ?? '';
  return isAuthPath(pathname) ? null : parsed.data.path;
};
