import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput with three fixes (issue 14):
 * - an error marks the input invalid for assistive technology (Mantine sets only data-invalid), as TextInput does;
 * - the show-password button is a Tab stop (Mantine takes it out of the tab order, so a keyboard user could never
 *   check what they typed: WCAG 2.1.1);
 * - that button's name is translated ("Show password", pressed or not), not Mantine's English
 *   "Toggle password visibility".
 */
export function PasswordField({ visibilityToggleButtonProps, ...props }: PasswordInputProps) {
  const { t } = useTranslation('common');
  const hasError = props.error !== undefined && props.error !== null && props.error !== false && props.error !== '';
  return (
    <PasswordInput
      aria-invalid={hasError || undefined}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('showPassword'), ...visibilityToggleButtonProps }}
      {...props}
    />
  );
}
