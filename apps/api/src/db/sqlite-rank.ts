import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type SQLite from 'better-sqlite3';
import { SqliteAdapter, SqliteDialect, type DialectAdapter, type SqliteDialectConfig } from 'kysely';

import type { Executor } from './database';
import { withStatementCache } from './sqlite-statements';

/*
 * The board's relevance ranking on SQLite (decision 0038): `hireway_rank`, FTS5's bm25() told the phrases'
 * document counts by the search dictionary instead of counting them per statement (apps/api/native/hireway-rank.c).
 * The extension is built by the API's build (dist/native/); without it a database ranks with bm25() itself: the
 * same order, slower (sessions 13–15 measured the per-statement count as most of a cold search at 1M jobs).
 */

/** Where the built library may be: HIREWAY_SQLITE_RANK, beside the bundled server, or the build's folder from src. */
function candidates(): string[] {
  const list = [process.env.HIREWAY_SQLITE_RANK];
  for (const relative of ['./native/hireway-rank.so', '../../dist/native/hireway-rank.so']) {
    list.push(fileURLToPath(new URL(relative, import.meta.url)));
  }
  return list.filter((path): path is string => path !== undefined && path !== '');
}

/** Loads the ranking extension into one connection; the reason when it cannot (none built, or it failed to load). */
export function loadRankExtension(sqlite: SQLite.Database): { loaded: true } | { loaded: false; reason: string } {
  const found = candidates().filter((path) => existsSync(path));
  if (found.length === 0) return { loaded: false, reason: 'not built (node apps/api/native/build.mjs)' };
  const errors: string[] = [];
  for (const path of found) {
    try {
      sqlite.loadExtension(path);
      return { loaded: true };
    } catch (error) {
      errors.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { loaded: false, reason: `not loadable (${errors.join('; ')})` };
}

/** SQLite's adapter, saying whether its connection ranks with the dictionary's counts. */
export class RankingSqliteAdapter extends SqliteAdapter {
  constructor(readonly rankExtension: { loaded: true } | { loaded: false; reason: string }) {
    super();
  }
}

/**
 * SqliteDialect whose adapter carries the connection's ranking (see ranksWithCounts), and whose statements are
 * compiled once (sqlite-statements.ts).
 */
export class RankingSqliteDialect extends SqliteDialect {
  private readonly ranking: RankingSqliteAdapter['rankExtension'];

  constructor(config: SqliteDialectConfig & { database: SQLite.Database }) {
    super({ ...config, database: withStatementCache(config.database) });
    this.ranking = loadRankExtension(config.database);
  }

  override createAdapter(): DialectAdapter {
    return new RankingSqliteAdapter(this.ranking);
  }
}

/** Why a SQLite database ranks with bm25() itself; null when it has the extension (or is not SQLite). */
export function rankFallbackReason(db: Executor): string | null {
  const adapter = db.getExecutor().adapter;
  if (!(adapter instanceof RankingSqliteAdapter)) return null;
  return adapter.rankExtension.loaded ? null : adapter.rankExtension.reason;
}

/** Whether the database ranks with hireway_rank (SQLite with the extension loaded). */
export function ranksWithCounts(db: Executor): boolean {
  const adapter = db.getExecutor().adapter;
  return adapter instanceof RankingSqliteAdapter && adapter.rankExtension.loaded;
}
