import { describe, expect, it } from 'vitest';

import { registerRequestSchema } from '../auth/auth.schemas';
import { jobCreateRequestSchema } from '../jobs/jobs.schemas';
import { providerProfileUpdateRequestSchema } from '../providers/providers.schemas';
import { cleanFileName, isSafeMultiLineText, isSafeSingleLineText, UNSAFE_TEXT_MESSAGE } from './plain-text';

const HOSTILE: readonly [string, string][] = [
  ['NUL', 'Ada\u0000'],
  ['a C0 control (BEL)', 'Ada\u0007'],
  ['ESC (terminal escape)', '\u001b[31mAda'],
  ['DEL', 'Ada\u007f'],
  ['a C1 control (NEL)', 'Ada\u0085'],
  ['a C1 control (CSI)', 'Ada\u009b'],
  ['LEFT-TO-RIGHT EMBEDDING', '\u202aAda'],
  ['RIGHT-TO-LEFT EMBEDDING', '\u202bAda'],
  ['POP DIRECTIONAL FORMATTING', 'Ada\u202c'],
  ['LEFT-TO-RIGHT OVERRIDE', '\u202dAda'],
  ['RIGHT-TO-LEFT OVERRIDE', 'cv\u202efdp.exe'],
  ['LEFT-TO-RIGHT ISOLATE', '\u2066Ada'],
  ['RIGHT-TO-LEFT ISOLATE', '\u2067Ada'],
  ['FIRST STRONG ISOLATE', '\u2068Ada'],
  ['POP DIRECTIONAL ISOLATE', 'Ada\u2069'],
];

const register = (first_name: string) =>
  registerRequestSchema.safeParse({
    user_group: 'seeker',
    first_name,
    last_name: 'Lovelace',
    email: 'ada@example.test',
    password: 'a long enough password',
    password_confirmation: 'a long enough password',
    accept_terms: true,
  });

describe('plain text: control and bidirectional characters', () => {
  it.each(HOSTILE)('refuses %s in a name with a readable message on the field', (_name, value) => {
    const result = register(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['first_name'], message: UNSAFE_TEXT_MESSAGE }),
    ]);
  });

  it.each(HOSTILE)('refuses %s in multi-line text too', (_name, value) => {
    expect(isSafeMultiLineText(value)).toBe(false);
    expect(isSafeSingleLineText(value)).toBe(false);
  });

  it('refuses line breaks and tabs in one-line text, keeps them in multi-line text', () => {
    for (const value of ['Ada\nLovelace', 'Ada\rLovelace', 'Ada\tLovelace', 'Ada\u2028Lovelace', 'Ada\u2029L']) {
      expect(isSafeSingleLineText(value)).toBe(false);
    }
    expect(isSafeMultiLineText('First line\r\nsecond line\n\tindented')).toBe(true);
    expect(register('Ada\nLovelace').error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('removes zero-width spaces, word joiners and byte-order marks, keeping joiners that scripts and emoji need', () => {
    const parsed = register('\u200b\ufeffAd\u2060a\u200b');
    expect(parsed.success && parsed.data.first_name).toBe('Ada');
    // ZERO WIDTH NON-JOINER in Persian, ZERO WIDTH JOINER in an emoji sequence, RLM and LRM: legitimate text.
    for (const name of ['می\u200cخواهم', 'Ada 👩\u200d💻', 'שלום\u200f', 'Zoë', 'José', '李小龙', 'O’Brien-Smith']) {
      const result = register(name);
      expect(result.success && result.data.first_name).toBe(name);
    }
  });

  it('applies to the other single-line and multi-line fields: a job title and description, a company profile', () => {
    const job = jobCreateRequestSchema.safeParse({
      title: 'Senior \u202eredoc engineer',
      description: 'A description long enough\u0007 to pass the length rule of a job, with more words.',
    });
    expect(job.success).toBe(false);
    const messages = Object.fromEntries(
      (job.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages.title).toBe(UNSAFE_TEXT_MESSAGE);
    expect(messages.description).toBe(UNSAFE_TEXT_MESSAGE);

    const company = providerProfileUpdateRequestSchema.safeParse({
      company_name: 'Acme\u2066 Ltd',
      registration_number: 'HRB 123',
      industry: 'software',
      company_size: '1-10',
      website: 'https://acme.example',
      description: 'We build things that people use every single day.',
      phone: '+4915112345678',
      address_line1: 'Main street 1',
      city: 'Berlin\n',
      country_code: 'DE',
    });
    expect(company.success).toBe(false);
    const fields = (company.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
    expect(fields).toEqual([['company_name', UNSAFE_TEXT_MESSAGE]]);
  });

  it('cleans a file name instead of refusing it (the name is not the user’s words)', () => {
    expect(cleanFileName('cv\u202efdp.exe')).toBe('cvfdp.exe');
    expect(cleanFileName('my\u0000cv\u0007\u200b.pdf')).toBe('mycv.pdf');
    expect(cleanFileName('\u2067résumé\u2069 2026.pdf')).toBe('résumé 2026.pdf');
    expect(cleanFileName('Lebenslauf.pdf')).toBe('Lebenslauf.pdf');
    // NFC: a decomposed é (e + combining acute) is stored composed.
    expect(cleanFileName('re\u0301sume\u0301.pdf')).toBe('résumé.pdf');
  });
});
