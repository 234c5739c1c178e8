import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

/** The dependency rule's checker (scripts/api-parts.mjs, run by `npm run lint`) on this tree and on fixtures. */
const script = resolve(dirname(fileURLToPath(import.meta.url)), '../../../scripts/api-parts.mjs');
const trees: string[] = [];

function check(src?: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [script, ...(src ? ['--src', src] : [])], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

/** A throwaway tree laid out like apps/api/src: path → source. */
function tree(files: Record<string, string>): string {
  const src = mkdtempSync(join(tmpdir(), 'api-parts-'));
  trees.push(src);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  return src;
}

afterEach(() => {
  for (const src of trees.splice(0)) rmSync(src, { recursive: true, force: true });
});

describe('the API dependency rule', () => {
  it('holds on this tree: no offending import, no cycle between parts', () => {
    const { status, output } = check();
    expect(output).toContain('0 offending imports, 0 cycles between parts');
    expect(status).toBe(0);
  });

  it('passes a module used through its public entry', () => {
    const { status } = check(
      tree({
        'modules/users/users.repository.ts': 'export const findUser = () => 1;\n',
        'modules/users/users.service.ts':
          "import { findUser } from './users.repository';\nexport const getUser = findUser;\n",
        'modules/users/index.ts': "export { getUser } from './users.service';\n",
        'modules/hiring/hiring.service.ts': "import { getUser } from '../users';\nexport const x = getUser;\n",
      }),
    );
    expect(status).toBe(0);
  });

  it("fails a module entry that hands out the module's repository", () => {
    const { status, output } = check(
      tree({
        'modules/users/users.repository.ts': 'export const findUser = () => 1;\n',
        'modules/users/index.ts': "export { findUser } from './users.repository';\n",
      }),
    );
    expect(output).toMatch(
      /entry hands out a repository: \S*modules\/users\/index\.ts -> \S*modules\/users\/users\.repository\.ts/,
    );
    expect(status).toBe(1);
  });

  it("fails an import of another module's file, and a base part importing a module", () => {
    const { status, output } = check(
      tree({
        'modules/users/users.repository.ts': 'export const findUser = () => 1;\n',
        'modules/users/index.ts': 'export const findUser = () => 1;\n',
        'modules/hiring/hiring.service.ts':
          "import { findUser } from '../users/users.repository';\nexport const x = findUser;\n",
        'plugins/auth.ts': "import { findUser } from '../modules/users';\nexport const y = findUser;\n",
      }),
    );
    expect(output).toMatch(
      /private: \S*modules\/hiring\/hiring\.service\.ts -> \S*modules\/users\/users\.repository\.ts/,
    );
    expect(output).toMatch(/base imports a module: \S*plugins\/auth\.ts -> \S*modules\/users\/index\.ts/);
    expect(output).toContain('2 offending imports');
    expect(status).toBe(1);
  });

  it('fails a cycle between two modules, even through their public entries', () => {
    const { status, output } = check(
      tree({
        'modules/a/index.ts': "export { a } from './a.service';\n",
        'modules/a/a.service.ts': "import { b } from '../b';\nexport const a = () => b;\n",
        'modules/b/index.ts': "export { b } from './b.service';\n",
        'modules/b/b.service.ts': "import { a } from '../a';\nexport const b = () => a;\n",
      }),
    );
    expect(output).toContain('cycle of 2 parts: modules/a, modules/b');
    expect(status).toBe(1);
  });
});
