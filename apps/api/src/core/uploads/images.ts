import { IMAGE_MAX_PIXELS, JPEG_TYPE, PNG_TYPE, type WEBP_TYPE } from '@hireway/shared';
import type sharpType from 'sharp';

import { lazyPackage } from '../lazy-package';
import { UploadRejected } from './upload-rejected';

/** sharp (libvips) loads with the first image or the warm-up after the server listens, not at start. */
export const sharp = lazyPackage<typeof sharpType>('sharp');

export type ImageType = typeof PNG_TYPE | typeof JPEG_TYPE | typeof WEBP_TYPE;

/**
 * Re-encodes an uploaded image in its own format (ASVS 5.2.2 "image re-writing", 14.2.8): EXIF (GPS, camera,
 * dates), XMP, IPTC and comments are dropped, the pixels are turned upright first so dropping the EXIF
 * orientation changes nothing on screen, and anything appended after the image data is gone. Only the first
 * frame of an animation is kept. Images over IMAGE_MAX_PIXELS are refused before they are decoded. With
 * `maxSide`, a larger image is scaled down to fit a maxSide × maxSide square (logos and avatars: the board sends
 * a few KB per card, not the 2 MB original).
 */
export async function reencodeImage(data: Buffer, type: ImageType, maxSide?: number): Promise<Buffer> {
  let image = sharp()(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
  if (maxSide !== undefined) {
    image = image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  }
  const output =
    type === PNG_TYPE
      ? image.png({ compressionLevel: 9 })
      : type === JPEG_TYPE
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : image.webp({ quality: 90 });
  try {
    return await output.toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (message.includes('pixel limit')) {
      throw new UploadRejected(`The image is too large (more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels)`);
    }
    throw new UploadRejected('The image could not be read; it may be damaged');
  }
}
