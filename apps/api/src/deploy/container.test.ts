import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { useTestApp } from '../test/test-app';

/*
 * The Dockerfile and compose.yaml cannot be built or started on the project's machines (no images can be pulled),
 * so this keeps them honest against the code: the npm scripts they run exist, every environment variable they set
 * is one the API's config reads, the health check calls a route that answers, and the image's shape holds
 * (multi-stage, production dependencies only, a non-root user). Decision 0019.
 */
const root = resolve(import.meta.dirname, '../../../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

const dockerfile = read('Dockerfile');
const compose = read('compose.yaml');
const nginx = read('deploy/nginx.conf');
/** The variables apps/api/src/config reads: the keys of its schema. */
const configKeys = new Set(
  [...read('apps/api/src/config/config.ts').matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]),
);

const workspaces: Record<string, string> = {
  '': 'package.json',
  '@hireway/api': 'apps/api/package.json',
  '@hireway/web': 'apps/web/package.json',
  '@hireway/shared': 'packages/shared/package.json',
};
const scriptsOf = (workspace: string): Record<string, string> =>
  (JSON.parse(read(workspaces[workspace] ?? 'missing')) as { scripts?: Record<string, string> }).scripts ?? {};

/** Every `npm run X [-w WS]` in a text, also in exec form (["npm", "run", "X", "-w", "WS"]). */
function npmRuns(text: string): { script: string; workspace: string }[] {
  const flat = text.replace(/"\s*,\s*"/g, ' ').replace(/[[\]"]/g, ' ');
  return [...flat.matchAll(/npm\s+run\s+([\w:-]+)((?:\s+(?:-w|--workspace)\s+\S+)?)/g)].map((m) => ({
    script: m[1] ?? '',
    workspace: (m[2] ?? '').trim().split(/\s+/)[1] ?? '',
  }));
}

/** The names an ENV instruction sets (ENV A=1 \ B=2, over continued lines). */
function dockerEnvNames(text: string): string[] {
  const joined = text.replace(/\\\n/g, ' ');
  return [...joined.matchAll(/^ENV\s+(.+)$/gm)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/([A-Z][A-Z0-9_]*)=/g)].map((n) => n[1] ?? ''),
  );
}

/** The keys under `environment:` of the app service (the x-app anchor). */
function composeAppEnvNames(text: string): string[] {
  const block = /x-app:[\s\S]*?\n {2}environment:\n((?: {4}.*\n|\s*#.*\n)+)/.exec(text)?.[1] ?? '';
  return [...block.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] ?? '');
}

const ctx = useTestApp();

describe('Dockerfile', () => {
  it('runs only npm scripts that exist, in the workspace it names', () => {
    const runs = npmRuns(dockerfile);
    expect(runs.map((run) => run.script)).toEqual(expect.arrayContaining(['build', 'start']));
    for (const run of runs) {
      expect(Object.keys(workspaces), `workspace of npm run ${run.script}`).toContain(run.workspace);
      expect(scriptsOf(run.workspace), `npm run ${run.script} -w ${run.workspace || '(root)'}`).toHaveProperty([
        run.script,
      ]);
    }
  });

  it('sets only environment variables the API reads', () => {
    const names = dockerEnvNames(dockerfile);
    expect(names).toEqual(expect.arrayContaining(['NODE_ENV', 'PORT', 'STORAGE_DIR']));
    for (const name of names) expect(configKeys, name).toContain(name);
  });

  it('builds in one stage and runs production dependencies only, as a non-root user, in another', () => {
    const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gm)];
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[1]).toMatch(/^node:24[.-]/);
    const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(last).toMatch(/npm ci --omit=dev/);
    expect(last).not.toMatch(/npm run build/);
    expect(last).toMatch(/COPY --from=build \/app\/apps\/api\/dist /);
    const user = /^USER\s+(\S+)/m.exec(last)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });

  it('checks the health of a route that answers without touching the database', async () => {
    const check = /^HEALTHCHECK[\s\S]*?CMD\s*(.+)$/m.exec(dockerfile.replace(/\\\n/g, ' '))?.[1] ?? '';
    const route = /['"](\/[a-z]+)['"]/.exec(check)?.[1];
    expect(route).toBe('/healthz');
    const res = await ctx.app.inject({ method: 'GET', url: route ?? '/' });
    expect(res.statusCode).toBe(200);
  });
});

describe('compose.yaml', () => {
  it('sets only environment variables the API reads', () => {
    const names = composeAppEnvNames(compose);
    expect(names).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL']));
    for (const name of names) expect(configKeys, name).toContain(name);
  });

  it('runs two replicas of the image behind one proxy, with PostgreSQL, Redis and a mail catcher', () => {
    expect(compose).toMatch(/^ {2}app1: \*app$/m);
    expect(compose).toMatch(/^ {2}app2: \*app$/m);
    expect(nginx).toMatch(/server app1:3000/);
    expect(nginx).toMatch(/server app2:3000/);
    expect(compose).toMatch(/image: postgres:15/);
    expect(compose).toMatch(/image: redis:7/);
    expect(compose).toMatch(/image: axllent\/mailpit/);
    expect(compose).toMatch(/SMTP_URL: smtp:\/\/mailpit:1025/);
  });
});
