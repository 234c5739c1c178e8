import { crc32, deflateSync } from 'node:zlib';

import { IMAGE_MAX_PIXELS, JPEG_TYPE, PNG_TYPE, WEBP_TYPE } from '@hireway/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { makeJpegWithGps } from '../../test/upload-fixtures';
import { reencodeImage } from './images';
import { UploadRejected } from './upload-rejected';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A tiny file whose header claims width × height pixels: what a pixel flood looks like. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('reencodeImage', () => {
  it('refuses an image over the pixel limit before decoding it', async () => {
    const flood = pngClaiming(10_000, 10_000);
    expect(10_000 * 10_000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    await expect(reencodeImage(flood, PNG_TYPE)).rejects.toThrow(
      new UploadRejected('The image is too large (more than 40 megapixels)'),
    );
  });

  it('drops what was appended after the image (a JPEG that is also an HTML page)', async () => {
    const jpeg = await makeJpegWithGps();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    const clean = await reencodeImage(polyglot, JPEG_TYPE);
    expect(clean.includes('<script>')).toBe(false);
    expect((await sharp(clean).metadata()).exif).toBeUndefined();
  });

  it('keeps the format it was given', async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#ff000080' } })
      .webp()
      .withExif({ IFD0: { Artist: 'Lena Schmidt' } })
      .toBuffer();
    const clean = await reencodeImage(webp, WEBP_TYPE);
    const metadata = await sharp(clean).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses a damaged image with a readable message', async () => {
    const jpeg = await makeJpegWithGps();
    await expect(reencodeImage(jpeg.subarray(0, 200), JPEG_TYPE)).rejects.toThrow(
      new UploadRejected('The image could not be read; it may be damaged'),
    );
  });

  it('scales an image larger than maxSide down to fit, in proportion, and never scales a small one up', async () => {
    const wide = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1c7ed6' } })
      .png()
      .toBuffer();
    const logo = await sharp(await reencodeImage(wide, PNG_TYPE, 256)).metadata();
    expect([logo.width, logo.height]).toEqual([256, 128]);
    const small = await sharp({ create: { width: 100, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const kept = await sharp(await reencodeImage(small, PNG_TYPE, 256)).metadata();
    expect([kept.width, kept.height]).toEqual([100, 40]);
    const original = await sharp(await reencodeImage(wide, PNG_TYPE)).metadata();
    expect([original.width, original.height]).toEqual([1200, 600]);
  });
});
