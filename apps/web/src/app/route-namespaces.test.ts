import { describe, expect, it } from 'vitest';

import { CORE_NAMESPACES, NAMESPACES } from '../lib/i18n';

/*
 * A route that names its namespaces (lazyRoute's third argument) loads only those before it renders: a key of any
 * other namespace would show as the raw key. Each list is checked here against what the route's modules ask for,
 * through their static imports: useTranslation('…'), t('ns:…') and { ns: '…' }.
 */
const globbed = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The sources by their path under src/: Vite's keys are relative to this folder ('./router.tsx', '../lib/i18n.ts'). */
const sources: Record<string, string> = Object.fromEntries(
  Object.entries(globbed).map(([key, code]) => [key.startsWith('./') ? `app/${key.slice(2)}` : key.slice(3), code]),
);

/** The file a relative import names, as a path under src/. */
const resolveImport = (from: string, specifier: string): string | undefined => {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => file in sources);
};

const known = new Set<string>(NAMESPACES);

/** The namespaces a module and everything it imports statically ask for. */
function namespacesOf(entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = sources[file] ?? '';
    for (const [, args = ''] of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']+')/g)) {
      for (const [, name = ''] of args.matchAll(/'([^']+)'/g)) found.add(name);
    }
    for (const [, name = ''] of code.matchAll(/\bt\(\s*'([a-z-]+):/g)) if (known.has(name)) found.add(name);
    for (const [, name = ''] of code.matchAll(/\bns:\s*'([a-z-]+)'/g)) found.add(name);
    for (const [, specifier = ''] of code.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s+'(\.[^']+)'/gm)) {
      const target = resolveImport(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return found;
}

/** lazyRoute('id', () => import('./routes/…'), LIST) in the router, with LIST as written. */
const router = sources['app/router.tsx'] ?? '';
const declared = [...router.matchAll(/lazyRoute\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\),\s*([^)]+?)\s*\)/g)];

/** A list as written: [...] or PUBLIC_NAMESPACES.<name>, read from the router's own constant. */
function listOf(written: string): string[] {
  const constant = /^PUBLIC_NAMESPACES\.(\w+)$/.exec(written);
  const literal = constant
    ? new RegExp(`\\b${constant[1] ?? ''}:\\s*(\\[[^\\]]*\\])`).exec(
        router.slice(router.indexOf('PUBLIC_NAMESPACES = {')),
      )?.[1]
    : written;
  if (literal === undefined || !literal.startsWith('[')) throw new Error(`cannot read the namespace list ${written}`);
  return [...literal.matchAll(/'([^']+)'/g)].map(([, name = '']) => name);
}

describe('routes that load only some namespaces', () => {
  it('are found in the router (the public pages and the login page)', () => {
    expect(declared.map(([, id]) => id)).toEqual(
      expect.arrayContaining(['auth-login', 'public-jobs', 'public-job', 'public-blogs', 'public-faqs', 'not-found']),
    );
  });

  it.each(declared.map(([, id = '', module = '', list = '']) => [id, module, list]))(
    '%s loads every namespace its modules use',
    (_id, module, list) => {
      const entry = resolveImport('app/router.tsx', module);
      expect(entry, module).toBeDefined();
      const loaded = new Set([...CORE_NAMESPACES, ...listOf(list)]);
      const used = namespacesOf(entry ?? '');
      expect(used.size).toBeGreaterThan(0);
      expect([...used].filter((name) => !loaded.has(name))).toEqual([]);
    },
  );

  it('would catch a page that uses a namespace it does not load', () => {
    // The job page's modules ask for 'jobs': without it in the list, the check above fails.
    const used = namespacesOf(resolveImport('app/router.tsx', './routes/public/job') ?? '');
    expect(used.has('jobs')).toBe(true);
    // …and 'seeker' only through an import three levels down (app/job-options → reference-options).
    expect(used.has('seeker')).toBe(true);
  });
});
