import { DOCX_MAX_ENTRIES, DOCX_MAX_UNCOMPRESSED_BYTES, DOCX_TYPE } from '@hireway/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EXE, type FilePart, multipart, PDF, validTicket } from '../../modules/support/support.test-helpers';
import { createSession } from '../../test/factories';
import { type FakeS3, fakeS3Env, startFakeS3 } from '../../test/fake-s3';
import { call, createTestApp, type Json, type TestContext } from '../../test/test-app';
import { HTML, makeDocx, makeJpegWithGps, makeZip } from '../../test/upload-fixtures';

const TICKETS = '/api/v1/auth/support-tickets';

const firstAttachment = (data: Json): Json | undefined =>
  (data.data as { messages: { attachments: Json[] }[] }).messages[0]?.attachments[0];

const profileFields = { first_name: 'Lena', last_name: 'Schmidt', phone: '+4915112345678', language: 'de' };

describe.each(['local disk', 'S3'])('uploads on %s storage', (kind) => {
  let ctx: TestContext;
  let fake: FakeS3 | null = null;

  beforeAll(async () => {
    fake = kind === 'S3' ? await startFakeS3() : null;
    ctx = await createTestApp(fake ? fakeS3Env(fake) : {});
  });
  afterAll(async () => {
    await ctx.close();
    await fake?.close();
  });

  const attach = async (file: Omit<FilePart, 'name'>) => {
    const { token } = await createSession(ctx.app, ctx.db);
    const form = multipart(validTicket, [{ name: 'attachment_1', ...file }]);
    return { token, res: await call(ctx.app, { method: 'POST', url: TICKETS, token, ...form }) };
  };

  it('accepts a Word document and serves it back as a download with its type', async () => {
    const docx = await makeDocx();
    const { token, res } = await attach({ filename: 'Lebenslauf.docx', type: 'application/octet-stream', data: docx });
    expect(res.statusCode, res.body).toBe(201);
    const attachment = firstAttachment(res.data);
    expect(attachment).toMatchObject({ filename: 'Lebenslauf.docx', content_type: DOCX_TYPE, size_bytes: docx.length });

    const download = await ctx.app.inject({
      method: 'GET',
      url: String(attachment?.download_url),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(docx)).toBe(true);
    expect(download.headers['content-type']).toBe(DOCX_TYPE);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf.docx"; filename*=UTF-8''Lebenslauf.docx`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    if (fake) expect([...fake.objects.keys()].filter((key) => key.startsWith('tickets/'))).toHaveLength(1);
  });

  it('refuses a DOCX whose parts unpack to more than the limit (zip bomb), before storing anything', async () => {
    const bomb = await makeDocx({ 'word/media/zeros.bin': Buffer.alloc(DOCX_MAX_UNCOMPRESSED_BYTES + 1) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { res } = await attach({ filename: 'cv.docx', type: DOCX_TYPE, data: bomb });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({
      attachment_1: ['The Word document unpacks to more than 100 MB; it cannot be accepted'],
    });
  });

  it('refuses a DOCX with too many parts', async () => {
    const crowded = await makeDocx(
      Object.fromEntries(Array.from({ length: DOCX_MAX_ENTRIES }, (_, i) => [`word/parts/p${i}.xml`, '<a/>'])),
    );
    const { res } = await attach({ filename: 'cv.docx', type: DOCX_TYPE, data: crowded });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({ attachment_1: ['The Word document has too many parts (more than 1000)'] });
  });

  it('refuses a ZIP that is not a Word document, whatever it is called', async () => {
    const zip = await makeZip({ 'payload.js': 'alert(1)', 'readme.txt': 'hello' });
    const { res } = await attach({ filename: 'cv.docx', type: DOCX_TYPE, data: zip });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({ attachment_1: ['The file is a ZIP archive but not a Word document (.docx)'] });
  });

  it.each([
    ['a program renamed to .pdf', 'invoice.pdf', 'application/pdf', EXE],
    ['an HTML page renamed to .docx', 'cv.docx', DOCX_TYPE, HTML],
    ['an HTML page renamed to .png', 'photo.png', 'image/png', HTML],
  ])('refuses %s', async (_label, filename, type, data) => {
    const { res } = await attach({ filename, type, data });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({ attachment_1: ['The file must be one of: PDF, Word (.docx), PNG, JPEG'] });
    if (fake) expect([...fake.objects.keys()].filter((key) => key.includes(filename))).toHaveLength(0);
  });

  it('strips EXIF (GPS, camera) from an avatar and turns it upright', async () => {
    const jpeg = await makeJpegWithGps();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.includes('HirewayCam')).toBe(true);

    const { token } = await createSession(ctx.app, ctx.db);
    const form = multipart(profileFields, [
      { name: 'avatar', filename: 'holiday.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    const res = await call(ctx.app, { method: 'PUT', url: '/api/v1/auth/profile', token, ...form });
    expect(res.statusCode, res.body).toBe(200);
    const avatarUrl = String(((res.data.data as Json).user as Json).avatar_url);
    expect(avatarUrl).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.jpg$/);

    const image = await ctx.app.inject({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toBe('attachment');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const after = await sharp(image.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(image.rawPayload.includes('HirewayCam')).toBe(false);
    // The 90° turn the EXIF asked for is now in the pixels.
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  it('keeps a PDF byte for byte', async () => {
    const { token, res } = await attach({ filename: 'scan.pdf', type: 'application/pdf', data: PDF });
    expect(res.statusCode).toBe(201);
    const attachment = firstAttachment(res.data);
    const download = await ctx.app.inject({
      method: 'GET',
      url: String(attachment?.download_url),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for media that does not exist or is not public', async () => {
    for (const url of ['/media/avatars/00000000-0000-4000-8000-000000000000.png', '/media/tickets/x.pdf']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
