import { useSyncExternalStore } from 'react';
import type { PlatformSettings, Session, User } from '@hireway/shared';

import { LOCAL_KEYS } from '../../config/storage-keys';
import { readJson, readStorage, removeStorage, writeStorage } from '../storage';

export interface AuthState {
  token: string | null;
  user: User | null;
  settings: PlatformSettings | null;
}

type Listener = () => void;

/**
 * The stored session, its user and settings checked by the shared schemas. The schemas (and zod) load only when
 * something is stored, so an anonymous first visit does without them (ADR 0033).
 */
const readStoredState = async (): Promise<AuthState> => {
  const stored = (): boolean =>
    readStorage('local', LOCAL_KEYS.user) !== null || readStorage('local', LOCAL_KEYS.settings) !== null;
  if (!stored()) return { token: readStorage('local', LOCAL_KEYS.accessToken), user: null, settings: null };
  const { platformSettingsSchema, userSchema } = await import('./session-schemas');
  // Read after the load: a session stored meanwhile (a login in this tab or another) is the one that counts.
  const user = userSchema.safeParse(readJson('local', LOCAL_KEYS.user));
  const settings = platformSettingsSchema.safeParse(readJson('local', LOCAL_KEYS.settings));
  return {
    token: readStorage('local', LOCAL_KEYS.accessToken),
    user: user.success ? user.data : null,
    settings: settings.success ? settings.data : null,
  };
};

/** Until `loadStoredSession` (main.tsx awaits it before the first render): the token only. */
let state: AuthState = { token: readStorage('local', LOCAL_KEYS.accessToken), user: null, settings: null };
const listeners = new Set<Listener>();

const emit = (): void => {
  for (const listener of listeners) listener();
};

const persist = (next: AuthState): void => {
  if (next.token === null) removeStorage('local', LOCAL_KEYS.accessToken);
  else writeStorage('local', LOCAL_KEYS.accessToken, next.token);
  if (next.user === null) removeStorage('local', LOCAL_KEYS.user);
  else writeStorage('local', LOCAL_KEYS.user, JSON.stringify(next.user));
  if (next.settings === null) removeStorage('local', LOCAL_KEYS.settings);
  else writeStorage('local', LOCAL_KEYS.settings, JSON.stringify(next.settings));
};

const setState = (patch: Partial<AuthState>): void => {
  state = { ...state, ...patch };
  persist(state);
  emit();
};

export const getAuthState = (): AuthState => state;

export const getAccessToken = (): string | null => getAuthState().token;

export const isLoggedIn = (): boolean => {
  const current = getAuthState();
  return current.token !== null && current.user !== null;
};

export const subscribeAuth = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const storeSession = (session: Pick<Session, 'access_token' | 'user' | 'settings'>): void => {
  setState({ token: session.access_token, user: session.user, settings: session.settings });
};

export const storeUser = (user: User): void => setState({ user });

export const storeSettings = (settings: PlatformSettings): void => setState({ settings });

/** Removes the stored access token only (spec section 4: cleared shortly after a login starts). */
export const clearAccessToken = (): void => setState({ token: null });

/** Removes token, user and settings: the visitor is anonymous again. */
export const clearSession = (): void => setState({ token: null, user: null, settings: null });

/** Reads the stored session: at start (main.tsx, before the first render) and when another tab changes it. */
export const loadStoredSession = async (): Promise<void> => {
  state = await readStoredState();
  emit();
};

/** Re-reads storage: used when another tab changes the session. */
export const reloadAuthState = (): Promise<void> => loadStoredSession();

const SESSION_STORAGE_KEYS: readonly string[] = [LOCAL_KEYS.accessToken, LOCAL_KEYS.user, LOCAL_KEYS.settings];

/** Another tab logged in or out: follow it, so a stale tab never acts with a revoked token. */
export const watchOtherTabs = (): (() => void) => {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || SESSION_STORAGE_KEYS.includes(event.key)) void reloadAuthState();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

const getSnapshot = (): AuthState => state;

export const useAuth = (): AuthState => useSyncExternalStore(subscribeAuth, getSnapshot, getSnapshot);

export const useCurrentUser = (): User | null => useAuth().user;
