import { LANGUAGES } from '@hireway/shared';
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
});
