import { LANGUAGES, type Language } from '@hireway/shared';
import type { FastifyRequest } from 'fastify';

/** The cookie the web app's language switcher writes (apps/web/src/lib/i18n.ts LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE = 'hireway_lang';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first supported language of an Accept-Language header, by quality. */
export function fromAcceptLanguage(header: string | undefined): Language | null {
  if (header === undefined) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? null;
}

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
