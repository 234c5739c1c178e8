import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

import type { UploadedFile } from '../../plugins/multipart';

/*
 * Files a seeker sends in answer to a document request, under STORAGE_DIR/cv-actions with unguessable
 * `<uuid>.<ext>` names (the extension from the bytes). Display names and download headers follow the support
 * module's rules (support.storage.ts: displayFilename, contentDisposition).
 */

export interface StoredCvActionFile {
  storageName: string;
  originalName: string;
  mimeType: string;
  size: number;
}

export const cvActionFilesDir = (storageDir: string): string => resolve(storageDir, 'cv-actions');

/** The name comes from our own rows; basename() keeps it inside the folder. */
export const cvActionFilePath = (storageDir: string, storageName: string): string =>
  join(cvActionFilesDir(storageDir), basename(storageName));

/** No NUL (PostgreSQL refuses it), at most 255 characters. */
const keepableName = (name: string): string => Array.from(name.replaceAll('\0', '')).slice(0, 255).join('');

export async function removeCvActionFiles(storageDir: string, files: readonly StoredCvActionFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(cvActionFilePath(storageDir, file.storageName), { force: true })));
}

export async function storeCvActionFiles(
  storageDir: string,
  uploads: readonly UploadedFile[],
): Promise<StoredCvActionFile[]> {
  if (uploads.length === 0) return [];
  const dir = cvActionFilesDir(storageDir);
  await mkdir(dir, { recursive: true });
  const stored: StoredCvActionFile[] = [];
  try {
    for (const upload of uploads) {
      const storageName = `${randomUUID()}.${upload.extension}`;
      await writeFile(join(dir, storageName), upload.data, { flag: 'wx' });
      stored.push({
        storageName,
        originalName: keepableName(upload.filename) || `document.${upload.extension}`,
        mimeType: upload.mimeType,
        size: upload.data.length,
      });
    }
  } catch (error) {
    await removeCvActionFiles(storageDir, stored);
    throw error;
  }
  return stored;
}

/**
 * Files are written first and the rows in one transaction; if anything after the write fails, the files are
 * removed, so neither a row without its file nor an orphan file is left behind.
 */
export async function withStoredCvActionFiles<T>(
  storageDir: string,
  uploads: readonly UploadedFile[],
  write: (files: StoredCvActionFile[]) => Promise<T>,
): Promise<T> {
  const files = await storeCvActionFiles(storageDir, uploads);
  try {
    return await write(files);
  } catch (error) {
    await removeCvActionFiles(storageDir, files);
    throw error;
  }
}
