import { describe, expect, it } from 'vitest';

import { contentDisposition, displayFilename } from './download';

describe('displayFilename (UP-06)', () => {
  it.each([
    ['report.pdf', 'application/pdf', 'report.pdf'],
    ['Report.PDF', 'application/pdf', 'Report.PDF'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['..\\..\\windows\\win.ini', 'image/png', 'win.ini.png'],
    ['cv\u202Efdp.exe', 'application/pdf', 'cvfdp.exe.pdf'],
    ['in\r\nvoice.pdf', 'application/pdf', 'invoice.pdf'],
    ['.hidden.pdf', 'application/pdf', 'hidden.pdf'],
    ['', 'image/png', 'attachment.png'],
    ['\u0000', 'image/png', 'attachment.png'],
  ])('%j (%s) → %j', (name, type, expected) => {
    expect(displayFilename(name, type)).toBe(expected);
  });

  it('shortens very long names and keeps the extension', () => {
    const name = displayFilename(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(184);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('always says attachment, with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Lebenslauf Müller.pdf')).toBe(
      `attachment; filename="Lebenslauf M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = contentDisposition('a"; filename*=evil\\.pdf\r\nX-Injected: 1');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_; filename*=evil_.pdf__X-Injected: 1"; ')).toBe(true);
  });
});
