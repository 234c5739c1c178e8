import type { FormErrors } from '@mantine/form';
import { passwordPolicySchema, type PasswordComplexitySettings } from '@hireway/shared';

import { translateMessage } from '../../../lib/i18n';

interface PasswordOwner {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** The first rule of the password policy a new password breaks (translated), if any. */
export const passwordPolicyError = (
  password: string,
  settings: PasswordComplexitySettings,
  owner: PasswordOwner = {},
): string | undefined => {
  const policy = passwordPolicySchema(settings, owner).safeParse(password);
  const first = policy.success ? undefined : policy.error.issues[0];
  return first === undefined ? undefined : translateMessage(first.message);
};

/**
 * A form's `validate` for a new password: the shape checks first, then, when the password has no error yet, the
 * first policy rule it breaks.
 */
export const validateWithPasswordPolicy =
  (
    validateShape: (values: Record<string, unknown>) => FormErrors,
    settings: PasswordComplexitySettings,
    owner?: PasswordOwner,
  ) =>
  (values: { password: string }): FormErrors => {
    const errors = validateShape({ ...values });
    const policy = errors.password === undefined ? passwordPolicyError(values.password, settings, owner) : undefined;
    return policy === undefined ? errors : { ...errors, password: policy };
  };
