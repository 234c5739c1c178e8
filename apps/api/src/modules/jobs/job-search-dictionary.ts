import type { AutocompleteSuggestion } from '@hireway/shared';
import { sql } from 'kysely';

import { type Executor, readStringList } from '../../db/database';
import { type AnyExecutor, type ListingScope, scopeOn } from './listing-scope';
import { distinctTokens, SuggestionIndex, Vocabulary } from './search';

/*
 * The search dictionary of the listed jobs (docs/decisions/0015-multilingual-search.md, "For the read model"):
 * `search_terms` — every analyzed token with the number of listings that hold it (typo corrections and prefix
 * checks: the Vocabulary) — and `search_suggestions` — every title, skill and company name with the number of
 * listings that use it (autocomplete: the SuggestionIndex). Both follow the listings in the same transaction
 * (job-listings.ts adds a listing's terms when it is inserted and takes them away when it is deleted); the board
 * holds them in memory per process (SearchDictionaryCache) and reloads them when the listing version has moved,
 * at most every SEARCH_DICTIONARY_REFRESH_MS.
 *
 * A listing's terms are read from its job's and company's search columns at the moment of the change, so a write
 * that changes the searched text takes the listings off first (retractListings: a job edited, a company renamed)
 * and lists them again after. A job row deleted outright while listed (never done by the app: jobs are deleted
 * softly) would leave its terms counted until rebuildSearchDictionary recounts.
 */

type SuggestionKind = AutocompleteSuggestion['kind'];

/** Counts gathered in memory before they are written (the bench seeder fills one while it generates jobs). */
export class DictionaryCounts {
  readonly terms = new Map<string, number>();
  /** Keyed by kind + '\u0000' + value. */
  readonly suggestions = new Map<string, number>();

  addTerm(term: string, count = 1): void {
    this.terms.set(term, (this.terms.get(term) ?? 0) + count);
  }

  addSuggestion(kind: SuggestionKind, value: string, count = 1): void {
    const key = `${kind}\u0000${value}`;
    this.suggestions.set(key, (this.suggestions.get(key) ?? 0) + count);
  }

  /** One listing: its distinct tokens, its title, each skill and its company once. */
  addListing(row: ListingText): void {
    const tokens = distinctTokens([
      row.search_title,
      row.search_skills,
      row.search_body,
      row.search_location,
      row.search_name,
    ]);
    for (const token of tokens) this.addTerm(token);
    this.addSuggestion('title', row.title);
    for (const skill of new Set(readStringList(row.skills))) this.addSuggestion('skill', skill);
    this.addSuggestion('company', row.company_name);
  }
}

/** What a listing contributes to the dictionary: its card texts and its job's and company's search columns. */
interface ListingText {
  title: string;
  skills: string;
  company_name: string;
  search_title: string;
  search_skills: string;
  search_body: string;
  search_location: string;
  search_name: string;
}

const listingTexts = (db: AnyExecutor, condition: ReturnType<typeof scopeOn>, after?: number, limit?: number) =>
  sql<ListingText & { listed_key: number | string }>`select jl.listed_key, jl.title, jl.skills, jl.company_name,
      jp.search_title, jp.search_skills, jp.search_body, jp.search_location, pp.search_name
    from job_listings jl
    join job_posts jp on jp.id = jl.job_id
    join provider_profiles pp on pp.user_id = jl.provider_id
    where ${condition}${after === undefined ? sql`` : sql` and jl.listed_key > ${after}`}
    order by jl.listed_key${limit === undefined ? sql`` : sql` limit ${limit}`}`.execute(db);

/** Rows per upsert statement (two parameters each). */
const WRITE_BATCH = 500;

async function writeCounts(db: AnyExecutor, counts: DictionaryCounts, sign: 1 | -1): Promise<void> {
  const terms = [...counts.terms];
  for (let i = 0; i < terms.length; i += WRITE_BATCH) {
    const chunk = terms.slice(i, i + WRITE_BATCH);
    await sql`insert into search_terms (term, documents)
      values ${sql.join(chunk.map(([term, count]) => sql`(${term}, ${sign * count})`))}
      on conflict (term) do update set documents = search_terms.documents + excluded.documents`.execute(db);
    if (sign < 0) {
      await sql`delete from search_terms where documents <= 0
        and term in (${sql.join(chunk.map(([term]) => sql`${term}`))})`.execute(db);
    }
  }
  const suggestions = [...counts.suggestions].map(([key, count]) => {
    const at = key.indexOf('\u0000');
    return { kind: key.slice(0, at), value: key.slice(at + 1), count };
  });
  for (let i = 0; i < suggestions.length; i += WRITE_BATCH) {
    const chunk = suggestions.slice(i, i + WRITE_BATCH);
    await sql`insert into search_suggestions (kind, value, documents)
      values ${sql.join(chunk.map(({ kind, value, count }) => sql`(${kind}, ${value}, ${sign * count})`))}
      on conflict (kind, value) do update set documents = search_suggestions.documents + excluded.documents`.execute(
      db,
    );
    if (sign < 0) {
      await sql`delete from search_suggestions where documents <= 0
        and value in (${sql.join(chunk.map(({ value }) => sql`${value}`))})`.execute(db);
    }
  }
}

