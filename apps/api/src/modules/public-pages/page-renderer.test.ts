import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { importAsProduction, preloadTags } from './page-renderer';

describe('importAsProduction', () => {
  it('loads a built module and the packages it requires as production, then puts NODE_ENV back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hireway-entry-'));
    try {
      // A package that picks its build when it is loaded, as react/index.js does.
      writeFileSync(join(dir, 'package.cjs'), 'module.exports = { build: process.env.NODE_ENV };');
      writeFileSync(join(dir, 'entry.mjs'), "import pkg from './package.cjs'; export const build = pkg.build;");
      const before = process.env.NODE_ENV;
      const entry = (await importAsProduction(pathToFileURL(join(dir, 'entry.mjs')).href)) as { build: string };
      expect(entry.build).toBe('production');
      expect(process.env.NODE_ENV).toBe(before);
      expect(before).not.toBe('production');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('preloadTags', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/index.css'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    'src/app/routes/public/jobs.tsx': { file: 'assets/jobs.js', imports: ['_board.js', 'index.html'] },
    '_board.js': { file: 'assets/board.js', imports: ['_card.js', '_schemas.js'], css: ['assets/board.css'] },
    '_card.js': { file: 'assets/card.js', imports: ['_board.js'] },
    '_schemas.js': { file: 'assets/schemas.js', imports: ['_parse.js'] },
    '_parse.js': { file: 'assets/parse.js' },
  };

  it("preloads the screen's chunk and every chunk it imports, to any depth, once each", () => {
    const tags = preloadTags(manifest, 'src/app/routes/public/jobs.tsx');
    const hrefs = [...tags.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.sort()).toEqual(
      [
        'assets/board.js',
        'assets/card.js',
        'assets/index.js',
        'assets/jobs.js',
        'assets/parse.js',
        'assets/runtime.js',
        'assets/schemas.js',
      ].sort(),
    );
    expect([...tags.matchAll(/rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]).sort()).toEqual([
      'assets/board.css',
      'assets/index.css',
    ]);
  });

  it('leaves out what the template already links, whatever its attributes', () => {
    const template = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    ].join('\n');
    const tags = preloadTags(manifest, 'src/app/routes/public/jobs.tsx', template);
    const hrefs = [...tags.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.sort()).toEqual(
      [
        'assets/board.css',
        'assets/board.js',
        'assets/card.js',
        'assets/jobs.js',
        'assets/parse.js',
        'assets/schemas.js',
      ].sort(),
    );
  });

  it('preloads nothing for a screen the manifest does not know', () => {
    expect(preloadTags(manifest, 'src/app/routes/public/faqs.tsx')).toBe('');
    expect(preloadTags(manifest, undefined)).toBe('');
  });
});
