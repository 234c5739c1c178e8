import { Input, PinInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const CODE_LENGTH = 6;

interface CodeInputProps {
  label: string;
  description?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Called once all digits are in (e.g. to submit without a click). */
  onComplete?: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * A 6-digit one-time code (authenticator app, e-mail or text message): one box per digit, pasting
 * the whole code fills every box, and the browser may offer a code received by SMS.
 */
export function CodeInput({
  label,
  description,
  value,
  onChange,
  onComplete,
  error,
  disabled,
  autoFocus,
}: CodeInputProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? `${id}-error` : null, description !== undefined ? `${id}-description` : null]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <Input.Wrapper id={id} label={label} labelElement="div" description={description} error={error}>
      <PinInput
        mt={6}
        length={CODE_LENGTH}
        type="number"
        size="lg"
        gap="xs"
        oneTimeCode
        autoFocus={autoFocus}
        disabled={disabled}
        error={hasError}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        getInputProps={(index) => ({
          'aria-label': t('codeInput.digit', { position: index + 1, total: CODE_LENGTH }),
        })}
      />
    </Input.Wrapper>
  );
}
