import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import type { UploadedFile } from '../plugins/multipart';

/** Images accepted as avatars and logos (checked by their bytes). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Stores an uploaded file under STORAGE_DIR/<folder> with an unguessable name; returns that name. */
export async function storeUpload(storageDir: string, folder: string, file: UploadedFile): Promise<string> {
  const dir = resolve(storageDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${file.extension}`;
  await writeFile(join(dir, name), file.data);
  return name;
}

export const removeUpload = (storageDir: string, folder: string, name: string): Promise<void> =>
  rm(join(resolve(storageDir, folder), name), { force: true });
