import { effectiveMinimumLength, passwordComplexityHint, type PasswordComplexitySettings } from '@hireway/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The complexity hint of spec section 5 in the user's language. The shared passwordComplexityHint
 * decides whether there is a hint at all and is the English wording; the translated sentence is
 * built from the same parts (locales.test checks the English build equals the shared text).
 */
export const buildPasswordHint = (t: TFunction, settings: PasswordComplexitySettings): string | null => {
  if (passwordComplexityHint(settings) === null) return null;
  const parts = [
    t('auth:passwordHint.minLength', { min: effectiveMinimumLength(settings) }),
    ...(settings.include_upper_and_lower_cased_characters
      ? [t('auth:passwordHint.uppercase'), t('auth:passwordHint.lowercase')]
      : []),
    ...(settings.include_special_character ? [t('auth:passwordHint.special')] : []),
    ...(settings.include_number ? [t('auth:passwordHint.digit')] : []),
  ];
  const last = parts.at(-1) ?? '';
  const joined = parts.length <= 1 ? last : t('auth:passwordHint.join', { head: parts.slice(0, -1).join(', '), last });
  return t('auth:passwordHint.sentence', { parts: joined });
};

export function usePasswordHint(settings: PasswordComplexitySettings | undefined): string | null {
  const { t } = useTranslation('auth');
  return settings === undefined ? null : buildPasswordHint(t, settings);
}
