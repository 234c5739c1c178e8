#!/usr/bin/env node
// The size budget: what a first visit to each budgeted page downloads, in bytes on the wire (brotli, as the
// server sends it), from Vite's build manifest. `node apps/web/build/size-budget.mjs [distDir]` prints a table
// and exits 1 when a page is over its budget, or when the manifest is missing, empty or does not know a budgeted
// entry (so a broken build can never pass as "small"). `npm test` runs it right after the build.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The chunks and style sheets a page loads before it renders: each listed manifest entry (the HTML entry, the
 * route's lazy module) with everything it imports statically, transitively. Dynamic imports are left out:
 * they load later, when used. Throws when an entry is not in the manifest.
 * @param {Record<string, {file: string, imports?: string[], css?: string[]}>} manifest
 * @param {string[]} entries
 * @returns {{ js: string[], css: string[] }}
 */
export function pageFiles(manifest, entries) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return { js: [...js].sort(), css: [...css].sort() };
}

/** Bytes of a body compressed as the build compresses it (brotli at its best quality). */
export const wireBytes = (body) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

/**
 * Checks every budget against a build. Returns one row per budget and the list of failures (over budget, or an
 * empty page: a budget that measured nothing is a broken check, never a pass).
 * `alsoLoads`: patterns of manifest keys the page loads dynamically before it renders (a route's translations),
 * counted as if they were static imports.
 * @param {{ manifest: Record<string, any>, budgets: Array<{ name: string, entries: string[], alsoLoads?: string[], jsKB: number, cssKB: number }>, sizeOf: (file: string) => number }} input
 */
export function checkBudgets({ manifest, budgets, sizeOf }) {
  const failures = [];
  if (!manifest || Object.keys(manifest).length === 0) failures.push('The build manifest is empty');
  if (budgets.length === 0) failures.push('No budgets are defined');
  const rows = [];
  for (const budget of budgets) {
    let files;
    try {
      const alsoLoads = (budget.alsoLoads ?? []).map((pattern) => new RegExp(pattern));
      const loaded = Object.keys(manifest ?? {}).filter((key) => alsoLoads.some((pattern) => pattern.test(key)));
      if (alsoLoads.length > 0 && loaded.length === 0) throw new Error('nothing in the manifest matches alsoLoads');
      files = pageFiles(manifest ?? {}, [...budget.entries, ...loaded]);
    } catch (error) {
      failures.push(`${budget.name}: ${error.message}`);
      continue;
    }
    const js = files.js.reduce((sum, file) => sum + sizeOf(file), 0);
    const css = files.css.reduce((sum, file) => sum + sizeOf(file), 0);
    rows.push({ name: budget.name, js, css, jsLimit: budget.jsKB * 1024, cssLimit: budget.cssKB * 1024, files });
    if (files.js.length === 0 || js === 0) failures.push(`${budget.name}: no JavaScript found (a broken build?)`);
    if (js > budget.jsKB * 1024) failures.push(`${budget.name}: ${kb(js)} of JavaScript, over its ${budget.jsKB} KB`);
    if (css > budget.cssKB * 1024) failures.push(`${budget.name}: ${kb(css)} of CSS, over its ${budget.cssKB} KB`);
  }
  return { rows, failures };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const dist = process.argv[2] ?? join(here, '..', 'dist');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    process.stderr.write(`No build manifest at ${manifestPath}: build first (npm run build).\n`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const { budgets } = JSON.parse(readFileSync(join(here, 'size-budget.json'), 'utf8'));
  const { rows, failures } = checkBudgets({
    manifest,
    budgets,
    sizeOf: (file) => wireBytes(readFileSync(join(dist, file))),
  });
  process.stdout.write('Size budget (first load, brotli on the wire)\n');
  for (const row of rows) {
    process.stdout.write(
      `  ${row.name.padEnd(14)} JS ${kb(row.js).padStart(9)} / ${kb(row.jsLimit).padStart(8)} (${row.files.js.length} files)` +
        `   CSS ${kb(row.css).padStart(8)} / ${kb(row.cssLimit).padStart(7)}\n`,
    );
  }
  if (failures.length > 0) {
    process.stderr.write(`\nOver budget or unmeasurable:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
