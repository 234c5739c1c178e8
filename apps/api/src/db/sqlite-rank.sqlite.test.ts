import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDb, type Database } from './database';
import { rankFallbackReason, ranksWithCounts } from './sqlite-rank';

/*
 * SQLite's ranking extension (decision 0038, apps/api/native/hireway-rank.c): bm25() told the phrases' document
 * counts. Its scores are bm25()'s to the bit when the counts are right, the ones it is not told it counts itself,
 * and it is loaded wherever the API opens SQLite (the board with it: modules/jobs/job-board-rank.sqlite.test.ts).
 */

const WEIGHTS = '10.0, 4.0, 1.0';

describe('hireway_rank against bm25()', () => {
  let db: Database;
  beforeAll(async () => {
    db = createDb({ url: 'sqlite::memory:' }).db;
    await sql`create virtual table docs using fts5(title, skills, body)`.execute(db);
    const words = ['otter', 'badger', 'heron', 'marten', 'stoat', 'vole', 'lynx'];
    for (let i = 0; i < 60; i += 1) {
      // Every row a different mix: a word's frequency, column and the row's length vary.
      const pick = (n: number) => words.filter((_, w) => (i * (w + 3) + n) % (w + 2) === 0).join(' ');
      await sql`insert into docs (title, skills, body) values (${pick(1)}, ${pick(2)}, ${`${pick(3)} ${pick(5)} filler`.repeat((i % 4) + 1)})`.execute(
        db,
      );
    }
  });
  afterAll(async () => {
    await db.destroy();
  });

  const run = async (statement: string, ...parameters: unknown[]) =>
    (await db.executeQuery<{ id: number; score: number }>(CompiledQuery.raw(statement, parameters))).rows;
  const bm25 = (match: string) =>
    run(`select rowid as id, bm25(docs, ${WEIGHTS}) as score from docs where docs match ? order by rowid`, match);
  const ranked = (match: string, counts: string) =>
    run(
      `select rowid as id, hireway_rank(docs, ?, ${WEIGHTS}) as score from docs where docs match ? order by rowid`,
      counts,
      match,
    );
  const documents = async (phrase: string) =>
    (await run(`select count(*) as id, 0 as score from docs where docs match ?`, phrase))[0]?.id ?? 0;

  const QUERIES: [match: string, phrases: string[]][] = [
    ['otter', ['otter']],
    ['otter OR badger OR heron', ['otter', 'badger', 'heron']],
    ['(otter OR marten) AND stoat', ['otter', 'marten', 'stoat']],
    ['"vole"* AND title : lynx', ['"vole"*', 'title : lynx']],
    ['filler AND badger', ['filler', 'badger']],
  ];

  it('is loaded into every SQLite database the API opens', () => {
    expect(ranksWithCounts(db)).toBe(true);
    expect(rankFallbackReason(db)).toBeNull();
  });

  it.each(QUERIES)('scores %s as bm25() does with the right counts, or none given', async (match, phrases) => {
    const expected = await bm25(match);
    expect(expected.length).toBeGreaterThan(0);
    const right = (await Promise.all(phrases.map(documents))).join(' ');
    expect(await ranked(match, right)).toEqual(expected);
    expect(await ranked(match, phrases.map(() => '-1').join(' '))).toEqual(expected);
    // Fewer counts than phrases, or none: the rest are counted.
    expect(await ranked(match, right.split(' ').slice(0, 1).join(' '))).toEqual(expected);
    expect(await ranked(match, '')).toEqual(expected);
  });

  it('floors the weight of a count larger than the table (a dictionary older than a deletion), as bm25() does', async () => {
    // "filler" is in all 60 rows: bm25() gives it the floor IDF; told 1,000 (more rows than there are), the same.
    const expected = await bm25('filler');
    const told = await ranked('filler', '1000');
    expect(told.every((row) => Number.isFinite(row.score))).toBe(true);
    expect(told).toEqual(expected);
  });

  it('uses the counts it is given (no pass over the phrases to count them)', async () => {
    // "filler" is in every row: bm25 gives it the floor IDF; told it is rare, the same rows score far higher.
    const expected = await bm25('filler');
    const told = await ranked('filler', '1');
    expect(told.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    // bm25: the floor IDF (1e-6) for a word in every row; told it is in one row of 60: log(59.5 / 1.5) ≈ 3.7.
    for (const [i, row] of told.entries()) expect(row.score / (expected[i]?.score ?? 1)).toBeGreaterThan(1e5);
  });
});
