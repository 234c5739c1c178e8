import { LANGUAGES } from '@hireway/shared';
import { describe, expect, it } from 'vitest';

import { renderSms, SMS_TEMPLATES } from './sms-templates';

describe('text messages', () => {
  it('exist in every language, each its own words, with the code and its lifetime in one segment', () => {
    for (const template of SMS_TEMPLATES) {
      const texts = LANGUAGES.map((language) => renderSms(template, language, { code: '482913', minutes: 10 }));
      expect(new Set(texts).size, template).toBe(LANGUAGES.length);
      for (const text of texts) {
        expect(text).toContain('482913');
        expect(text).toContain('10');
        // Short: at most two segments once accents make it UCS-2 (70 characters each).
        expect(text.length).toBeLessThanOrEqual(140);
      }
    }
  });

  it('falls back to English for a language the app does not speak', () => {
    expect(renderSms('phone-verification', 'ja', { code: '123456', minutes: 10 })).toBe(
      'Your Hireway verification code is 123456. It expires in 10 minutes.',
    );
  });
});
