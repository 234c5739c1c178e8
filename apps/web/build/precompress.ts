import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this a compressed copy saves less than a header costs (the API's on-the-fly threshold too). */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of at least 1 KB under dir. */
export async function precompressDir(dir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const path of files(dir)) {
    if (!TEXT.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const body = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
      })(),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}

/**
 * Compresses the build once, at build time: the server sends these files as they are (the API's static plugin,
 * `preCompressed`), so no visitor waits for brotli 11 and no CPU is spent per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hireway:precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: `vite build --outDir /abs/path` is absolute and stays as it is.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info(`compressed ${count} files with brotli and gzip`);
    },
  };
}
