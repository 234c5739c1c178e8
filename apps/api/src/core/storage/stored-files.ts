import { cleanFileName } from '@hireway/shared';

import type { UploadedFile } from '../../plugins/multipart';
import type { FileStorage, StorageArea } from './file-storage';

/** A file written to storage for a row that is about to be (or was) written. */
export interface StoredUpload {
  area: StorageArea;
  /** `<uuid>.<ext>`, the extension from the file's bytes. */
  storageName: string;
  /** The uploaded name, kept for display: no control, bidirectional or zero-width character, at most 255 characters. */
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

export interface UploadToStore {
  area: StorageArea;
  file: UploadedFile;
  /** The display name when the upload had none (default `document`); the extension is added. */
  fallbackName?: string;
}

/**
 * An uploaded file's name as stored: controls (NUL included: PostgreSQL refuses it), bidirectional formatting and
 * zero-width characters removed (`cv\u202Efdp.exe` would read as a PDF), no folders (`../../etc/passwd` is kept as
 * `passwd`), trimmed, at most 255 characters.
 */
export const keepableName = (name: string): string =>
  Array.from(cleanFileName(name).split(/[/\\]/).pop()?.trim() ?? '')
    .slice(0, 255)
    .join('');

export async function removeStoredFiles(
  storage: FileStorage,
  files: readonly Pick<StoredUpload, 'area' | 'storageName'>[],
): Promise<void> {
  await Promise.all(files.map((file) => storage.delete(file.area, file.storageName)));
}

/** Writes each upload under a new random name; if one write fails, the ones already written are removed. */
export async function storeUploads(storage: FileStorage, uploads: readonly UploadToStore[]): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  try {
    for (const { area, file, fallbackName = 'document' } of uploads) {
      const storageName = await storage.put(area, file.data, { contentType: file.mimeType, extension: file.extension });
      stored.push({
        area,
        storageName,
        originalName: keepableName(file.filename) || `${fallbackName}.${file.extension}`,
        contentType: file.mimeType,
        sizeBytes: file.data.length,
      });
    }
  } catch (error) {
    await removeStoredFiles(storage, stored).catch(() => undefined);
    throw error;
  }
  return stored;
}

/**
 * Files are written first, then the rows (in one transaction, inside `write`); if `write` fails the new files
 * are removed, so neither a row without its file nor an orphan file is left behind.
 */
export async function withStoredUploads<T>(
  storage: FileStorage,
  uploads: readonly UploadToStore[],
  write: (files: StoredUpload[]) => Promise<T>,
): Promise<T> {
  const files = await storeUploads(storage, uploads);
  try {
    return await write(files);
  } catch (error) {
    await removeStoredFiles(storage, files).catch(() => undefined);
    throw error;
  }
}
