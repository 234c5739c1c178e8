#!/usr/bin/env node
// `npm start`: installs what is missing, builds, migrates, seeds demo data and serves everything on one port
// (http://localhost:3000 by default, SQLite under ./data/ unless DATABASE_URL says otherwise).
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { ensureNodeRuntime } from './lib/runtime.mjs';
import { ensureDebianPackages, ensureNodeModules, log, mustRun, root } from './lib/services.mjs';

ensureNodeRuntime(import.meta.url);
log(`Node.js ${process.versions.node} (${process.execPath})`);

/** The newest modification time under a folder (sources), to skip a build that is already current. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

ensureNodeModules();
const webIndex = join(root, 'apps/web/dist/index.html');
const apiServer = join(root, 'apps/api/dist/server.js');
const sources = Math.max(newest(join(root, 'apps')), newest(join(root, 'packages')));
const built =
  existsSync(webIndex) && existsSync(apiServer) ? Math.min(statSync(webIndex).mtimeMs, statSync(apiServer).mtimeMs) : 0;
if (built < sources) {
  log('Building the app');
  mustRun('npm', ['run', 'build', '--silent']);
}
// SQLite's ranking extension (decision 0038): without a C compiler the board still works, its searches slower.
try {
  ensureDebianPackages(['gcc', 'libc6-dev']);
  const { buildRankExtension } = await import('../apps/api/native/build.mjs');
  buildRankExtension();
} catch (error) {
  log(`Searches rank without SQLite's ranking extension (slower): ${error instanceof Error ? error.message : error}`);
}
log('Starting Hireway (migrations and demo data run at start-up)');
// The quick start runs as development (demo data on) unless NODE_ENV says otherwise.
mustRun(process.execPath, ['--enable-source-maps', apiServer], {
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
