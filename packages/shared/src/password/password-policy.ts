/**
 * The password policy (spec section 5 + OWASP ASVS 6.2): one implementation for the API
 * (register, reset, change) and the web forms, so both give the same messages.
 */
import { z } from 'zod';

import { DEFAULT_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../constants/constants';
import type { PasswordComplexitySettings } from '../settings/settings.schemas';
import { isCommonPassword } from './common-passwords';

/** Personal facts a password must not contain. */
export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * Shorter fragments are not checked: a name like 'Ann' would otherwise reject 'Planning-2024!',
 * which only confuses people.
 */
export const PERSONAL_FRAGMENT_MIN_LENGTH = 4;

export const PASSWORD_MESSAGES = {
  tooShort: (min: number) => `Password must be at least ${min} characters`,
  tooLong: (max: number) => `Password must be at most ${max} characters`,
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  special: 'Password must contain at least one special character',
  digit: 'Password must contain at least one digit',
  containsEmail: 'Password must not contain your e-mail address',
  containsName: 'Password must not contain your name',
  common: 'This password is too common. Choose a less predictable one',
} as const;

/** The minimum is never below 8, whatever the settings say (ASVS 6.2.1). */
export const effectiveMinimumLength = (settings: Pick<PasswordComplexitySettings, 'minimum_length'>): number =>
  Math.min(PASSWORD_MAX_LENGTH, Math.max(DEFAULT_PASSWORD_MIN_LENGTH, settings.minimum_length));

/** 'a', 'a and b', 'a, b and c'. */
const joinNaturally = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;

const requiredClasses = (settings: PasswordComplexitySettings): string[] => [
  ...(settings.include_upper_and_lower_cased_characters ? ['one uppercase', 'one lowercase'] : []),
  ...(settings.include_special_character ? ['one special character'] : []),
  ...(settings.include_number ? ['one digit'] : []),
];

/**
 * 'Your password must contain at least 8 characters, one uppercase, one lowercase,
 * one special character and one digit'; null when the complexity check is off (spec section 5).
 */
export const passwordComplexityHint = (settings: PasswordComplexitySettings): string | null => {
  if (!settings.enable_password_complexity_check) return null;
  const parts = [`at least ${effectiveMinimumLength(settings)} characters`, ...requiredClasses(settings)];
  return `Your password must contain ${joinNaturally(parts)}`;
};

// Unicode-aware classes, so 'Ä' is an uppercase letter and 'ß' a lowercase one.
const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
/** Anything that is not a letter or a number (space included, as in OWASP's list). */
const SPECIAL = /[^\p{L}\p{N}]/u;

const fragmentsOfEmail = (email: string): string[] => {
  const at = email.lastIndexOf('@');
  const local = (at < 0 ? email : email.slice(0, at)).trim().toLowerCase();
  // 'john.doe+jobs' is also checked as 'john.doe' and 'johndoe'.
  const untagged = local.split('+')[0] ?? local;
  return [local, untagged, untagged.replace(/[._-]/g, '')];
};

const containsAny = (password: string, fragments: readonly string[]): boolean => {
  const lower = password.toLowerCase();
  return fragments.some((f) => f.length >= PERSONAL_FRAGMENT_MIN_LENGTH && lower.includes(f));
};

/**
 * Every rule the password breaks, as messages (empty when it is acceptable).
 * Length is counted in characters (code points) and the password is never truncated;
 * the minimum length always applies, the character classes only when the complexity check is on.
 */
export const checkPasswordPolicy = (
  password: string,
  settings: PasswordComplexitySettings,
  context: PasswordContext = {},
): string[] => {
  const violations: string[] = [];
  const length = Array.from(password).length;
  const min = effectiveMinimumLength(settings);

  if (length < min) violations.push(PASSWORD_MESSAGES.tooShort(min));
  if (length > PASSWORD_MAX_LENGTH) violations.push(PASSWORD_MESSAGES.tooLong(PASSWORD_MAX_LENGTH));

  if (settings.enable_password_complexity_check) {
    if (settings.include_upper_and_lower_cased_characters) {
      if (!UPPERCASE.test(password)) violations.push(PASSWORD_MESSAGES.uppercase);
      if (!LOWERCASE.test(password)) violations.push(PASSWORD_MESSAGES.lowercase);
    }
    if (settings.include_special_character && !SPECIAL.test(password)) violations.push(PASSWORD_MESSAGES.special);
    if (settings.include_number && !DIGIT.test(password)) violations.push(PASSWORD_MESSAGES.digit);
  }

  if (context.email && containsAny(password, fragmentsOfEmail(context.email))) {
    violations.push(PASSWORD_MESSAGES.containsEmail);
  }
  const names = [context.firstName, context.lastName].flatMap((n) => (n ? [n.trim().toLowerCase()] : []));
  if (containsAny(password, names)) violations.push(PASSWORD_MESSAGES.containsName);

  if (isCommonPassword(password)) violations.push(PASSWORD_MESSAGES.common);
  return violations;
};

/**
 * Adds one issue per violation to a zod refinement context. Use it in an object-level
 * `.superRefine` when the e-mail and names are sibling fields (register form).
 */
export const addPasswordPolicyIssues = (
  ctx: z.RefinementCtx,
  password: string,
  settings: PasswordComplexitySettings,
  context: PasswordContext = {},
  path: readonly PropertyKey[] = [],
): void => {
  for (const message of checkPasswordPolicy(password, settings, context)) {
    ctx.addIssue({ code: 'custom', message, path: [...path] });
  }
};

/** A string schema enforcing the policy; the same for the API body and the web form. */
export const passwordPolicySchema = (settings: PasswordComplexitySettings, context: PasswordContext = {}) =>
  z.string().superRefine((password, ctx) => addPasswordPolicyIssues(ctx, password, settings, context));
