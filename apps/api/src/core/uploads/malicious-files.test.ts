import { readdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

import { DOCX_MAX_UNCOMPRESSED_BYTES, DOCX_TYPE } from '@hireway/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EXE, multipart, PDF, validTicket } from '../../modules/support/support.test-helpers';
import { createSession } from '../../test/factories';
import { call, createTestApp, type Json, type TestContext } from '../../test/test-app';
import { HTML, makeDocx, makeZip } from '../../test/upload-fixtures';

/*
 * The table of hostile uploads (issue #15, ASVS 5.2.x): each is refused with a 4xx in the one error shape, with a
 * readable message on its field, and nothing is stored (no row, no file). Documents go to a support ticket's
 * attachment (PDF, Word, PNG, JPEG), images to the avatar of PUT /auth/profile. A second table: files that are
 * accepted because they are what they claim, made harmless (name cleaned, served as an attachment, sandboxed).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const TICKETS = '/api/v1/auth/support-tickets';
const profileFields = { first_name: 'Lena', last_name: 'Schmidt', phone: '+4915112345678', language: 'de' };
const MB = 1024 * 1024;
const TYPES_MESSAGE = 'The file must be one of: PDF, Word (.docx), PNG, JPEG';
const IMAGE_TYPES_MESSAGE = 'The file must be one of: PNG, JPEG, WebP';

/** A PNG chunk: length, type, data, CRC. */
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
};

/** A PNG whose header claims width × height (a pixel flood): a few hundred bytes that would decode to gigabytes. */
const pixelFlood = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>',
);
const XXE = `<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>`;
const LAUGHS = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&lol2;</w:t></w:r></w:p></w:body></w:document>`;
const MACRO_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>`;

interface Hostile {
  name: string;
  target: 'attachment' | 'avatar';
  filename: string;
  type: string;
  data: () => Buffer | Promise<Buffer>;
  status: number;
  message: string;
}

const HOSTILE: readonly Hostile[] = [
  {
    name: 'an HTML page with script renamed to .pdf',
    target: 'attachment',
    filename: 'invoice.pdf',
    type: 'application/pdf',
    data: () => HTML,
    status: 400,
    message: TYPES_MESSAGE,
  },
  {
    name: 'an SVG with script as a document',
    target: 'attachment',
    filename: 'logo.svg',
    type: 'image/svg+xml',
    data: () => SVG,
    status: 400,
    message: TYPES_MESSAGE,
  },
  {
    name: 'an SVG with script renamed to .png as an avatar',
    target: 'avatar',
    filename: 'me.png',
    type: 'image/png',
    data: () => SVG,
    status: 400,
    message: IMAGE_TYPES_MESSAGE,
  },
  {
    name: 'an HTML/PDF polyglot (script first, a PDF header further in)',
    target: 'attachment',
    filename: 'cv.pdf',
    type: 'application/pdf',
    data: () => Buffer.concat([HTML, PDF]),
    status: 400,
    message: TYPES_MESSAGE,
  },
  {
    name: 'a program with a double extension (cv.pdf.exe)',
    target: 'attachment',
    filename: 'cv.pdf.exe',
    type: 'application/pdf',
    data: () => EXE,
    status: 400,
    message: TYPES_MESSAGE,
  },
  {
    name: 'a program whose extension lies (.docx) and whose name has a NUL (cv.exe\\0.docx)',
    target: 'attachment',
    filename: 'cv.exe\u0000.docx',
    type: DOCX_TYPE,
    data: () => EXE,
    status: 400,
    message: TYPES_MESSAGE,
  },
  {
    name: 'a path-traversal name on an HTML page (../../../var/www/index.html.pdf)',
    target: 'attachment',
    filename: '../../../var/www/index.html.pdf',
    type: 'application/pdf',
    data: () => HTML,
    status: 400,
    message: TYPES_MESSAGE,
  },
  {
    name: 'wrong magic bytes (random bytes called .docx)',
    target: 'attachment',
    filename: 'cv.docx',
    type: DOCX_TYPE,
    data: () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)),
    status: 400,
    message: TYPES_MESSAGE,
  },
  {
    name: 'a ZIP bomb in a DOCX (100 MB + 1 of zeros)',
    target: 'attachment',
    filename: 'cv.docx',
    type: DOCX_TYPE,
    data: () => makeDocx({ 'word/media/zeros.bin': Buffer.alloc(DOCX_MAX_UNCOMPRESSED_BYTES + 1) }),
    status: 400,
    message: 'The Word document unpacks to more than 100 MB; it cannot be accepted',
  },
  {
    name: 'a DOCX with an external entity (XXE: file:///etc/passwd)',
    target: 'attachment',
    filename: 'cv.docx',
    type: DOCX_TYPE,
    data: () => makeDocx({ 'word/document.xml': XXE }),
    status: 400,
    message: 'The Word document declares its own XML entities; it cannot be accepted',
  },
  {
    name: 'a DOCX with nested entities (billion laughs)',
    target: 'attachment',
    filename: 'cv.docx',
    type: DOCX_TYPE,
    data: () => makeDocx({ 'word/document.xml': LAUGHS }),
    status: 400,
    message: 'The Word document declares its own XML entities; it cannot be accepted',
  },
  {
    name: 'a DOCX with macros (a .docm renamed, with vbaProject.bin)',
    target: 'attachment',
    filename: 'cv.docx',
    type: DOCX_TYPE,
    data: () => makeDocx({ 'word/vbaProject.bin': Buffer.from('Attribute VB_Name = "AutoOpen"') }),
    status: 400,
    message: 'The Word document contains macros; save it as a .docx without them',
  },
  {
    name: 'a DOCX whose content types declare macros',
    target: 'attachment',
    filename: 'cv.docx',
    type: DOCX_TYPE,
    data: () => makeDocx({ '[Content_Types].xml': MACRO_TYPES }),
    status: 400,
    // Recognised from its bytes as a macro-enabled document (.docm), a type no field accepts.
    message: TYPES_MESSAGE,
  },
  {
    name: 'a plain ZIP called .docx',
    target: 'attachment',
    filename: 'cv.docx',
    type: DOCX_TYPE,
    data: () => makeZip({ 'payload.js': 'alert(1)' }),
    status: 400,
    message: 'The file is a ZIP archive but not a Word document (.docx)',
  },
  {
    name: 'a pixel flood (a PNG header claiming 20,000 × 20,000)',
    target: 'avatar',
    filename: 'me.png',
    type: 'image/png',
    data: () => pixelFlood(20_000, 20_000),
    status: 400,
    message: 'The image is too large (more than 40 megapixels)',
  },
  {
    name: 'a damaged image (PNG magic, then garbage)',
    target: 'avatar',
    filename: 'me.png',
    type: 'image/png',
    data: () => Buffer.concat([pixelFlood(10, 10).subarray(0, 33), Buffer.from('garbage'.repeat(50))]),
    status: 400,
    message: 'The image could not be read; it may be damaged',
  },
  {
    name: 'a zero-byte file',
    target: 'attachment',
    filename: 'cv.pdf',
    type: 'application/pdf',
    data: () => Buffer.alloc(0),
    status: 400,
    message: 'The file is empty',
  },
  {
    name: 'an oversized body (5 MB + 1 byte of PDF)',
    target: 'attachment',
    filename: 'big.pdf',
    type: 'application/pdf',
    data: () => Buffer.concat([PDF, Buffer.alloc(5 * MB + 1 - PDF.length, 0x20)]),
    status: 413,
    message: 'The file is too large',
  },
];

