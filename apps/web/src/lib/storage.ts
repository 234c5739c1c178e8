/**
 * Browser storage that never throws (private mode, disabled storage, quota): a failed write is
 * not worth crashing a screen for, and a failed read is the same as an empty value.
 */
type StorageKind = 'local' | 'session';

const storageOf = (kind: StorageKind): Storage | null => {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export const readStorage = (kind: StorageKind, key: string): string | null => {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStorage = (kind: StorageKind, key: string, value: string): void => {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Storage full or unavailable: the value only lives for this page view.
  }
};

export const removeStorage = (kind: StorageKind, key: string): void => {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
};

export const readJson = (kind: StorageKind, key: string): unknown => {
  const raw = readStorage(kind, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};
