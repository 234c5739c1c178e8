import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/*
 * A start loads only what serving needs (issue #15: two thirds of a start was Node loading packages). The server is
 * bundled as `npm run build` bundles it, and the npm packages its bundle imports statically — the ones every start
 * loads — must not include those it loads on first use (core/lazy-package.ts) or only when configured.
 */

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const LOADED_ON_FIRST_USE = [
  '@aws-sdk/client-s3', // only when S3 storage is configured
  'country-state-city', // the cities of a state; the countries only on a new install
  'i18n-iso-countries',
  'snowball-stemmers',
  'sanitize-html',
  'sharp',
  'qrcode',
];

describe('what a server start loads', () => {
  it('imports none of the packages it loads on first use', async () => {
    const result = await build({
      entryPoints: [join(apiRoot, 'src/server.ts')],
      bundle: true,
      write: false,
      outdir: join(apiRoot, 'start-imports'),
      platform: 'node',
      format: 'esm',
      target: 'node22',
      packages: 'external',
      metafile: true,
      plugins: [
        {
          name: 'bundle-shared',
          setup(b) {
            b.onResolve({ filter: /^@hireway\/shared$/ }, () => ({
              path: join(apiRoot, '../../packages/shared/src/index.ts'),
            }));
          },
        },
      ],
      logLevel: 'silent',
    });
    const [output] = Object.values(result.metafile.outputs).filter((out) => out.entryPoint !== undefined);
    const loadedAtStart = new Set(
      (output?.imports ?? [])
        .filter((entry) => entry.external && entry.kind === 'import-statement')
        .map((entry) => entry.path.replace(/^((?:@[^/]+\/)?[^/]+).*$/, '$1')),
    );
    expect(loadedAtStart.has('fastify')).toBe(true);
    expect(LOADED_ON_FIRST_USE.filter((name) => loadedAtStart.has(name))).toEqual([]);
  });
});
