import { DOCX_MAX_UNCOMPRESSED_BYTES } from '@hireway/shared';
import { describe, expect, it } from 'vitest';

import { makeDocx } from '../../test/upload-fixtures';
import { assertDocx } from './docx';

/** Rewrites every local and central header's uncompressed size to `size` (a ZIP bomb that lies about itself). */
function understate(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i + 4 <= out.length; i += 1) {
    const signature = out.readUInt32LE(i);
    if (signature === 0x04034b50) out.writeUInt32LE(size, i + 22);
    else if (signature === 0x02014b50) out.writeUInt32LE(size, i + 24);
  }
  return out;
}

describe('a DOCX is judged by what it really inflates to (issue #15, ASVS 5.2.3)', () => {
  it('accepts a plain Word document', async () => {
    await expect(assertDocx(await makeDocx())).resolves.toBeUndefined();
  });

  it('refuses a part whose headers understate what it inflates to', async () => {
    // 8 MiB of zeros deflate to a few KiB; the headers then claim 100 bytes.
    const bomb = understate(await makeDocx({ 'word/media/filler.bin': Buffer.alloc(8 * 1024 * 1024) }), 100);
    await expect(assertDocx(bomb)).rejects.toThrow(/unpacks to more than/);
  });

  it('refuses more than the cap once inflated, even spread over parts that each look small', async () => {
    const part = Buffer.alloc(DOCX_MAX_UNCOMPRESSED_BYTES / 2 + 1024);
    const bomb = understate(await makeDocx({ 'word/media/a.bin': part, 'word/media/b.bin': part }), 10);
    await expect(assertDocx(bomb)).rejects.toThrow(/unpacks to more than/);
  });
});
