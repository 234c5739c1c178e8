// Bundles the API (and @hireway/shared, which ships as TypeScript source) into dist/; npm packages stay external.
import { build } from 'esbuild';

import { buildRankExtension } from './native/build.mjs';

await build({
  entryPoints: ['src/server.ts', 'src/cli/migrate.ts', 'src/cli/seed.ts', 'src/cli/admin-create.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  packages: 'external',
  // @hireway/shared is TypeScript source: bundle it instead of leaving it external.
  plugins: [
    {
      name: 'bundle-shared',
      setup(b) {
        b.onResolve({ filter: /^@hireway\/shared$/ }, () => ({
          path: new URL('../../packages/shared/src/index.ts', import.meta.url).pathname,
        }));
      },
    },
  ],
  logLevel: 'warning',
});

// SQLite's ranking extension beside the bundle (decision 0038). Without a C compiler the API still runs and ranks
// with bm25() itself, slower: said here and at start.
try {
  buildRankExtension();
} catch (error) {
  console.warn(`warning: ${error instanceof Error ? error.message : error}`);
}
