import { passwordComplexityHint, passwordComplexitySettingsSchema } from '@hireway/shared';
import { describe, expect, it } from 'vitest';

import { i18n } from '../../../lib/i18n';
import { buildPasswordHint } from './use-password-hint';

describe('password hint', () => {
  const settings = (overrides: Record<string, unknown>) => passwordComplexitySettingsSchema.parse(overrides);

  it.each([
    {},
    { minimum_length: 12, include_special_character: false },
    { include_upper_and_lower_cased_characters: false, include_number: false },
    { include_upper_and_lower_cased_characters: false, include_number: false, include_special_character: false },
    { enable_password_complexity_check: false },
  ])('reads in English exactly as the shared passwordComplexityHint (%o)', (overrides) => {
    const policy = settings(overrides);
    expect(buildPasswordHint(i18n.getFixedT('en'), policy)).toBe(passwordComplexityHint(policy));
  });

  it('is translated', async () => {
    await i18n.loadLanguages('de');
    expect(buildPasswordHint(i18n.getFixedT('de'), settings({}))).toBe(
      'Ihr Passwort muss mindestens 8 Zeichen, einen Großbuchstaben, einen Kleinbuchstaben, ein Sonderzeichen und eine Ziffer enthalten',
    );
  });
});
