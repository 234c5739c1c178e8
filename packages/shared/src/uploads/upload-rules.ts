/*
 * Upload rules, in one place for the API (which enforces them on the file's bytes) and the web file inputs
 * (which use the same accept lists and sizes to warn early). ASVS 5.1.1: permitted types, extensions and
 * maximum sizes, including the unpacked size of archives, per upload feature.
 */

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PNG_TYPE = 'image/png';
export const JPEG_TYPE = 'image/jpeg';
export const WEBP_TYPE = 'image/webp';

export const UPLOAD_TYPES = [PDF_TYPE, DOCX_TYPE, PNG_TYPE, JPEG_TYPE, WEBP_TYPE] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** What each type is called in messages, and the file name extensions it may carry (the first one is ours). */
export const UPLOAD_TYPE_INFO: Record<UploadType, { label: string; extensions: readonly string[] }> = {
  [PDF_TYPE]: { label: 'PDF', extensions: ['pdf'] },
  [DOCX_TYPE]: { label: 'Word (.docx)', extensions: ['docx'] },
  [PNG_TYPE]: { label: 'PNG', extensions: ['png'] },
  [JPEG_TYPE]: { label: 'JPEG', extensions: ['jpg', 'jpeg'] },
  [WEBP_TYPE]: { label: 'WebP', extensions: ['webp'] },
};

/** Images are re-encoded on upload (metadata removed); these are the types that happens to. */
export const IMAGE_UPLOAD_TYPES = [PNG_TYPE, JPEG_TYPE, WEBP_TYPE] as const;
/** Documents: what a CV, an answer to a document request, an attachment or a registration document may be. */
export const DOCUMENT_UPLOAD_TYPES = [PDF_TYPE, DOCX_TYPE, PNG_TYPE, JPEG_TYPE] as const;

/** A larger image is refused before it is decoded (ASVS 5.2.6, pixel floods): 40 megapixels. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/**
 * A DOCX is a ZIP archive: refused when its central directory lists more entries, or more unpacked bytes,
 * than a real CV or letter needs (ASVS 5.2.3, zip bombs). Nothing is ever unpacked on the server.
 */
export const DOCX_MAX_ENTRIES = 1000;
export const DOCX_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

export interface UploadRule {
  /** Allowed types, checked against the file's bytes, never its name or the browser's claim. */
  readonly types: readonly UploadType[];
  readonly maxBytes: number;
  /** Images larger than this on either side are scaled down at upload (kept in proportion), never up. */
  readonly maxImageSide?: number;
}

const MB = 1024 * 1024;

/** Every upload field of the product, by feature. */
export const UPLOAD_RULES = {
  // Shown at most 120 px wide: 256 px stays sharp on a 2× screen and weighs a few KB on the board.
  avatar: { types: IMAGE_UPLOAD_TYPES, maxBytes: 2 * MB, maxImageSide: 256 },
  providerLogo: { types: IMAGE_UPLOAD_TYPES, maxBytes: 2 * MB, maxImageSide: 256 },
  blogCover: { types: IMAGE_UPLOAD_TYPES, maxBytes: 2 * MB },
  cvFile: { types: [PDF_TYPE, DOCX_TYPE], maxBytes: 5 * MB },
  providerDocument: { types: DOCUMENT_UPLOAD_TYPES, maxBytes: 5 * MB },
  cvActionFile: { types: DOCUMENT_UPLOAD_TYPES, maxBytes: 5 * MB },
  supportAttachment: { types: DOCUMENT_UPLOAD_TYPES, maxBytes: 5 * MB },
} as const satisfies Record<string, UploadRule>;

export type UploadRuleName = keyof typeof UPLOAD_RULES;

/** The `accept` attribute of a file input: the types and their extensions (some systems only know the latter). */
export const uploadAccept = (rule: UploadRule): string =>
  rule.types.flatMap((type) => [type, ...UPLOAD_TYPE_INFO[type].extensions.map((ext) => `.${ext}`)]).join(',');

/** "PDF, Word (.docx), PNG or JPEG": for messages. */
export function uploadTypeList(rule: UploadRule): string {
  const labels = rule.types.map((type) => UPLOAD_TYPE_INFO[type].label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1) ?? ''}`;
}

export const isUploadType = (value: string): value is UploadType => (UPLOAD_TYPES as readonly string[]).includes(value);
