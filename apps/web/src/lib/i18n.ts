import {
  isErrorCode,
  LANGUAGES,
  type Language,
  NOTIFICATION_NAMESPACE,
  type NotificationMessageBook,
  notificationResources,
} from '@hireway/shared';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

import { LOCAL_KEYS } from '../config/storage-keys';

export const NAMESPACES = [
  'common',
  'auth',
  'onboarding',
  'security',
  'dashboard',
  'legal',
  'errors',
  'messages',
  'seeker',
  'payments',
  'cv',
  'content',
  'support',
  'notifications',
  'account',
  'jobs',
  'provider',
  'hiring',
  'admin',
  'candidates',
  'admin-ops',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * The namespaces every first screen needs (the sign-in pages, the full-page layout, the error screen and the
 * translation of server messages): loaded before the first render. Every other namespace is loaded by a route
 * before it renders (`loadAllNamespaces`, from lazyRoute), so the login page downloads only these (ADR 0031).
 */
export const CORE_NAMESPACES = ['common', 'auth', 'errors', 'messages'] as const;

/**
 * The English core is bundled (English is the fallback); everything else, English included, loads on demand,
 * one chunk per file. English `messages` is never loaded: its keys are the English messages themselves
 * (locales.test.ts checks it), so `translateMessage` answers the same from its default value.
 */
const englishModules = import.meta.glob<ResourceKey>(
  ['../locales/en/common.json', '../locales/en/auth.json', '../locales/en/errors.json'],
  { eager: true, import: 'default' },
);
const lazyModules = import.meta.glob<ResourceKey>(
  [
    '../locales/*/*.json',
    '!../locales/en/common.json',
    '!../locales/en/auth.json',
    '!../locales/en/errors.json',
    '!../locales/en/messages.json',
  ],
  { import: 'default' },
);

const namespaceOf = (file: string): string => file.replace(/^.*\/([^/]+)\.json$/, '$1');

/**
 * The words of notifications come from packages/shared (the API renders the same ones): a namespace of their
 * own, English bundled, the others loaded with the language like every other namespace.
 */
const notificationModules: Record<Language, () => Promise<{ messages: NotificationMessageBook }>> = {
  en: () => import('@hireway/shared/notification-messages/en'),
  de: () => import('@hireway/shared/notification-messages/de'),
  fr: () => import('@hireway/shared/notification-messages/fr'),
  pt: () => import('@hireway/shared/notification-messages/pt'),
};

const englishResources: Record<string, ResourceKey> = {
  ...Object.fromEntries(Object.entries(englishModules).map(([file, content]) => [namespaceOf(file), content])),
  messages: {},
};

const loadNamespace = (language: string, namespace: string): Promise<ResourceKey> | null => {
  if (namespace === NOTIFICATION_NAMESPACE) {
    const load = Object.hasOwn(notificationModules, language)
      ? notificationModules[language as keyof typeof notificationModules]
      : undefined;
    return load ? load().then((module) => notificationResources(module.messages)) : null;
  }
  const load = lazyModules[`../locales/${language}/${namespace}.json`];
  return load === undefined ? null : load();
};

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const loading = loadNamespace(language, namespace);
    if (loading === null) {
      callback(null, {});
      return;
    }
    loading.then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const currentLanguage = (): Language => {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(resolved) ? resolved : FALLBACK_LANGUAGE;
};

let initPromise: Promise<unknown> | null = null;

/** The cookie that tells the server renderer which language a visitor chose (the switcher writes it). */
export const LANGUAGE_COOKIE = 'hireway_lang';

/**
 * `language`: start in this language instead of detecting one — the language of a server-rendered page,
 * so hydration renders the same text the server sent. Without a document (the server renderer) nothing is
 * detected or cached.
 */
export const initI18n = (options: { language?: Language } = {}): Promise<unknown> => {
  const inBrowser = typeof document !== 'undefined';
  initPromise ??= (inBrowser ? i18n.use(lazyLocaleBackend).use(LanguageDetector) : i18n.use(lazyLocaleBackend))
    .use(initReactI18next)
    .init({
      resources: { en: englishResources },
      partialBundledLanguages: true,
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      ...(options.language !== undefined ? { lng: options.language } : {}),
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: LOCAL_KEYS.language,
        lookupCookie: LANGUAGE_COOKIE,
        // The cookie lets the server render the chosen language too (a year, this site only, no secret).
        caches: ['localStorage', 'cookie'],
        cookieMinutes: 525_600,
        // eslint-disable-next-line no-restricted-syntax -- the cookie's scope (the whole site), not a screen
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
    })
    .then(() => {
      if (!inBrowser) return;
      document.documentElement.lang = currentLanguage();
      i18n.on('languageChanged', () => {
        document.documentElement.lang = currentLanguage();
      });
    });
  return initPromise;
};

/**
 * Every namespace in the language on screen (and English, the fallback), for a screen that may use any of them.
 * Once loaded they stay in i18next's list, so a change of language loads them all before it switches.
 */
export const loadAllNamespaces = (): Promise<void> => i18n.loadNamespaces([...NAMESPACES, NOTIFICATION_NAMESPACE]);

export const changeLanguage = async (language: Language): Promise<void> => {
  await i18n.changeLanguage(language);
};

/** English messages with a number in them, translated through a template in `errors:patterns`. */
const MESSAGE_PATTERNS: readonly { pattern: RegExp; key: string }[] = [
  { pattern: /^Password must be at least (\d+) characters$/, key: 'errors:patterns.passwordTooShort' },
  { pattern: /^Too many requests\. Try again in (\d+) seconds\.$/, key: 'errors:patterns.rateLimited' },
  { pattern: /^Too many attempts\. Try again in (\d+) seconds\.$/, key: 'errors:patterns.tooManyAttempts' },
  { pattern: /^Loading chunk (.+) failed$/, key: 'errors:patterns.chunkLoadFailed' },
];

/**
 * Messages that arrive as English text (shared zod messages, the error catalogue, server messages)
 * are translated when the `messages` namespace (or a pattern) knows them, and shown unchanged
 * otherwise: an unknown server message is still better than a generic one.
 */
export const translateMessage = (message: string): string => {
  for (const { pattern, key } of MESSAGE_PATTERNS) {
    const match = pattern.exec(message);
    if (match !== null) return i18n.t(key, { value: match[1] ?? '', defaultValue: message });
  }
  return i18n.t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
};

/**
 * What a failed request shows, in the language on screen. The server's message is English and the most precise:
 * in English it is shown as is; in another language its own translation (the `messages` namespace) when there
 * is one, else the translation of its error code (`errors:codes`), else the server's words.
 */
export const translateApiError = (code: string, message: string): string => {
  const translated = translateMessage(message);
  if (translated !== message || currentLanguage() === FALLBACK_LANGUAGE || !isErrorCode(code)) return translated;
  return i18n.t(`errors:codes.${code}`, { defaultValue: message });
};
