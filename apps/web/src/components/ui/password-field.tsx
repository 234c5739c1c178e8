import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput shows an error without marking its input invalid for assistive
 * technology (it sets only data-invalid); this one sets aria-invalid as TextInput does.
 */
export function PasswordField(props: PasswordInputProps) {
  const hasError = props.error !== undefined && props.error !== null && props.error !== false && props.error !== '';
  return <PasswordInput aria-invalid={hasError || undefined} {...props} />;
}
