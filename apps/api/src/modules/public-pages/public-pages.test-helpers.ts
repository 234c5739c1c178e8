import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { PageSource, ServerEntry } from './page-renderer';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web');

/**
 * The server renderer from the web app's source (Vitest transforms it as Vite's SSR build does), with the
 * source index.html: the API suite renders the real pages without a build.
 */
export async function sourcePageSource(): Promise<PageSource> {
  const entryPath = join(webRoot, 'src', 'entry-server.tsx');
  const entry = (await import(/* @vite-ignore */ entryPath)) as ServerEntry;
  return { entry, template: readFileSync(join(webRoot, 'index.html'), 'utf8'), manifest: {} };
}
