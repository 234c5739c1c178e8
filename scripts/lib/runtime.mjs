// Node.js 24 LTS for the commands of the quick start (npm start, npm test, npm run dev). When the machine's
// Node.js is older than 22 (Debian's is 20), the official Node.js 24 build is brought from the npm registry — the
// package node-<platform>-<arch> ships the binary and its headers — into .tmp/runtime/, and the command runs again
// with it. Its bin folder goes first on PATH, so every child (npm, npx vitest, playwright, tsx, the built server)
// runs on it too: npm and npx are `#!/usr/bin/env node` scripts, and so is every node_modules/.bin entry.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_RUNTIME_VERSION = '24.21.0';
export const MINIMUM_MAJOR = 22;

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** Where the brought Node.js lives (its package folder) for this platform. */
export function runtimeHome() {
  const name = `node-${process.platform}-${process.arch}`;
  return { name, home: join(root, '.tmp', 'runtime', NODE_RUNTIME_VERSION, 'node_modules', name) };
}

/** Runs the calling script again under Node.js 24 when this one is too old; returns only when it is recent. */
export function ensureNodeRuntime(scriptUrl) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MINIMUM_MAJOR) {
    // Children started by name (node, npm, npx) must find this same Node.js first, whoever started us.
    const bin = dirname(process.execPath);
    if ((process.env.PATH ?? '').split(':')[0] !== bin) process.env.PATH = `${bin}:${process.env.PATH ?? ''}`;
    return;
  }
  if (process.env.HIREWAY_NODE_RUNTIME) {
    throw new Error(`Node.js ${process.versions.node} is still running after switching to ${NODE_RUNTIME_VERSION}`);
  }
  const { name, home } = runtimeHome();
  const node = join(home, 'bin', 'node');
  if (!existsSync(node)) {
    process.stdout.write(
      `\n\x1b[1m▸ Node.js ${process.versions.node} is older than ${MINIMUM_MAJOR}: installing Node.js ${NODE_RUNTIME_VERSION} (${name}) into .tmp/runtime\x1b[0m\n`,
    );
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        join(root, '.tmp', 'runtime', NODE_RUNTIME_VERSION),
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `${name}@${NODE_RUNTIME_VERSION}`,
      ],
      { stdio: 'inherit', cwd: root },
    );
    if (install.status !== 0 || !existsSync(node)) {
      throw new Error(`Could not install ${name}@${NODE_RUNTIME_VERSION}; install Node.js ${MINIMUM_MAJOR}+ yourself`);
    }
  }
  const env = {
    ...process.env,
    PATH: `${dirname(node)}:${process.env.PATH ?? ''}`,
    // Native add-ons built from source find this Node.js's headers here, without a download.
    npm_config_nodedir: home,
    HIREWAY_NODE_RUNTIME: NODE_RUNTIME_VERSION,
  };
  const result = spawnSync(node, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], { stdio: 'inherit', env });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}
