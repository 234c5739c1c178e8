import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { LANGUAGES } from '@hireway/shared';
import { describe, expect, it } from 'vitest';

import { sendEmailPayloadSchema } from './mail.jobs';
import { EMAIL_COPY } from './templates.copy';
import { EMAIL_TEMPLATES, escapeHtml, renderEmail, type EmailTemplateParamsInput } from './templates';

/** Params with values that are easy to find in the output, and a name that needs escaping. */
const SAMPLES: EmailTemplateParamsInput = {
  'confirm-email': { name: 'Zoë <b>&"O\'Neil"', link: 'https://app.hireway.test/auth/login?confirm=tok_abc&x=1' },
  'password-reset': {
    name: 'Ana',
    link: 'https://app.hireway.test/auth/reset-password?token=tok_reset',
    minutes: '60',
  },
  'password-changed': { name: 'Ben' },
  'mfa-otp': { name: 'Chloé', code: '482913', minutes: 10 },
  'mfa-deactivate-code': { name: 'Dieter', code: '771204', minutes: '10' },
  'mfa-failed-attempts': { name: 'Eva' },
  'recovery-code-used': { name: 'Fátima', remaining: '7' },
  'account-exists': {
    name: 'Gus',
    loginLink: 'https://app.hireway.test/auth/login',
    resetLink: 'https://app.hireway.test/auth/forgot-password',
  },
  'mfa-enabled': { name: 'Lea' },
  'mfa-disabled': { name: 'Marco' },
  'mfa-reset': { name: 'Olga' },
  'account-suspended': { name: 'Nadia' },
  'email-changed': {
    name: 'Ines',
    newEmail: 'ines.new@example.test',
    time: '2026-11-26T09:41:00.000Z',
    undoLink: 'https://app.hireway.test/auth/login?restore_email=abc',
    days: 7,
  },
  'new-device-sign-in': {
    name: 'Rui',
    time: '2026-11-26T09:41:00.000Z',
    browser: 'Firefox <133>',
    system: 'Linux',
    ip: '203.0.113.7',
    passwordLink: 'https://app.hireway.test/security/password/change',
    securityLink: 'https://app.hireway.test/security/mfa',
  },
  'payment-receipt': { name: 'Hana', amount: '€9.99', reference: 'HW-abcdefghij0123' },
  'support-reply': {
    name: 'Kemi',
    subject: 'Refund <please> & thanks',
    link: 'https://app.hireway.test/job-seeker/contact-us/5c1f0d4e-0000-4000-8000-000000000001',
  },
  'provider-approved': {
    name: 'Ines',
    company: 'Acme & Söhne <GmbH>',
    link: 'https://app.hireway.test/provider',
  },
  'provider-declined': {
    name: 'Jonas',
    company: 'Nordlicht Logistik',
    reason: 'The registration certificate is unreadable; please upload a clearer scan.',
    link: 'https://app.hireway.test/auth/business/declined',
  },
  'application-accepted': {
    name: 'Kofi',
    jobTitle: 'Warehouse <Lead> & Driver',
    company: 'Acme & Co',
    link: 'https://app.hireway.test/job-seeker/track/job-applications',
  },
  'application-rejected': {
    name: 'Lena',
    jobTitle: 'Backend developer',
    company: 'Nordlicht Logistik',
    reason: 'We chose a candidate with more experience in logistics software.',
    link: 'https://app.hireway.test/job-seeker/track/job-applications',
  },
  'interview-invitation': {
    name: 'Mateus',
    company: 'Acme & Co',
    date: '2026-12-03',
    time: '14:30',
    timezone: 'Europe/Lisbon',
    link: 'https://app.hireway.test/job-seeker/track/interview-requests',
  },
  'documents-requested': {
    name: 'Nadia',
    company: 'Acme & Co',
    documents: 'Passport, Degree certificate',
    link: 'https://app.hireway.test/job-seeker/track/additional-documents',
  },
  'employment-started': {
    name: 'Oskar',
    company: 'Nordlicht Logistik',
    position: 'Forklift operator',
    startDate: '2026-12-07',
    link: 'https://app.hireway.test/job-seeker/my-jobs',
  },
  'employment-terminated': {
    name: 'Paula',
    company: 'Nordlicht Logistik',
    position: 'Forklift operator',
    date: '2027-01-31',
    reason: 'The warehouse in Porto is closing at the end of January.',
    link: 'https://app.hireway.test/job-seeker/my-jobs',
  },
};

/** Params each language writes its own way: the instant of a sign-in, in UTC. */
const WRITTEN_AS: Partial<Record<string, Record<string, Record<string, string>>>> = {
  'email-changed': {
    time: {
      en: '26 November 2026 at 09:41 UTC',
      de: '26. November 2026 um 09:41 UTC',
      fr: '26 novembre 2026 à 09:41 UTC',
      pt: '26 de novembro de 2026 às 09:41 UTC',
    },
    days: { en: '7 days', de: '7 Tage', fr: '7 jours', pt: '7 dias' },
  },
  'new-device-sign-in': {
    time: {
      en: '26 November 2026 at 09:41 UTC',
      de: '26. November 2026 um 09:41 UTC',
      fr: '26 novembre 2026 à 09:41 UTC',
      pt: '26 de novembro de 2026 às 09:41 UTC',
    },
  },
};

