import { buffer } from 'node:stream/consumers';

import sharp from 'sharp';
import yazl from 'yazl';

/** Files for upload tests, built in the test run rather than checked in. */

/** A ZIP archive with the given entries (deflated). */
export async function makeZip(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name, { mtime: new Date('2026-01-01T00:00:00Z') });
  }
  zip.end();
  return buffer(zip.outputStream);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:body><w:p><w:r><w:t>Lena Schmidt: curriculum vitae</w:t></w:r></w:p></w:body>
</w:document>`;

/** A minimal Word document, with extra parts when a test needs a large or crowded one. */
export const makeDocx = (extra: Record<string, Buffer | string> = {}): Promise<Buffer> =>
  makeZip({ '[Content_Types].xml': CONTENT_TYPES, '_rels/.rels': RELS, 'word/document.xml': DOCUMENT, ...extra });

/** A 40×20 JPEG that says it was taken at 52.5°N 13.4°E on a "HirewayCam", and is to be shown rotated 90°. */
export const makeJpegWithGps = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'HirewayCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
