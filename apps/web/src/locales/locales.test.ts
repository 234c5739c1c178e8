import {
  ERROR_STATUS,
  LANGUAGES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  notificationParamSchemas,
  notificationResources,
} from '@hireway/shared';
import { describe, expect, it } from 'vitest';

import { NAMESPACES } from '../lib/i18n';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

const resourceOf = (language: string, namespace: string): unknown => files[`./${language}/${namespace}.json`];

/** Every leaf key path ('a › b › 0'); arrays count by index so paragraph counts must match too. */
const keyPaths = (value: unknown, prefix = ''): string[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, `${prefix}› ${index} `));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => keyPaths(child, `${prefix}› ${key} `));
  }
  return [prefix.trim()];
};

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[0]).sort();

const leafValues = (value: unknown, prefix = ''): [string, unknown][] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafValues(item, `${prefix}› ${index} `));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leafValues(child, `${prefix}› ${key} `));
  }
  return [[prefix.trim(), value]];
};

describe('locales', () => {
  it('has a file for every namespace in every language', () => {
    for (const language of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        expect(resourceOf(language, namespace), `${language}/${namespace}.json`).toBeDefined();
      }
    }
  });

  it('keys English messages by their own text (the app never loads en/messages.json: the default is the text)', () => {
    const english = leafValues(resourceOf('en', 'messages'));
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter(([key, text]) => key !== `› ${String(text)}`)).toEqual([]);
  });

  describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    it.each([...NAMESPACES])('has exactly the English keys in %s', (namespace) => {
      const english = keyPaths(resourceOf('en', namespace)).sort();
      const translated = keyPaths(resourceOf(language, namespace)).sort();
      expect(
        translated.filter((key) => !english.includes(key)),
        'keys not in English',
      ).toEqual([]);
      expect(
        english.filter((key) => !translated.includes(key)),
        'keys missing',
      ).toEqual([]);
    });

    it.each([...NAMESPACES])('keeps the placeholders and has no empty text in %s', (namespace) => {
      const english = new Map(leafValues(resourceOf('en', namespace)));
      for (const [key, value] of leafValues(resourceOf(language, namespace))) {
        expect(typeof value === 'string' && value.trim() !== '', `${language}/${namespace} ${key}`).toBe(true);
        const source = english.get(key);
        if (typeof source === 'string' && typeof value === 'string') {
          expect(placeholders(value), `${language}/${namespace} ${key}`).toEqual(placeholders(source));
        }
      }
    });
  });

  it('has real translations, not English copies', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const namespace of [
        'auth',
        'onboarding',
        'security',
        'dashboard',
        'errors',
        'legal',
        'seeker',
        'payments',
        'cv',
        'content',
        'support',
        'notifications',
        'account',
      ] as const) {
        const english = new Map(leafValues(resourceOf('en', namespace)));
        const copies = leafValues(resourceOf(language, namespace)).filter(
          ([key, value]) => typeof value === 'string' && value.length > 12 && english.get(key) === value,
        );
        expect(copies, `${language}/${namespace}`).toEqual([]);
      }
    }
  });

  it('writes Portuguese as in Portugal: "a carregar", not the Brazilian gerund "carregando"', () => {
    // "quando" and "bem-vindo" end like a gerund and are not one.
    const notGerunds = new Set(['quando', 'vindo']);
    const gerunds = NAMESPACES.flatMap((namespace) =>
      leafValues(resourceOf('pt', namespace)).flatMap(([key, value]) =>
        typeof value !== 'string'
          ? []
          : [...value.matchAll(/\p{L}+(?:ando|endo|indo)\b/gu)]
              .map((m) => m[0])
              .filter((word) => !notGerunds.has(word.toLowerCase()))
              .map((word) => `${namespace} › ${key}: ${word}`),
      ),
    );
    expect(gerunds).toEqual([]);
  });
});

/** The web's own sources (tests aside): every key they name must exist. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The leaf at a dotted key path, or undefined. */
const leafAt = (resource: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      resource,
    );

/** i18next finds a key as written, as a plural (`_one`, `_other`) or as a context (`_<anything>`). */
const hasKey = (namespace: string, key: string): boolean => {
  const english = resourceOf('en', namespace);
  if (typeof leafAt(english, key) === 'string' || typeof leafAt(english, key) === 'object') return true;
  const dot = key.lastIndexOf('.');
  const parent = dot < 0 ? english : leafAt(english, key.slice(0, dot));
  const last = key.slice(dot + 1);
  return (
    typeof parent === 'object' && parent !== null && Object.keys(parent).some((name) => name.startsWith(`${last}_`))
  );
};

/** The namespaces a file asks for (useTranslation / withTranslation / getFixedT); `common` is the default one. */
const namespacesOf = (code: string): string[] => {
  const found = new Set<string>(['common']);
  for (const match of code.matchAll(
    /(?:useTranslation|withTranslation|getFixedT)\(\s*(?:null\s*,\s*)?(\[[^\]]*\]|'[^']*')/g,
  )) {
    for (const name of (match[1] ?? '').matchAll(/'([^']+)'/g)) found.add(name[1] ?? '');
  }
  return [...found];
};

describe('every key the app uses exists (en; the tests above hold de, fr and pt to en)', () => {
  it('in the web: t(…) and <Trans i18nKey> with a written key', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [file, code] of Object.entries(sources)) {
      const namespaces = namespacesOf(code);
      const keys = [
        ...[...code.matchAll(/\b(?:t|i18n\.t)\(\s*'([^'$]+)'/g)].map((match) => match[1] ?? ''),
        ...[...code.matchAll(/i18nKey="([^"]+)"/g)].map((match) => match[1] ?? ''),
      ];
      for (const written of keys) {
        // Not a key: a sentence passed through translateMessage-style lookups (`messages` has them as keys).
        if (/\s/.test(written)) continue;
        const [prefix, rest] = written.includes(':') ? written.split(':', 2) : [undefined, written];
        const candidates =
          prefix !== undefined && (NAMESPACES as readonly string[]).includes(prefix) ? [prefix] : namespaces;
        const key =
          prefix !== undefined && candidates.length === 1 && candidates[0] === prefix ? (rest ?? '') : written;
        checked += 1;
        if (!candidates.some((namespace) => hasKey(namespace, key))) missing.push(`${file}: ${written}`);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
  });

  it('for every error code the API answers with (errors:codes)', () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      expect(typeof leafAt(resourceOf('en', 'errors'), `codes.${code}`), code).toBe('string');
    }
  });

  it('for every notification type, in every language, with only its own parameters', () => {
    const english = notificationResources(NOTIFICATION_MESSAGES.en);
    for (const type of NOTIFICATION_TYPES) {
      expect(english[`${type}.title`], type).toBeTruthy();
      expect(english[`${type}.body`], type).toBeTruthy();
    }
    const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '');
    for (const language of LANGUAGES) {
      const resources = notificationResources(NOTIFICATION_MESSAGES[language]);
      expect(Object.keys(resources).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(resources)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(names(text).sort(), `${language} ${key}`).toEqual(names(english[key] ?? '').sort());
        const type = NOTIFICATION_TYPES.find((candidate) => key.startsWith(`${candidate}.`));
        const params = type === undefined ? [] : Object.keys(notificationParamSchemas[type].shape);
        expect(
          names(text).filter((name) => !params.includes(name)),
          `${language} ${key}`,
        ).toEqual([]);
        const words = text.replace(/\{\{\s*\w+\s*\}\}/g, '').trim();
        if (language !== 'en' && words.length > 12)
          expect(text, `${language} ${key} is English`).not.toBe(english[key]);
      }
    }
  });
});
