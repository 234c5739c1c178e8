// `npm run bench:seed -- --jobs=N --database=URL` (URL as DATABASE_URL takes it: sqlite:path or postgres://…):
// a fresh database with N listed jobs in en/de/fr/pt, seeded in bulk by apps/api/src/seed/bulk.ts (see there).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { seedDatabase } from '../apps/api/src/seed/bulk';

export { seedDatabase, sizesFor } from '../apps/api/src/seed/bulk';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { jobs: { type: 'string', default: '100000' }, database: { type: 'string' } },
    allowPositionals: false,
  });
  const url = values.database ?? process.env.DATABASE_URL;
  const jobs = Number(values.jobs);
  if (!url || !Number.isInteger(jobs) || jobs < 1) {
    process.stderr.write('usage: npm run bench:seed -- --jobs=N --database=sqlite:path|postgres://…\n');
    process.exit(2);
  }
  const started = performance.now();
  process.stdout.write(`seeding ${jobs.toLocaleString('en')} listed jobs into ${url}\n`);
  const result = await seedDatabase(url, jobs, (line) => process.stdout.write(`${line}\n`));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`done: ${JSON.stringify(result.sizes)} in ${seconds} s\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) await main();
