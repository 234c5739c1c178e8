import { join, resolve } from 'node:path';
import { basename } from 'node:path';

/*
 * Deprecated: files are written and read through app.storage (core/storage). Kept only until the admin support
 * module reads attachments through app.storage too; remove then.
 */
export { contentDisposition, displayFilename } from '../../core/storage';

/** @deprecated local disk only; use `openStoredFile(app.storage, 'tickets', …)`. */
export const storedFilePath = (storageDir: string, storageName: string): string =>
  join(resolve(storageDir, 'tickets'), basename(storageName));
