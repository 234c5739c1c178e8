import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Executor } from '../../../db/database';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { listingVectorText } from '../listing-vector';
import { analyzeDocument } from './analyzer';
import { detectLanguage } from './detect-language';
import { nameSearchText } from './index-text';
import { planSearch } from './query-plan';
import { Vocabulary } from './vocabulary';

/*
 * The plans run on the engine of this run, over a column of analyzed text as the board will index it: SQLite FTS5
 * (unicode61) and PostgreSQL's 'simple' tsvector. The same queries must find the same jobs on both.
 */
const JOBS: Record<string, string> = {
  en1: 'Senior Java Developer. We are hiring developers for our platform team in Berlin.',
  en2: 'C++ Engineer – embedded systems, real-time Linux',
  en3: 'C# / .NET Backend Engineer (ASP.NET Core)',
  en4: 'Node.js developer for our full-stack team',
  en5: 'Embedded C programmer',
  de1: 'Java Entwickler (m/w/d) in München. Wir suchen Verstärkung für unser Team.',
  de2: 'Softwareentwicklerin Kubernetes (w/m/d) – Standort Zürich',
  fr1: "Développeurs Java (H/F) – rejoignez l'équipe de Paris",
  fr2: 'Ingénieure DevOps, expérience Kubernetes souhaitée',
  pt1: 'Desenvolvedores Java em Lisboa. Procuramos pessoas para a nossa equipa.',
  pt2: 'Gestão de projetos de informática em São Paulo',
};

let database: TestDatabase;
let db: Executor;
let vocabulary: Vocabulary;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  if (database.engine === 'sqlite') {
    await sql`create virtual table search_probe using fts5(id unindexed, tokens, tokenize = 'unicode61')`.execute(db);
  } else {
    await sql`create table search_probe (id text primary key, tokens text not null,
      vector tsvector generated always as (to_tsvector('simple', tokens)) stored)`.execute(db);
  }
  const analyzed: string[][] = [];
  for (const [id, text] of Object.entries(JOBS)) {
    const tokens = analyzeDocument(text, detectLanguage(text));
    analyzed.push(tokens);
    await sql`insert into search_probe (id, tokens) values (${id}, ${tokens.join(' ')})`.execute(db);
  }
  vocabulary = Vocabulary.fromDocuments(analyzed);
});

afterAll(async () => {
  await database?.drop();
});

async function search(q: string): Promise<string[]> {
  const plan = planSearch(q, vocabulary);
  if (database.engine === 'sqlite') {
    if (!plan.fts5) return [];
    const { rows } = await sql<{ id: string }>`select id from search_probe where search_probe match ${plan.fts5}
      order by id`.execute(db);
    return rows.map((row) => row.id);
  }
  if (!plan.tsquery) return [];
  const { rows } = await sql<{ id: string }>`select id from search_probe
    where vector @@ to_tsquery('simple', ${plan.tsquery}) order by id`.execute(db);
  return rows.map((row) => row.id);
}

describe('search plans on the engine', () => {
  it.each([
    // stemming, in each language, across the query's language
    ['developer ', ['en1', 'en4']],
    ['java developers ', ['en1']],
    ['Entwicklerin ', ['de1']], // compounds are not split: Softwareentwicklerin is found by its own stem
    ['softwareentwickler ', ['de2']],
    ['java entwickler ', ['de1']],
    ['développeur ', ['fr1']],
    ['developpeur java ', ['fr1']],
    ['desenvolvedor ', ['pt1']],
    ['ingenieur ', ['fr2']],
    ['gestao informatica ', ['pt2']],
    ['equipe ', ['fr1', 'pt1']],
    // accents and ß both ways
    ['zurich ', ['de2']],
    ['MÜNCHEN ', ['de1']],
    ['sao paulo ', ['pt2']],
    // technologies as themselves
    ['c++ ', ['en2']],
    ['c# ', ['en3']],
    ['.net ', ['en3']],
    ['asp.net core ', ['en3']],
    ['node.js ', ['en4']],
    ['node ', ['en4']],
    ['fullstack ', ['en4']],
    ['embedded c ', ['en5']], // C++ is not C
    // prefixes as people type
    ['kube', ['de2', 'fr2']],
    ['java entw', ['de1']],
    ['senior engin', []],
    ['c++ engi', ['en2']],
    // typos
    ['jvaa ', ['de1', 'en1', 'fr1', 'pt1']],
    ['kubernets', ['de2', 'fr2']],
    ['desenvolvedroes ', ['pt1']],
    // nothing searchable, nothing that exists
    ['% ', []],
    ['cobol ', []],
  ])('"%s" finds %j', async (q, ids) => {
    expect(await search(q)).toEqual([...ids].sort());
  });

  it('a typo is reported as the query searched for instead', () => {
    expect(planSearch('jvaa developer', vocabulary).correctedQuery).toBe('java developer');
  });

  it('user input never breaks the expression', async () => {
    for (const q of [`"`, `'`, `\\`, `*`, `java" OR "x`, `a:* & !b`, `NEAR(java)`, `(((`, `'); drop table x; --`]) {
      await expect(search(q)).resolves.toBeInstanceOf(Array);
    }
  });
});

