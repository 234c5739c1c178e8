import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Language } from '@hireway/shared';

/* The web app's server renderer (apps/web/src/entry-server.tsx, built into apps/web/dist-server) and the page it fills. */

export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: string; state: string };

/** What entry-server exports. */
export interface ServerEntry {
  render(request: { url: string; language: Language }): Promise<RenderResult>;
  setTransport(transport: ApiTransport): void;
  SSR_STATE_ELEMENT_ID: string;
}

export interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}

/** The renderer, the built index.html and Vite's manifest (to preload the screen's chunk). */
export interface PageSource {
  entry: ServerEntry;
  template: string;
  manifest: Record<string, ManifestChunk>;
}

/**
 * Imports a built module as production: React (and anything else that picks its build when it is first loaded)
 * loads its production build whatever NODE_ENV the API runs under. `npm start` runs as development and the browser
 * tests as test; their server render used React's development build, several times slower, while the browser ran
 * the production bundle. NODE_ENV is put back once the import has settled.
 */
export async function importAsProduction(url: string): Promise<unknown> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return (await import(url)) as unknown;
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** The built renderer next to the built app (dist/ and dist-server/ of apps/web), or null when not built. */
export async function loadBuiltPageSource(webDist: string | null): Promise<PageSource | null> {
  if (webDist === null) return null;
  const entryFile = resolve(webDist, '..', 'dist-server', 'entry-server.js');
  const templateFile = join(webDist, 'index.html');
  if (!existsSync(entryFile) || !existsSync(templateFile)) return null;
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  const entry = (await importAsProduction(pathToFileURL(entryFile).href)) as ServerEntry;
  return {
    entry,
    template: readFileSync(templateFile, 'utf8'),
    manifest: existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
      : {},
  };
}

/**
 * The screen module of each server-rendered path: its chunk and every chunk it imports are preloaded, so hydration
 * waits for no round trip.
 */
const SCREEN_SOURCES: readonly { pattern: RegExp; src: string }[] = [
  { pattern: /^\/jobs\/?$/, src: 'src/app/routes/public/jobs.tsx' },
  { pattern: /^\/jobs\/[^/]+\/?$/, src: 'src/app/routes/public/job.tsx' },
  { pattern: /^\/blogs\/?$/, src: 'src/app/routes/public/blogs.tsx' },
  { pattern: /^\/blogs\/[^/]+\/?$/, src: 'src/app/routes/public/blog.tsx' },
  { pattern: /^\/faqs\/?$/, src: 'src/app/routes/public/faqs.tsx' },
];

/**
 * The tags that preload a screen's chunk with all its static imports, to any depth. Only the first level, as before,
 * left the rest to the client: when the router loads the screen before hydrating, Vite's preload helper appends a
 * `<link rel="modulepreload">` for each chunk the page does not name yet (about fifty for the job board), each one
 * main-thread work at the busiest moment of the load, and the deeper chunks were fetched a round trip later.
 * What the template already links (the entry's script, its style sheet and its modulepreloads, with `crossorigin`)
 * is left out: a second tag for a sheet without `crossorigin` is a second request of another CORS mode.
 */
export const preloadTags = (
  manifest: Record<string, ManifestChunk>,
  src: string | undefined,
  template = '',
): string => {
  const chunk = src === undefined ? undefined : manifest[src];
  if (chunk === undefined) return '';
  const files = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<ManifestChunk>();
  const visit = (current: ManifestChunk): void => {
    if (seen.has(current)) return;
    seen.add(current);
    files.add(current.file);
    for (const file of current.css ?? []) css.add(file);
    for (const key of current.imports ?? []) {
      const imported = manifest[key];
      if (imported !== undefined) visit(imported);
    }
  };
  visit(chunk);
  const linked = (file: string): boolean => template.includes(`"/${file}"`);
  return [
    ...[...css].filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...[...files]
      .filter((file) => !linked(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
};

const screenSource = (pathname: string, status: number): string | undefined =>
  status === 404 ? 'src/app/routes/public/not-found.tsx' : SCREEN_SOURCES.find((s) => s.pattern.test(pathname))?.src;

/** The loading placeholder of index.html: a server-rendered page has its content at once. */
const LOADING_PLACEHOLDER = /<div id="app-loading"[\s\S]*?<\/noscript>\s*<\/div>\s*/;

/** index.html with the page's language, head tags, markup and the state the client hydrates from. */
export function fillTemplate(
  source: PageSource,
  page: Extract<RenderResult, { kind: 'page' }>,
  language: Language,
  pathname: string,
): string {
  const head = [page.head, preloadTags(source.manifest, screenSource(pathname, page.status), source.template)]
    .filter(Boolean)
    .join('\n    ');
  return source.template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(LOADING_PLACEHOLDER, '')
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${source.entry.SSR_STATE_ELEMENT_ID}">${page.state}</script>`,
    );
}
