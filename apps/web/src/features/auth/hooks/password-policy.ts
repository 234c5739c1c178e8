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
