#!/usr/bin/env node
// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api and /socket.io).
import { spawn } from 'node:child_process';

import { ensureNodeRuntime } from './lib/runtime.mjs';
import { ensureNodeModules, root } from './lib/services.mjs';

ensureNodeRuntime(import.meta.url);
ensureNodeModules();
const children = [
  spawn('npm', ['run', 'dev', '-w', '@hireway/api'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@hireway/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
