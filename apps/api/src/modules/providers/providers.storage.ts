import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

import type { UploadedFile } from '../../plugins/multipart';

/*
 * Where provider files live under STORAGE_DIR:
 * - logos in `avatars/` (public: plugins/static.ts serves that folder at /media/avatars/, and the random name
 *   is the only key, as for avatars);
 * - registration documents in `provider-documents/` (private: only GET /provider/documents/{id} reads them,
 *   for their owner).
 */
export type ProviderFileArea = 'logo' | 'document';

const FOLDERS: Record<ProviderFileArea, string> = { logo: 'avatars', document: 'provider-documents' };

export const providerFileDir = (storageDir: string, area: ProviderFileArea): string =>
  resolve(storageDir, FOLDERS[area]);

/** The path of a stored file; the name comes from our own rows, and basename() keeps it inside its folder. */
export const providerFilePath = (storageDir: string, area: ProviderFileArea, name: string): string =>
  join(providerFileDir(storageDir, area), basename(name));

export interface StoredProviderFile {
  area: ProviderFileArea;
  /** `<uuid>.<ext>`, the extension from the file's bytes. */
  storageName: string;
  /** The uploaded name, kept for display: no NUL (PostgreSQL refuses it), at most 255 characters. */
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

const keepableName = (name: string): string => Array.from(name.replaceAll('\0', '')).slice(0, 255).join('');

export async function removeProviderFiles(
  storageDir: string,
  files: readonly Pick<StoredProviderFile, 'area' | 'storageName'>[],
): Promise<void> {
  await Promise.all(
    files.map((file) => rm(providerFilePath(storageDir, file.area, file.storageName), { force: true })),
  );
}

/** Writes each upload under an unguessable name; if one write fails, the ones written are removed. */
export async function storeProviderFiles(
  storageDir: string,
  uploads: readonly { area: ProviderFileArea; file: UploadedFile }[],
): Promise<StoredProviderFile[]> {
  const stored: StoredProviderFile[] = [];
  try {
    for (const { area, file } of uploads) {
      const dir = providerFileDir(storageDir, area);
      await mkdir(dir, { recursive: true });
      const storageName = `${randomUUID()}.${file.extension}`;
      await writeFile(join(dir, storageName), file.data, { flag: 'wx' });
      stored.push({
        area,
        storageName,
        originalName: keepableName(file.filename) || `document.${file.extension}`,
        contentType: file.mimeType,
        sizeBytes: file.data.length,
      });
    }
  } catch (error) {
    await removeProviderFiles(storageDir, stored);
    throw error;
  }
  return stored;
}

/**
 * Files are written first, then the rows in one transaction; if the transaction fails the new files are
 * removed, so neither a row without its file nor an orphan file is left behind.
 */
export async function withProviderFiles<T>(
  storageDir: string,
  uploads: readonly { area: ProviderFileArea; file: UploadedFile }[],
  write: (files: StoredProviderFile[]) => Promise<T>,
): Promise<T> {
  const files = await storeProviderFiles(storageDir, uploads);
  try {
    return await write(files);
  } catch (error) {
    await removeProviderFiles(storageDir, files);
    throw error;
  }
}