const LEFTOVERS = /\{\{|\}\}|\$\{|undefined|null|NaN|\[object /;

describe('e-mail templates', () => {
  it('cover every template in every language, and nothing else', () => {
    expect(Object.keys(EMAIL_COPY.templates).sort()).toEqual([...EMAIL_TEMPLATES].sort());
    for (const template of EMAIL_TEMPLATES) {
      expect(Object.keys(EMAIL_COPY.templates[template]).sort(), template).toEqual([...LANGUAGES].sort());
    }
    expect(Object.keys(EMAIL_COPY.chrome).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const template of EMAIL_TEMPLATES) {
    describe(template, () => {
      const params = SAMPLES[template];
      const english = renderEmail(template, 'en', params);

      for (const language of LANGUAGES) {
        it(`renders completely in ${language}`, () => {
          const email = renderEmail(template, language, params);
          const parts: [string, string][] = [
            ['subject', email.subject],
            ['text', email.text],
            ['html', email.html],
          ];
          for (const [part, value] of parts) {
            expect(value, `${template}/${language} ${part}`).not.toMatch(LEFTOVERS);
            expect(value.trim().length, `${template}/${language} ${part}`).toBeGreaterThan(0);
          }
          if (language !== 'en') {
            // A real translation, not the English copy.
            expect(email.subject).not.toBe(english.subject);
            expect(email.text).not.toBe(english.text);
          }
          // Every param shows up: raw (or as the language writes it) in the text, escaped in the HTML.
          for (const [key, value] of Object.entries(params)) {
            const shown = WRITTEN_AS[template]?.[key]?.[language] ?? String(value);
            expect(email.text).toContain(shown);
            expect(email.html).toContain(escapeHtml(shown));
          }
          expect(email.html).toContain(`<html lang="${language}"`);
          expect(email.html).toContain('>Hireway</p>');
          expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
          expect(email.html).not.toMatch(/<table/i);
          // Codes and links stay out of the subject (it shows in previews and logs).
          for (const secret of ['code', 'link', 'loginLink', 'resetLink']) {
            const value = (params as Record<string, unknown>)[secret];
            if (typeof value === 'string') expect(email.subject).not.toContain(value);
          }
        });
      }
    });
  }

  it('escapes every interpolated value in the HTML', () => {
    const { html, text } = renderEmail('confirm-email', 'en', SAMPLES['confirm-email']);
    expect(text).toContain('Hello Zoë <b>&"O\'Neil",');
    expect(html).toContain('Hello Zoë &lt;b&gt;&amp;&quot;O&#39;Neil&quot;,');
    expect(html).not.toContain('<b>');
    expect(html).toContain('href="https://app.hireway.test/auth/login?confirm=tok_abc&amp;x=1"');
  });

  it('uses each language’s plural forms', () => {
    const one = { name: 'Ana', link: 'https://hireway.test/r', minutes: 1 };
    const many = { ...one, minutes: 60 };
    expect(renderEmail('password-reset', 'en', one).text).toContain('expires in 1 minute.');
    expect(renderEmail('password-reset', 'en', many).text).toContain('expires in 60 minutes.');
    expect(renderEmail('password-reset', 'de', one).text).toContain('in 1 Minute ab');
    expect(renderEmail('password-reset', 'de', many).text).toContain('in 60 Minuten ab');
    expect(renderEmail('recovery-code-used', 'en', { name: 'Ana', remaining: 0 }).text).toContain(
      'You have no recovery codes left.',
    );
  });

  it('greets without a name when there is none', () => {
    expect(renderEmail('password-changed', 'en', { name: '' }).text).toContain('\nHello,\n');
    expect(renderEmail('password-changed', 'de', { name: '' }).text).toContain('\nGuten Tag,\n');
  });

  it('refuses params a template cannot use safely', () => {
    expect(() => renderEmail('confirm-email', 'en', { name: 'A', link: 'javascript:alert(1)' })).toThrow();
    expect(() => renderEmail('mfa-otp', 'en', { name: 'A', code: '<script>', minutes: 5 })).toThrow();
    expect(() => renderEmail('password-reset', 'en', { name: 'A', link: 'https://h.test', minutes: 'soon' })).toThrow();
  });

  it('accept every template in the send-email payload, with its own params only', () => {
    for (const template of EMAIL_TEMPLATES) {
      const payload = { to: 'someone@example.test', language: 'fr', template, params: SAMPLES[template] };
      expect(sendEmailPayloadSchema.safeParse(payload).success, template).toBe(true);
    }
    const mismatched = {
      to: 'a@example.test',
      language: 'en',
      template: 'mfa-otp',
      params: SAMPLES['password-changed'],
    };
    expect(sendEmailPayloadSchema.safeParse(mismatched).success).toBe(false);
    const badAddress = { to: 'not an address', language: 'en', template: 'password-changed', params: { name: 'A' } };
    expect(sendEmailPayloadSchema.safeParse(badAddress).success).toBe(false);
  });
});

describe('who an e-mail speaks to', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });
  const root = join(import.meta.dirname, '..', '..');

  it("every e-mail the API enqueues is in its recipient's stored language, never a fixed one", () => {
    const calls: string[] = [];
    for (const file of sources(root)) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\b(enqueueEmail|emailAccountHolder)\(/g)) {
        if (file.endsWith(join('mail', 'mail.jobs.ts'))) continue; // the definitions
        // emailAccountHolder takes the recipient's row and writes its language itself.
        if (match[1] === 'emailAccountHolder') {
          calls.push(`${relative(root, file)}: recipient`);
          continue;
        }
        // The call up to its params: where `to`, `template` and `language` are given.
        const call = code.slice(match.index, code.indexOf('params', match.index));
        calls.push(`${relative(root, file)}: ${/\blanguage\b(?!:\s*['"`])/.test(call) ? 'recipient' : call}`);
      }
    }
    expect(calls.length).toBeGreaterThan(15);
    expect(calls.filter((call) => !call.endsWith(': recipient'))).toEqual([]);
  });
});
