import { isLanguage, type Language } from '@hireway/shared';

/*
 * Every text message the app sends, in every language, chosen by the recipient's stored language (as e-mails
 * are). Short and plain: one SMS segment where the language allows, no links, the code first in the sentence
 * so a phone's autofill finds it. German is formal (Sie), Portuguese is European.
 */

interface SmsParams {
  'phone-verification': { code: string; minutes: number };
}
export type SmsTemplate = keyof SmsParams;

type SmsBook = { [T in SmsTemplate]: Record<Language, (params: SmsParams[T]) => string> };

const SMS_COPY: SmsBook = {
  'phone-verification': {
    en: ({ code, minutes }) => `Your Hireway verification code is ${code}. It expires in ${minutes} minutes.`,
    de: ({ code, minutes }) => `Ihr Hireway-Bestätigungscode lautet ${code}. Er läuft in ${minutes} Minuten ab.`,
    fr: ({ code, minutes }) => `Votre code de vérification Hireway est ${code}. Il expire dans ${minutes} minutes.`,
    pt: ({ code, minutes }) => `O seu código de verificação Hireway é ${code}. Expira dentro de ${minutes} minutos.`,
  },
};

export const SMS_TEMPLATES = Object.keys(SMS_COPY) as SmsTemplate[];

/** The text of one message in the recipient's language (English for a language the app does not speak). */
export function renderSms<T extends SmsTemplate>(template: T, language: string, params: SmsParams[T]): string {
  return SMS_COPY[template][isLanguage(language) ? language : 'en'](params);
}
