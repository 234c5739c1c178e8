import type { Readable } from 'node:stream';

import { isUploadType, UPLOAD_TYPE_INFO } from '@hireway/shared';
import type { FastifyReply } from 'fastify';

import { notFound } from '../errors';
import type { FileStorage, StorageArea, StoredObject } from './file-storage';

export interface FileDownload {
  stream: Readable;
  contentType: string;
  sizeBytes: number;
  /** The name offered to the browser (already passed through displayFilename). */
  filename: string;
}

const extensionsOf = (contentType: string): readonly string[] =>
  isUploadType(contentType) ? UPLOAD_TYPE_INFO[contentType].extensions : [];

/**
 * The name shown and offered on download (UP-06): no folders, no control or bidi-override characters (a name
 * like `cv\u202Efdp.exe` cannot pose as a PDF), and an extension that matches the stored type.
 */
export function displayFilename(originalName: string, contentType: string, fallback = 'attachment'): string {
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
  const extensions = extensionsOf(contentType);
  const mainExtension = extensions[0] ?? 'bin';
  if (!cleaned) return `${fallback}.${mainExtension}`;
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

/** A stored file as a download, or null when the file is gone from storage. */
export async function openStoredFile(
  storage: FileStorage,
  area: StorageArea,
  row: { storageName: string; originalName: string; contentType: string },
): Promise<FileDownload | null> {
  const object = await storage.get(area, row.storageName);
  if (!object) return null;
  return {
    stream: object.stream,
    contentType: row.contentType,
    sizeBytes: object.sizeBytes,
    filename: displayFilename(row.originalName, row.contentType),
  };
}

/** openStoredFile for what a lookup found: no row, or its file gone from storage, is a 404 on `what`. */
export async function openFoundFile(
  storage: FileStorage,
  area: StorageArea,
  row: { storageName: string; originalName: string; contentType: string } | undefined,
  what: string,
): Promise<FileDownload> {
  const file = row && (await openStoredFile(storage, area, row));
  if (!file) throw notFound(what);
  return file;
}

/** The headers every stored file leaves with (UP-08): its stored type and size, no sniffing, sandboxed. */
const storedFileHeaders = (reply: FastifyReply, file: StoredObject, disposition: string) =>
  reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'");

/**
 * Every stored file leaves the same way (UP-08): as an attachment (never rendered inline), with the type it was
 * stored as and no sniffing, and sandboxed with no sources should a browser open it anyway.
 */
export function sendDownload(reply: FastifyReply, file: FileDownload) {
  return storedFileHeaders(reply, file, contentDisposition(file.filename)).send(file.stream);
}

/**
 * A public image (a logo, an avatar, a blog cover) leaves the same way, cached for `maxAgeSeconds`: <img> tags show
 * it whatever the disposition; opened directly, it downloads.
 */
export function sendPublicImage(reply: FastifyReply, image: StoredObject, maxAgeSeconds: number) {
  return storedFileHeaders(reply, image, 'attachment')
    .header('cache-control', `public, max-age=${String(maxAgeSeconds)}, immutable`)
    .send(image.stream);
}
