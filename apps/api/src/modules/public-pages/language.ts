import { fromAcceptLanguage, isLanguage, type Language } from '@hireway/shared';
import type { FastifyRequest } from 'fastify';

/** The cookie the web app's language switcher writes (apps/web/src/lib/i18n.ts LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE = 'hireway_lang';

/**
 * The language of a public page: `?lang=` (the address in the hreflang links), else the visitor's choice in the
 * cookie, else Accept-Language, else English. `explicit`: the address names it (the answer does not vary).
 */
export function pageLanguage(request: FastifyRequest): { language: Language; explicit: boolean } {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLanguage(query?.lang)) return { language: query.lang, explicit: true };
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`).exec(request.headers.cookie ?? '')?.[1];
  if (isLanguage(cookie)) return { language: cookie, explicit: false };
  return { language: fromAcceptLanguage(request.headers['accept-language']) ?? 'en', explicit: false };
}
