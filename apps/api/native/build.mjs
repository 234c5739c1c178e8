// Builds the SQLite extension of hireway-rank.c (FTS5's bm25 with the search dictionary's counts, decision 0038)
// into apps/api/dist/native/, where the API loads it (src/db/sqlite-rank.ts). Run by the API's build, by the API
// tests' global set-up and by the bench; a no-op when the library is newer than its source.
//   node apps/api/native/build.mjs        builds it, or says why not (exit 1)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, 'hireway-rank.c');
/** Where the API looks for it (sqlite-rank.ts): next to the bundled server. */
export const rankExtensionFile = join(here, '..', 'dist', 'native', 'hireway-rank.so');

/** The SQLite headers better-sqlite3 is built from, so the extension matches the library it is loaded into. */
function sqliteHeaders() {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('better-sqlite3/package.json')), 'deps', 'sqlite3');
}

/**
 * Builds the extension when it is missing or older than its source. Returns its path, or throws with the
 * compiler's message (no C compiler: `apt-get install gcc libc6-dev`).
 */
export function buildRankExtension(out = rankExtensionFile) {
  if (existsSync(out) && statSync(out).mtimeMs >= statSync(source).mtimeMs) return out;
  mkdirSync(dirname(out), { recursive: true });
  // Written beside and renamed: several test workers or builds may run it at once.
  const partial = `${out}.${process.pid}.partial`;
  const compiler = process.env.CC ?? 'cc';
  const args = ['-O2', '-fPIC', '-shared', '-I', sqliteHeaders(), source, '-o', partial, '-lm'];
  const run = spawnSync(compiler, args, { encoding: 'utf8' });
  if (run.status !== 0) {
    rmSync(partial, { force: true });
    const why = run.error ? run.error.message : run.stderr.trim();
    throw new Error(`Could not build the SQLite ranking extension with ${compiler}: ${why}`);
  }
  renameSync(partial, out);
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(buildRankExtension());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