/**
 * Adds (sign 1, after the scope's listings were inserted) or takes away (sign -1, before they are deleted) the
 * dictionary entries of the scope's listings, in the caller's transaction.
 */
export async function adjustSearchDictionary(
  db: AnyExecutor,
  scope: Exclude<ListingScope, 'all'>,
  sign: 1 | -1,
): Promise<void> {
  const { rows } = await listingTexts(db, scopeOn(scope, 'jl.job_id', 'jl.provider_id'));
  if (rows.length === 0) return;
  const counts = new DictionaryCounts();
  for (const row of rows) counts.addListing(row);
  await writeCounts(db, counts, sign);
}

/** Listings read per batch when the dictionary is counted from the database. */
const READ_BATCH = 2000;

/**
 * Recounts the whole dictionary from the listings (or writes counts gathered elsewhere, e.g. by the bench seeder
 * while it generated the jobs).
 */
export async function rebuildSearchDictionary(db: AnyExecutor, counted?: DictionaryCounts): Promise<void> {
  await sql`delete from search_terms`.execute(db);
  await sql`delete from search_suggestions`.execute(db);
  let counts = counted;
  if (!counts) {
    counts = new DictionaryCounts();
    let after: number | undefined;
    for (;;) {
      const { rows } = await listingTexts(db, sql<boolean>`1 = 1`, after, READ_BATCH);
      for (const row of rows) counts.addListing(row);
      const last = rows.at(-1);
      if (!last || rows.length < READ_BATCH) break;
      after = Number(last.listed_key);
    }
  }
  await writeCounts(db, counts, 1);
}

/** The dictionary in memory: the vocabulary and the autocomplete phrases. */
export interface SearchDictionary {
  vocabulary: Vocabulary;
  suggestions: SuggestionIndex;
  /** The number of listings the counts are over (planSearch's `documents`). */
  documents: number;
  /** Their smallest and largest listed_key (null with no listing): the board's windows (job-board.repository.ts). */
  keys: { min: number; max: number } | null;
}

/**
 * Loads the dictionary. Cheap at any size: the two dictionary tables (thousands of rows) and two lookups of the
 * primary key. The number of listings is not counted (a count of a million rows took 100–450 ms, on SQLite with
 * the event loop blocked): every listing adds its company name to the suggestions exactly once
 * (DictionaryCounts.addListing), so the company counts add up to the number of listings, in the same transaction
 * as the listings themselves. min and max are asked apart: together SQLite reads the whole table for them.
 */
export async function loadSearchDictionary(db: Executor): Promise<SearchDictionary> {
  const [terms, phrases, keys] = await Promise.all([
    db.selectFrom('search_terms').select(['term', 'documents']).execute(),
    db.selectFrom('search_suggestions').select(['kind', 'value', 'documents']).execute(),
    sql<{ min: number | string | null; max: number | string | null }>`select
      (select min(listed_key) from job_listings) as min, (select max(listed_key) from job_listings) as max`.execute(db),
  ]);
  const { min = null, max = null } = keys.rows[0] ?? {};
  const documents = phrases.reduce((sum, row) => sum + (row.kind === 'company' ? row.documents : 0), 0);
  // Built in slices: a reload runs beside the requests, and a vocabulary of a few hundred thousand terms built in
  // one go held them all for up to a second (bench/search-library.ts prints the longest hold).
  return {
    documents,
    keys: min === null || max === null ? null : { min: Number(min), max: Number(max) },
    vocabulary: await Vocabulary.fromEntriesInSlices(terms.map((row) => [row.term, row.documents] as const)),
    suggestions: await SuggestionIndex.buildInSlices(
      phrases.map((row) => ({ kind: row.kind, value: row.value, count: row.documents })),
    ),
  };
}

interface CacheEntry {
  version: number;
  loadedAt: number;
  dictionary: Promise<SearchDictionary>;
  reloading: Promise<SearchDictionary> | null;
}

/**
 * One dictionary per database handle and process, reloaded when the listing version has moved since it was
 * loaded, at most every `refreshMs` (0: at once, awaited — the tests). Meanwhile searches use the one loaded:
 * the vocabulary changes slowly, and nothing is ever missing from a search because of it (a word the vocabulary
 * does not know yet is searched as typed, OR-ed with its corrections).
 */
export class SearchDictionaryCache {
  private readonly entries = new WeakMap<object, CacheEntry>();

  get(db: Executor, version: number, refreshMs: number): Promise<SearchDictionary> {
    const entry = this.entries.get(db);
    if (!entry) {
      const dictionary = loadSearchDictionary(db);
      const created: CacheEntry = { version, loadedAt: Date.now(), dictionary, reloading: null };
      this.entries.set(db, created);
      dictionary.catch(() => this.entries.delete(db));
      return dictionary;
    }
    if (entry.version !== version && !entry.reloading && Date.now() - entry.loadedAt >= refreshMs) {
      const reloading = loadSearchDictionary(db);
      entry.reloading = reloading;
      reloading.then(
        () => {
          entry.dictionary = reloading;
          entry.version = version;
          entry.loadedAt = Date.now();
          entry.reloading = null;
        },
        () => {
          entry.reloading = null;
        },
      );
      if (refreshMs === 0) return reloading;
    }
    return entry.reloading && refreshMs === 0 ? entry.reloading : entry.dictionary;
  }
}

export const searchDictionaryCache = new SearchDictionaryCache();