describe("the listing index stores the analyzer's tokens as they are", () => {
  const TEXTS = [
    ...Object.values(JOBS),
    'Straße, Größe & Œuvre: Ærø Łódź (m/w/d) — 2ª vaga, 3º andar, 40h/semana',
    'Ingeniero/a 東京 Ωmega — ½ Stelle, x² ≥ 10 000 €, 24/7 on-call, v2.1.3',
    'Node.js/TypeScript, C++17, F#, ASP.NET, full-stack; e-mail jobs@example.com',
  ];

  const columnsOf = (text: string) => {
    const language = detectLanguage(text);
    const tokens = (value: string) => analyzeDocument(value, language).join(' ');
    return {
      title: tokens(text.slice(0, 30)),
      skills: tokens('C++ Kubernetes'),
      body: tokens(text),
      city: tokens('São Paulo'),
    };
  };

  it.each(TEXTS)('%s', async (text) => {
    const { title, skills, body, city } = columnsOf(text);
    const company = nameSearchText('Müller & Söhne GmbH');
    const expected = new Set(
      [title, skills, body, company, city].flatMap((column) => column.split(' ')).filter(Boolean),
    );
    if (database.engine === 'postgres') {
      const { rows } = await sql<{ same: boolean; lexemes: string[] }>`
        select job_search_vector(${title}, ${skills}, ${body}, ${company}, ${city})
          = setweight(to_tsvector('simple', job_search_words(${title})), 'A')
          || setweight(to_tsvector('simple', job_search_words(${skills})), 'B')
          || setweight(to_tsvector('simple', job_search_words(${body})), 'C')
          || setweight(to_tsvector('simple', job_search_words(${company}) || ' ' || job_search_words(${city})), 'D')
          as same,
        tsvector_to_array(job_search_vector(${title}, ${skills}, ${body}, ${company}, ${city})) as lexemes`.execute(db);
      // The same vector as before 2026-12-01T0100 (with job_search_words), so nothing had to be rebuilt.
      expect(rows[0]?.same).toBe(true);
      expect(new Set(rows[0]?.lexemes)).toEqual(expected);
      // And as the bench seeder computes it in TypeScript (listing-vector.ts), with a listing's facet words.
      const facets = ['zzcsoftwaredevelopment', 'zzefulltime', 'zzlhybrid', 'zzkde', 'zzs10', 'zzs20'];
      const text = listingVectorText({ title, skills, body, company, location: city, facets });
      const { rows: computed } = await sql<{ same: boolean }>`select ${text}::tsvector
          = job_search_vector(${title}, ${skills}, ${body}, ${company}, ${city})
            || to_tsvector('simple', ${facets.join(' ')}) as same`.execute(db);
      expect(computed[0]?.same).toBe(true);
    } else {
      await sql`delete from listing_probe`.execute(db);
      await sql`insert into listing_probe (title, skills, body, company, location)
        values (${title}, ${skills}, ${body}, ${company}, ${city})`.execute(db);
      const { rows } = await sql<{ term: string }>`select term from listing_probe_terms`.execute(db);
      expect(new Set(rows.map((row) => row.term))).toEqual(expected);
    }
  });

  beforeAll(async () => {
    if (database.engine !== 'sqlite') return;
    // The tokenizer of job_listings_fts (migration 2026-11-28T0000), with the words it holds.
    await sql`create virtual table listing_probe using fts5(title, skills, body, company, location,
      tokenize = "unicode61 remove_diacritics 2 separators '$+<=>^|~'")`.execute(db);
    await sql`create virtual table listing_probe_terms using fts5vocab(listing_probe, 'row')`.execute(db);
  });
});
