import {
  DOCX_TYPE,
  IMAGE_UPLOAD_TYPES,
  isUploadType,
  UPLOAD_TYPE_INFO,
  type UploadRule,
  type UploadType,
} from '@hireway/shared';
import { fileTypeFromBuffer } from 'file-type';

import { assertDocx } from './docx';
import { type ImageType, reencodeImage } from './images';
import { UploadRejected } from './upload-rejected';

export interface InspectedUpload {
  mimeType: UploadType;
  /** Ours, from the bytes: never the uploaded name's. */
  extension: string;
  /** What is stored: the bytes as sent, or the re-encoded image. */
  data: Buffer;
}

const ZIP_TYPES = new Set(['application/zip', DOCX_TYPE]);
const isImage = (type: UploadType): type is ImageType => (IMAGE_UPLOAD_TYPES as readonly string[]).includes(type);

/**
 * Decides what an upload is from its bytes (magic numbers), refuses anything outside the rule's allow-list, looks
 * inside a DOCX without unpacking it, and re-encodes images without their metadata. A renamed program, HTML page
 * or plain ZIP never passes, whatever its name or declared type.
 */
export async function inspectUpload(data: Buffer, rule: UploadRule): Promise<InspectedUpload> {
  const detected = await fileTypeFromBuffer(data);
  const allowsDocx = rule.types.includes(DOCX_TYPE);
  let type: UploadType | null = null;
  if (detected && ZIP_TYPES.has(detected.mime) && allowsDocx) {
    await assertDocx(data);
    type = DOCX_TYPE;
  } else if (detected && isUploadType(detected.mime) && rule.types.includes(detected.mime)) {
    type = detected.mime;
  }
  if (!type) {
    throw new UploadRejected(`The file must be one of: ${rule.types.map((t) => UPLOAD_TYPE_INFO[t].label).join(', ')}`);
  }
  const extension = UPLOAD_TYPE_INFO[type].extensions[0] ?? 'bin';
  return { mimeType: type, extension, data: isImage(type) ? await reencodeImage(data, type, rule.maxImageSide) : data };
}
