import { describe, expect, it } from 'vitest';

import { csvCell, csvLine } from './csv';

describe('csv', () => {
  it('quotes every cell and doubles quotes, keeping commas and line breaks inside the cell', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(999)).toBe('"999"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}cmd|' /C calc'!A0`)).toBe(`"'${start}cmd|' /C calc'!A0"`);
    }
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 1])).toBe('"a","1"\r\n');
  });
});
