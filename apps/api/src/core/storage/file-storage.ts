import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: one folder (local disk) or key prefix (S3) per feature. Rows keep only the random
 * name; the area is implied by the table the row is in.
 */
export const STORAGE_AREAS = ['avatars', 'cvs', 'tickets', 'cv-actions', 'provider-documents', 'blog-covers'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export interface StoredObject {
  stream: Readable;
  contentType: string;
  sizeBytes: number;
}

/**
 * One interface for every file the product keeps. Names are always made here (`<uuid>.<ext>`), never taken
 * from the upload, so no user input reaches a path or an object key.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under a new random name in the area and returns that name. */
  put(area: StorageArea, body: Buffer, file: { contentType: string; extension: string }): Promise<string>;
  /** The stored bytes as a stream with their type and size, or null when there is no such file. */
  get(area: StorageArea, name: string): Promise<StoredObject | null>;
  exists(area: StorageArea, name: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  delete(area: StorageArea, name: string): Promise<void>;
  /** Releases connections (S3); called when the app closes. */
  close(): Promise<void>;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}(\.[a-z0-9]{1,8})?$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;

/**
 * Names read back come from our own rows (or a public URL for avatars): anything that is not a plain file name
 * is treated as missing, so `../` or a slash can never address another file or key.
 */
export const isStorageName = (name: string): boolean => NAME.test(name);

export function newStorageName(extension: string): string {
  if (!EXTENSION.test(extension)) throw new Error(`storage: not a file extension: ${extension}`);
  return `${randomUUID()}.${extension}`;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** Local files carry no metadata: their type follows from the extension we gave them (from their bytes). */
export const contentTypeOfName = (name: string): string =>
  TYPES_BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
