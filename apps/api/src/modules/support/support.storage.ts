import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

import type { UploadedFile } from '../../plugins/multipart';

/** A file written under STORAGE_DIR/tickets, not yet (or no longer) referenced by a row. */
export interface StoredFile {
  storageName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

export const ticketsDir = (storageDir: string): string => resolve(storageDir, 'tickets');

/** The path of a stored file; the name comes from our own rows, and basename() keeps it inside the folder. */
export const storedFilePath = (storageDir: string, storageName: string): string =>
  join(ticketsDir(storageDir), basename(storageName));

/** The uploaded name as kept in the database: no NUL (PostgreSQL refuses it), at most 255 characters. */
const keepableName = (name: string): string => Array.from(name.replaceAll('\0', '')).slice(0, 255).join('');

/** Writes each file under an unguessable `<uuid>.<ext>` name (the extension from its bytes, not its name). */
export async function storeFiles(storageDir: string, files: readonly UploadedFile[]): Promise<StoredFile[]> {
  if (files.length === 0) return [];
  const dir = ticketsDir(storageDir);
  await mkdir(dir, { recursive: true });
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const storageName = `${randomUUID()}.${file.extension}`;
      await writeFile(join(dir, storageName), file.data, { flag: 'wx' });
      stored.push({
        storageName,
        originalName: keepableName(file.filename) || `attachment.${file.extension}`,
        contentType: file.mimeType,
        sizeBytes: file.data.length,
      });
    }
  } catch (error) {
    await removeFiles(storageDir, stored);
    throw error;
  }
  return stored;
}

export async function removeFiles(storageDir: string, files: readonly StoredFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(storedFilePath(storageDir, file.storageName), { force: true })));
}

const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/**
 * The name shown and offered on download (UP-06): no folders, no control or bidi-override characters (a name
 * like `cv\u202Efdp.exe` cannot pose as a PDF), and an extension that matches the stored type.
 */
export function displayFilename(originalName: string, contentType: string): string {
  const leaf = originalName.split(/[/\\]/).pop() ?? '';
  const cleaned = Array.from(leaf)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      const isControl = code < 0x20 || (code >= 0x7f && code < 0xa0);
      const isBidi =
        (code >= 0x200e && code <= 0x200f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
      return !isControl && !isBidi;
    })
    .join('')
    .trim()
    .replace(/^\.+/, '');
  const extensions = EXTENSIONS[contentType] ?? [];
  const mainExtension = extensions[0] ?? 'bin';
  if (!cleaned) return `attachment.${mainExtension}`;
  const extension = cleaned.includes('.') ? (cleaned.split('.').pop() ?? '').toLowerCase() : '';
  const named = extensions.includes(extension) ? cleaned : `${cleaned}.${mainExtension}`;
  const chars = Array.from(named);
  return chars.length <= 200 ? named : `${chars.slice(0, 180).join('')}.${mainExtension}`;
}

/** RFC 6266 / RFC 5987: an ASCII fallback plus the UTF-8 name; no quote, backslash or CRLF can break out. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
