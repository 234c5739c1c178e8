import { DOCX_MAX_ENTRIES, DOCX_MAX_UNCOMPRESSED_BYTES } from '@hireway/shared';
import yauzl from 'yauzl';

import { UploadRejected } from './upload-rejected';

const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];
const SYMLINK = 0o120000;
const FILE_TYPE_MASK = 0o170000;
const MB = 1024 * 1024;

/** Macros: a Word document with macros (.docm) keeps them in a vbaProject part, whatever the file is called. */
const MACRO_PART = /(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$/i;
/** XML parts are where entities would be declared; a Word document never needs a DTD. */
const XML_PART = /\.(xml|rels)$/i;
/** Looked for in XML parts as they inflate: a DTD (entities, external entities) or a macro-enabled content type. */
const FORBIDDEN_XML = /<!DOCTYPE|<!ENTITY|macroEnabled/i;
/** Kept from the end of each chunk so a marker split across two chunks is still seen. */
const CARRY = 16;

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
 * no symbolic links (ASVS 5.2.3, 5.2.5, 5.3.3), no macros (a .docm renamed) and no DTD in any XML part (entity
 * expansion, external entities: nothing here parses them, but the file would reach a reader's Word). Sizes are
 * counted twice: as declared, and as really inflated (streamed, cut off at the cap).
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
        if (MACRO_PART.test(entry.fileName)) {
          reject(new UploadRejected('The Word document contains macros; save it as a .docx without them'));
          return;
        }
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
          const scan = XML_PART.test(entry.fileName);
          let tail = '';
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            if (inflated > DOCX_MAX_UNCOMPRESSED_BYTES) {
              stream.destroy();
              reject(tooLarge());
              return;
            }
            if (!scan) return;
            const text = tail + chunk.toString('latin1');
            const found = FORBIDDEN_XML.exec(text);
            if (found) {
              stream.destroy();
              reject(
                new UploadRejected(
                  /macro/i.test(found[0])
                    ? 'The Word document contains macros; save it as a .docx without them'
                    : 'The Word document declares its own XML entities; it cannot be accepted',
                ),
              );
              return;
            }
            tail = text.slice(-CARRY);
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
