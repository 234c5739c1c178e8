import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import {
  contentTypeOfName,
  type FileStorage,
  isStorageName,
  newStorageName,
  type StorageArea,
  type StoredObject,
} from './file-storage';

/** Files under STORAGE_DIR/<area>/<uuid>.<ext>: the default, for one server or a shared volume. */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(area: StorageArea, name: string): string | null {
    return isStorageName(name) ? join(this.root, area, name) : null;
  }

  async put(area: StorageArea, body: Buffer, file: { contentType: string; extension: string }): Promise<string> {
    const name = newStorageName(file.extension);
    await mkdir(join(this.root, area), { recursive: true });
    // wx: a name is never reused, even in the astronomically unlikely case of a UUID collision.
    await writeFile(join(this.root, area, name), body, { flag: 'wx' });
    return name;
  }

  async get(area: StorageArea, name: string): Promise<StoredObject | null> {
    const path = this.path(area, name);
    if (!path) return null;
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), contentType: contentTypeOfName(name), sizeBytes: info.size };
  }

  async exists(area: StorageArea, name: string): Promise<boolean> {
    const path = this.path(area, name);
    if (!path) return false;
    const info = await stat(path).catch(() => null);
    return info?.isFile() ?? false;
  }

  async delete(area: StorageArea, name: string): Promise<void> {
    const path = this.path(area, name);
    if (path) await rm(path, { force: true });
  }

  async close(): Promise<void> {}
}