/** Every file in storage, by area. */
const storedFiles = (): string[] =>
  readdirSync(ctx.storageDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .sort();

describe('the malicious-file table', () => {
  it('has at least 12 hostile uploads', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(12);
  });

  it.each(HOSTILE)('refuses $name: $status in the one error shape, nothing stored', async (hostile) => {
    const { user, token } = await createSession(ctx.app, ctx.db);
    const data = await hostile.data();
    const filesBefore = storedFiles();
    const field = hostile.target === 'avatar' ? 'avatar' : 'attachment_1';
    const form = multipart(hostile.target === 'avatar' ? profileFields : validTicket, [
      { name: field, filename: hostile.filename, type: hostile.type, data },
    ]);
    const res =
      hostile.target === 'avatar'
        ? await call(ctx.app, { method: 'PUT', url: '/api/v1/auth/profile', token, ...form })
        : await call(ctx.app, { method: 'POST', url: TICKETS, token, ...form });

    expect(res.statusCode, res.body).toBe(hostile.status);
    expect(res.data).toEqual({
      message: expect.stringMatching(/\S/),
      code: hostile.status === 413 ? 'payload_too_large' : 'validation_failed',
      errors: { [field]: [hostile.message] },
    });
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/); // no stack
    expect(storedFiles()).toEqual(filesBefore);
    const tickets = await ctx.db.selectFrom('support_tickets').select('id').where('user_id', '=', user.id).execute();
    expect(tickets).toEqual([]);
    const account = await ctx.db
      .selectFrom('users')
      .select(['avatar_path', 'first_name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(account.avatar_path).toBeNull();
    expect(account.first_name).not.toBe('Lena');
  });
});

describe('hostile names on real files: accepted, made harmless', () => {
  it.each([
    ['a path-traversal name', '../../../etc/cron.d/passwd.pdf', 'passwd.pdf'],
    ['a NUL in the name', 'cv.pdf\u0000.exe', 'cv.pdf.exe.pdf'],
    ['a right-to-left override', 'cv\u202efdp.exe', 'cvfdp.exe.pdf'],
    ['a double extension', 'cv.exe.pdf', 'cv.exe.pdf'],
  ])(
    '%s: stored under a random name, shown cleaned, served as a sandboxed attachment',
    async (_label, filename, shown) => {
      const { token } = await createSession(ctx.app, ctx.db);
      const form = multipart(validTicket, [{ name: 'attachment_1', filename, type: 'application/pdf', data: PDF }]);
      const res = await call(ctx.app, { method: 'POST', url: TICKETS, token, ...form });
      expect(res.statusCode, res.body).toBe(201);
      const attachment = (res.data.data as { messages: { attachments: Json[] }[] }).messages[0]?.attachments[0];
      expect(attachment?.filename).toBe(shown);
      const row = await ctx.db
        .selectFrom('support_attachments')
        .select(['original_name', 'storage_name'])
        .where('id', '=', String(attachment?.id))
        .executeTakeFirstOrThrow();
      for (const char of ['/', '\\', '\u0000', '\u202e']) expect(row.original_name).not.toContain(char);
      expect(row.storage_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      const download = await ctx.app.inject({
        method: 'GET',
        url: String(attachment?.download_url),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment; /);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-security-policy']).toContain('sandbox');
    },
  );

  it('re-encodes a PNG with HTML appended (a PNG/HTML polyglot): the script is gone from the stored avatar', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { token } = await createSession(ctx.app, ctx.db);
    const form = multipart(profileFields, [
      { name: 'avatar', filename: 'me.png', type: 'image/png', data: Buffer.concat([png, HTML]) },
    ]);
    const res = await call(ctx.app, { method: 'PUT', url: '/api/v1/auth/profile', token, ...form });
    expect(res.statusCode, res.body).toBe(200);
    const image = await ctx.app.inject({
      method: 'GET',
      url: String(((res.data.data as Json).user as Json).avatar_url),
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.includes('<script>')).toBe(false);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
  });
});
