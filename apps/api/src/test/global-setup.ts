import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { buildRankExtension } from '../../native/build.mjs';
import { createDb } from '../db/database';
import { prepareDatabase } from '../prepare';
import { runAdminStatement } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file (with reference data) that each test database starts as a copy of. */
    sqliteTemplate: string | null;
    /**
     * A migrated PostgreSQL database that each test database is created from (CREATE DATABASE … TEMPLATE), with the
     * clause that copies it fastest on this server.
     */
    postgresTemplate: { name: string; strategy: string } | null;
  }
}

/**
 * Once per API project run: migrate one database (every migration from an empty database, then the reference
 * data), so each test file's fresh database is a file copy (SQLite) or CREATE DATABASE … TEMPLATE (PostgreSQL)
 * instead of 18 migrations and the reference sync each time. The template is dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = (project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'postgres' ? 'postgres' : 'sqlite';
  project.provide('sqliteTemplate', null);
  project.provide('postgresTemplate', null);
  // SQLite's ranking extension (decision 0038): the tests run with it, as `npm start` and production do; without a C
  // compiler this fails with the line that says what to install.
  buildRankExtension();

  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'hireway-template-'));
    const file = join(dir, 'template.sqlite');
    const { db } = createDb({ url: `sqlite:${file}` });
    try {
      await prepareDatabase(db);
    } finally {
      await db.destroy();
    }
    project.provide('sqliteTemplate', file);
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const base = process.env.TEST_POSTGRES_URL;
  // Without it, createTestDatabase fails with the message that says how to run the suite.
  if (!base) return async () => {};
  const name = `hireway_template_${randomBytes(5).toString('hex')}`;
  const admin = (statement: string) => runAdminStatement(base, statement);
  const [version] = await runAdminStatement<{ server_version_num?: string }>(base, 'show server_version_num');
  // PostgreSQL 15+ copies a template through the WAL by default; copying its files is faster for a small
  // database on a test server (measured: 0.6–1.4 s against 1.4–2.0 s at load 20).
  const strategy = Number(version?.server_version_num ?? 0) >= 150000 ? ' strategy file_copy' : '';
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const { db } = createDb({ url: url.toString() });
  try {
    await prepareDatabase(db);
  } finally {
    // A template must have no open connections while CREATE DATABASE copies it.
    await db.destroy();
  }
  project.provide('postgresTemplate', { name, strategy });
  return async () => {
    await admin(`drop database if exists ${name} with (force)`);
  };
}
