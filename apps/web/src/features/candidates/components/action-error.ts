import { isApiError } from '../../../lib/api-client';
import { currentLanguage, i18n, translateMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';

/** Codes with a translated explanation of their own, for server messages the `messages` namespace does not know. */
const EXPLAINED_CODES = ['invalid_transition', 'conflict', 'not_found', 'forbidden'] as const;

/**
 * A failed hiring step as a readable toast: the server's message when it can be shown in the interface
 * language (English, or one the `messages` namespace translates), else a translated explanation of its code
 * (a 409 "illegal transition" says the status changed meanwhile).
 */
export const actionErrorMessage = (error: unknown): string => {
  if (!isApiError(error)) return i18n.t('candidates:errors.failed');
  const translated = translateMessage(error.message);
  if (currentLanguage() === 'en' || translated !== error.message) return translated;
  const code = EXPLAINED_CODES.find((known) => known === error.code);
  return code === undefined ? translated : i18n.t(`candidates:errors.${code}`);
};

export const notifyActionError = (error: unknown): void => {
  const title =
    isApiError(error) && error.code === 'invalid_transition' ? i18n.t('candidates:errors.notPossible') : undefined;
  notifyError({ title, message: actionErrorMessage(error) });
};
