#!/usr/bin/env node
// The API's dependency rule, checked over the import graph of apps/api/src (docs/architecture.md, ADR 0024):
// 1. another module is entered through its public entry, modules/<m>/index.ts, never a file inside it;
// 2. the base parts (core, db, config, plugins, realtime, jobs) import no feature module;
// 3. no cycle between parts (a part = one module folder, or one base folder);
// 4. a module's entry hands out services, presenters and routes, never its repository (`*.repository.ts`): other
//    modules call a service, which holds the rules, and only the module itself queries its tables.
// A part is one module folder; one piece of core or plugins (core/mail, core/errors.ts, plugins/auth.ts: they are
// toolboxes of independent pieces); db, config, realtime or jobs; or `migrations` (db/migrations and db/migrate.ts:
// the schema's history, which may replay a module's public functions, so it sits above the modules).
// `node scripts/api-parts.mjs` prints every offending import and cycle and exits 1 when there is one; it runs in
// `npm run lint` beside eslint-plugin-boundaries (which enforces rules 1 and 2 per import; this adds the cycles).
// Test files are not read unless `--tests` (a test may use another module's test helpers).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const srcFlag = process.argv.indexOf('--src');
/** `--src DIR` checks another tree laid out like apps/api/src (the script's own test uses a fixture). */
const src = srcFlag > 0 ? resolve(process.argv[srcFlag + 1]) : join(root, 'apps/api/src');
const withTests = process.argv.includes('--tests');
const BASE = new Set(['core', 'db', 'config', 'plugins', 'realtime', 'jobs']);
const isTest = (file) => /\.test(-helpers)?\.ts$|\/test\/|\.fixtures\.ts$/.test(file);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file an import specifier names, or undefined when it leaves apps/api/src. */
function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** A file's part: modules/<m>, a base folder, or the composition root (app.ts, server.ts, cli, seed…). */
function partOf(file) {
  const [head, second] = relative(src, file).split('/');
  if (head === 'modules') return `modules/${second}`;
  if (head === 'db' && (second === 'migrations' || second === 'migrate.ts')) return 'migrations';
  // core and plugins are toolboxes: each of their pieces (core/mail, core/errors.ts, plugins/auth.ts…) is a part.
  if (head === 'core' || head === 'plugins') return `${head}/${second.replace(/\.ts$/, '')}`;
  if (BASE.has(head)) return head;
  return `root:${head.replace(/\.ts$/, '')}`;
}

const IMPORT = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const files = walk(src).filter((file) => withTests || !isTest(file));
const offences = [];
const edges = new Map(); // part -> Map(part -> [file -> file])
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const from = partOf(file);
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (!target) continue;
    const to = partOf(target);
    const where = `${relative(root, file)} -> ${relative(root, target)}`;
    if (to === from && file.endsWith(`${from}/index.ts`) && /\.repository\.ts$/.test(target)) {
      offences.push(`entry hands out a repository: ${where}`);
    }
    if (to === from) continue;
    if (to.startsWith('modules/') && !target.endsWith(`${to}/index.ts`) && !isTest(target)) {
      if (from.startsWith('modules/')) offences.push(`private: ${where}`);
    }
    if (BASE.has(from.split('/')[0]) && to.startsWith('modules/')) offences.push(`base imports a module: ${where}`);
    if (from.startsWith('root:') || to.startsWith('root:')) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, []);
    targets.get(to).push(where);
  }
}

// Strongly connected components (Tarjan) of the part graph: each with more than one part is a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
function connect(part) {
  index.set(part, counter);
  low.set(part, counter++);
  stack.push(part);
  onStack.add(part);
  for (const next of edges.get(part)?.keys() ?? []) {
    if (!index.has(next)) {
      connect(next);
      low.set(part, Math.min(low.get(part), low.get(next)));
    } else if (onStack.has(next)) low.set(part, Math.min(low.get(part), index.get(next)));
  }
  if (low.get(part) === index.get(part)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== part);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const part of edges.keys()) if (!index.has(part)) connect(part);

for (const offence of offences) console.log(offence);
for (const cycle of cycles) {
  console.log(`cycle of ${cycle.length} parts: ${cycle.join(', ')}`);
  const members = new Set(cycle);
  for (const from of cycle) {
    for (const [to, wheres] of edges.get(from) ?? []) {
      if (members.has(to)) console.log(`  ${from} -> ${to}: ${wheres.join('; ')}`);
    }
  }
}
console.log(
  `API parts (${files.length} files${withTests ? ', tests included' : ''}): ${offences.length} offending imports, ${cycles.length} cycles between parts`,
);
process.exitCode = offences.length + cycles.length > 0 ? 1 : 0;
