import { DOCX_MAX_ENTRIES, DOCX_MAX_UNCOMPRESSED_BYTES } from '@hireway/shared';
import yauzl from 'yauzl';

import { UploadRejected } from './upload-rejected';

const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];
const SYMLINK = 0o120000;
const FILE_TYPE_MASK = 0o170000;
const MB = 1024 * 1024;

function openZip(data: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // lazyEntries: one central-directory record at a time, each inflated as a stream and counted. yauzl refuses
    // absolute names and `..` segments on its own (zip slip).
    yauzl.fromBuffer(data, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, zip) => {
      if (error) reject(error);
      else resolve(zip);
    });
  });
}

/**
 * A DOCX is a ZIP archive. It is accepted only when its central directory names the parts every Word document
 * has, lists at most DOCX_MAX_ENTRIES entries and at most DOCX_MAX_UNCOMPRESSED_BYTES once unpacked, and holds
 * no symbolic links (ASVS 5.2.3, 5.2.5, 5.3.3). Sizes are counted twice: as declared, and as really inflated
 * (streamed, cut off at the cap).
 */
export async function assertDocx(data: Buffer): Promise<void> {
  const zip = await openZip(data).catch(() => {
    throw new UploadRejected('The file is not a valid Word document (.docx)');
  });
  try {
    if (zip.entryCount > DOCX_MAX_ENTRIES) {
      throw new UploadRejected(`The Word document has too many parts (more than ${DOCX_MAX_ENTRIES})`);
    }
    const names = new Set<string>();
    let uncompressed = 0;
    let inflated = 0;
    const tooLarge = () =>
      new UploadRejected(
        `The Word document unpacks to more than ${DOCX_MAX_UNCOMPRESSED_BYTES / MB} MB; it cannot be accepted`,
      );
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(new UploadRejected('The file is not a valid Word document (.docx)')));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        uncompressed += entry.uncompressedSize;
        if (uncompressed > DOCX_MAX_UNCOMPRESSED_BYTES) {
          reject(tooLarge());
          return;
        }
        if (((entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK) === SYMLINK) {
          reject(new UploadRejected('The Word document contains a link to another file; it cannot be accepted'));
          return;
        }
        names.add(entry.fileName);
        if (entry.fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        // What the entry really inflates to, streamed and cut off at the cap: the sizes in the headers are the
        // sender's word (issue #15: a DOCX whose headers understate 1.1 GB). yauzl also fails a stream that
        // yields more bytes than its header declared (validateEntrySizes).
        zip.openReadStream(entry, (error, stream) => {
          if (error) {
            reject(new UploadRejected('The file is not a valid Word document (.docx)'));
            return;
          }
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            if (inflated > DOCX_MAX_UNCOMPRESSED_BYTES) {
              stream.destroy();
              reject(tooLarge());
            }
          });
          stream.on('error', () =>
            reject(new UploadRejected('The Word document unpacks to more than its headers say; it cannot be accepted')),
          );
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
    if (!REQUIRED_PARTS.every((part) => names.has(part))) {
      throw new UploadRejected('The file is a ZIP archive but not a Word document (.docx)');
    }
  } finally {
    zip.close();
  }
}
