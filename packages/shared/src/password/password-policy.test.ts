import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { passwordComplexitySettingsSchema } from '../settings/settings.schemas';
import type { PasswordComplexitySettings } from '../settings/settings.schemas';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';
import {
  PASSWORD_MESSAGES as M,
  addPasswordPolicyIssues,
  checkPasswordPolicy,
  passwordComplexityHint,
  passwordPolicySchema,
} from './password-policy';
import type { PasswordContext } from './password-policy';

/** The spec defaults (check on, 8 characters, every class), with overrides. */
const settings = (overrides: Partial<PasswordComplexitySettings> = {}): PasswordComplexitySettings => ({
  ...passwordComplexitySettingsSchema.parse({}),
  ...overrides,
});
const off = settings({ enable_password_complexity_check: false });

describe('passwordComplexityHint', () => {
  it.each<[string, Partial<PasswordComplexitySettings>, string | null]>([
    ['check disabled', { enable_password_complexity_check: false }, null],
    [
      'every part',
      {},
      'Your password must contain at least 8 characters, one uppercase, one lowercase, one special character and one digit',
    ],
    [
      'only length',
      { include_upper_and_lower_cased_characters: false, include_special_character: false, include_number: false },
      'Your password must contain at least 8 characters',
    ],
    [
      'length and digit',
      { minimum_length: 12, include_upper_and_lower_cased_characters: false, include_special_character: false },
      'Your password must contain at least 12 characters and one digit',
    ],
    [
      'no special character',
      { include_special_character: false },
      'Your password must contain at least 8 characters, one uppercase, one lowercase and one digit',
    ],
    [
      'a minimum below 8 is shown as 8',
      { minimum_length: 4 },
      'Your password must contain at least 8 characters, one uppercase, one lowercase, one special character and one digit',
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(passwordComplexityHint(settings(overrides))).toBe(expected);
  });
});

describe('checkPasswordPolicy', () => {
  it.each<[string, string, PasswordComplexitySettings, PasswordContext, string[]]>([
    ['a strong password passes', 'Tr4il-Mango-Vivid', settings(), {}, []],
    ['too short', 'Ab1!', settings(), {}, [M.tooShort(8)]],
    ['too short even with the check off', 'zqmvtrk', off, {}, [M.tooShort(8)]],
    ['a minimum below 8 still needs 8', 'Ab1!xyz', settings({ minimum_length: 6 }), {}, [M.tooShort(8)]],
    ['a custom minimum', 'Tr4il-Mango', settings({ minimum_length: 12 }), {}, [M.tooShort(12)]],
    ['no uppercase', 'tr4il-mango-vivid', settings(), {}, [M.uppercase]],
    ['no lowercase', 'TR4IL-MANGO-VIVID', settings(), {}, [M.lowercase]],
    ['no special character', 'Tr4ilMangoVivid', settings(), {}, [M.special]],
    ['no digit', 'Trail-Mango-Vivid', settings(), {}, [M.digit]],
    ['a space counts as special', 'Tr4il Mango Vivid', settings(), {}, []],
    ['unicode letters count', 'Äpfel-birne-9ß', settings(), {}, []],
    ['classes are ignored with the check off', 'trailmangovivid', off, {}, []],
    [
      'a flag off skips its class',
      'trail-mango-vivid1',
      settings({ include_upper_and_lower_cased_characters: false }),
      {},
      [],
    ],
    [
      'contains the e-mail local part',
      'Xjane.doe-2024!',
      settings(),
      { email: 'jane.doe@example.com' },
      [M.containsEmail],
    ],
    [
      'equals the e-mail local part',
      'Jane.Doe.1!',
      settings(),
      { email: 'jane.doe.1!@example.com' },
      [M.containsEmail],
    ],
    [
      'contains the local part without its +tag and dots',
      'JaneDoe#2024',
      settings(),
      { email: 'jane.doe+jobs@x.io' },
      [M.containsEmail],
    ],
    ['a short local part is not checked', 'Bob-Trail-44', settings(), { email: 'bob@example.com' }, []],
    ['contains the first name', 'Margaret#2024x', settings(), { firstName: 'Margaret' }, [M.containsName]],
    ['contains the last name, any case', 'xx-OKAFOR-99a', settings(), { lastName: 'Okafor' }, [M.containsName]],
    ['a short name is not checked', 'Planning-2024!', settings(), { firstName: 'Ann' }, []],
    ['a common password', 'password', off, {}, [M.common]],
    ['a common password in another case', 'PaSsWoRd123', off, {}, [M.common]],
    ['a common "complex" password', 'P@ssw0rd123', settings(), {}, [M.common]],
    [
      'everything wrong',
      'password',
      settings(),
      { email: 'password@x.io' },
      [M.uppercase, M.special, M.digit, M.containsEmail, M.common],
    ],
  ])('%s', (_label, password, policy, context, expected) => {
    expect(checkPasswordPolicy(password, policy, context)).toEqual(expected);
  });

  it.each([
    ['64 characters', 64],
    ['128 characters', 128],
    ['256 characters', 256],
  ])('accepts %s and never truncates', (_label, length) => {
    const password = 'Aa1!'.repeat(length / 4);
    expect(password).toHaveLength(length);
    expect(checkPasswordPolicy(password, settings())).toEqual([]);
  });

  it('rejects more than 256 characters', () => {
    expect(checkPasswordPolicy('Aa1!'.repeat(65), settings())).toEqual([M.tooLong(256)]);
  });

  it('counts characters, not UTF-16 units', () => {
    // 7 emoji are 14 UTF-16 units but only 7 characters.
    expect(checkPasswordPolicy('😀'.repeat(7), off)).toEqual([M.tooShort(8)]);
  });
});

describe('common passwords', () => {
  it('ships at least 500 unique lower-case entries', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(500);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    expect(COMMON_PASSWORDS.every((p) => p === p.toLowerCase())).toBe(true);
  });

  it.each([
    ['123456', true],
    ['Password', true],
    ['QWERTY123', true],
    ['iloveyou', true],
    ['Tr4il-Mango-Vivid', false],
  ])('isCommonPassword(%j) → %s', (password, expected) => {
    expect(isCommonPassword(password)).toBe(expected);
  });
});

describe('passwordPolicySchema', () => {
  it.each<[string, string, PasswordContext, string[]]>([
    ['valid', 'Tr4il-Mango-Vivid', {}, []],
    ['each violation is an issue', 'short', {}, [M.tooShort(8), M.uppercase, M.special, M.digit]],
    ['uses the context', 'Margaret#2024x', { firstName: 'Margaret' }, [M.containsName]],
  ])('%s', (_label, password, context, expected) => {
    const result = passwordPolicySchema(settings(), context).safeParse(password);
    expect(result.success).toBe(expected.length === 0);
    expect(result.error?.issues.map((i) => i.message) ?? []).toEqual(expected);
  });

  it('rejects a non-string', () => {
    expect(passwordPolicySchema(settings()).safeParse(12345678).success).toBe(false);
  });

  it('can check a sibling field of an object through addPasswordPolicyIssues', () => {
    const form = z
      .object({ email: z.string(), password: z.string() })
      .superRefine((body, ctx) =>
        addPasswordPolicyIssues(ctx, body.password, settings(), { email: body.email }, ['password']),
      );
    const result = form.safeParse({ email: 'jane.doe@example.com', password: 'Jane.Doe#2024' });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[['password'], M.containsEmail]]);
  });
});
