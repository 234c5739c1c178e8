import { describe, expect, it } from 'vitest';

import { analyzeDocument } from './analyzer';
import { planSearch } from './query-plan';
import { Vocabulary } from './vocabulary';

const vocabulary = Vocabulary.fromDocuments([
  analyzeDocument('Senior Java Developer, Kubernetes, Berlin', 'en'),
  analyzeDocument('Java Entwickler (m/w/d) in München', 'de'),
  analyzeDocument('Développeur Java à Paris', 'fr'),
  analyzeDocument('Desenvolvedor Java em Lisboa', 'pt'),
  analyzeDocument('Python Data Engineer in Berlin', 'en'),
]);

describe('planSearch', () => {
  it('writes one reading per language, identical readings once, the last word also as a prefix', () => {
    const plan = planSearch('senior kube', vocabulary);
    // English and German read "kube" as itself; French and Portuguese stem it to "kub" (matched exactly). As the
    // last word it also stands for the vocabulary's most frequent terms that start with it, searched as whole
    // terms (PREFIX_EXPANSIONS), not with the engines' prefix operator.
    expect(plan.fts5).toBe(
      '(("senior") AND ("kube" OR "kubernet" OR "kubernetes")) OR (("senior") AND ("kub" OR "kubernet" OR "kubernetes"))',
    );
    expect(plan.tsquery).toBe(
      "(('senior') & ('kube' | 'kubernet' | 'kubernetes')) | (('senior') & ('kub' | 'kubernet' | 'kubernetes'))",
    );
    // Without a vocabulary (or when it knows no such term), the prefix operator.
    expect(planSearch('senior kube', null).fts5).toBe(
      '(("senior") AND ("kube"*)) OR (("senior") AND ("kub" OR "kube"*))',
    );
    expect(planSearch('senior kube', null).tsquery).toBe(
      "(('senior') & ('kube':*)) | (('senior') & ('kub' | 'kube':*))",
    );
    expect(plan.correctedQuery).toBeNull();
  });

  it('ORs the readings that differ, and leaves a stop word out of the readings of its languages', () => {
    const plan = planSearch('java in berlin ', null);
    expect(plan.fts5).toBe('(("java") AND ("berlin")) OR (("jav") AND ("in") AND ("berlin"))');
    expect(plan.tsquery).toBe("(('java') & ('berlin')) | (('jav') & ('in') & ('berlin'))");
  });

  it('writes a one-word query as one group of every reading\'s terms, each term once', () => {
    // English and German read "kube" as itself, French and Portuguese as "kub": one OR of the distinct terms,
    // not (kube OR kubernet OR kubernetes) OR (kub OR kubernet OR kubernetes), which ranks the shared terms twice.
    const plan = planSearch('kube', vocabulary);
    expect(plan.fts5).toBe('("kube" OR "kubernet" OR "kubernetes" OR "kub")');
    expect(plan.tsquery).toBe("('kube' | 'kubernet' | 'kubernetes' | 'kub')");
  });

  it('matches the stem exactly and the word as typed as a prefix', () => {
    expect(planSearch('developers', null, { language: 'en' }).fts5).toBe('("develop" OR "developers"*)');
  });

  it('ORs an unknown word with its nearest known terms and says what it searched for', () => {
    const plan = planSearch('jvaa develoeprs ', vocabulary, { language: 'en' });
    expect(plan.terms.map((term) => term.corrections)).toEqual([['java'], ['developer']]);
    expect(plan.fts5).toBe('("jvaa" OR "java") AND ("develoepr" OR "developer")');
    expect(plan.tsquery).toBe("('jvaa' | 'java') & ('develoepr' | 'developer')");
    expect(plan.correctedQuery).toBe('java developer');
  });

  it('keeps the rest of the query as typed in correctedQuery', () => {
    expect(planSearch('Senior Pyhton Engineer', vocabulary).correctedQuery).toBe('Senior python Engineer');
  });

  it('corrects the last word as a prefix only when no known term starts with it', () => {
    expect(planSearch('kubernet', vocabulary).terms[0]?.corrections).toEqual([]);
    const typo = planSearch('kubrenetes', vocabulary, { language: 'en' });
    expect(typo.terms[0]?.corrections).toEqual(['kubernetes']);
    expect(typo.fts5).toContain('"kubernetes"*');
  });

  it('never corrects technologies or short words', () => {
    expect(planSearch('c# go', vocabulary).terms.map((term) => term.corrections)).toEqual([[], []]);
  });

  it('quotes every token and produces no syntax from input', () => {
    const plan = planSearch(`"java" OR x* NEAR(a b) 'y' :* & | !`, null, { language: 'en' });
    // or and a are English stop words; the query ends in "!", so y is not a prefix.
    expect(plan.fts5).toBe('("java") AND ("x") AND ("near") AND ("b") AND ("y")');
    expect(plan.tsquery).toBe("('java') & ('x') & ('near') & ('b') & ('y')");
  });

  it('a query with no searchable word matches nothing', () => {
    expect(planSearch('%', vocabulary)).toMatchObject({ fts5: null, tsquery: null, terms: [] });
    expect(planSearch('the ', vocabulary, { language: 'en' })).toMatchObject({ fts5: null, tsquery: null });
  });

  it('estimates the matches from the document counts, words taken as independent', () => {
    const counts = Vocabulary.fromEntries([
      ['java', 400],
      ['python', 100],
      ['berlin', 500],
    ]);
    const estimate = (q: string) => planSearch(q, counts, { language: 'en', documents: 1000 }).estimatedShare;
    expect(estimate('java.')).toBeCloseTo(0.4);
    // java AND berlin: 0.4 × 0.5.
    expect(estimate('java berlin.')).toBeCloseTo(0.2);
    expect(estimate('java python berlin.')).toBeCloseTo(0.02);
    expect(estimate('cobol.')).toBe(0);
    // Without a vocabulary or a document count, no estimate.
    expect(planSearch('java', null, { documents: 1000 }).estimatedShare).toBeNull();
    expect(planSearch('java', counts).estimatedShare).toBeNull();
    // A word alone matches at least as many documents as its most frequent term; two words, nothing known.
    expect(planSearch('java.', counts, { language: 'en' }).knownMatches).toBe(400);
    expect(planSearch('java berlin.', counts, { language: 'en' }).knownMatches).toBe(0);
    expect(planSearch('java.', null).knownMatches).toBe(0);
  });

  it("gives each FTS5 phrase, in order, the vocabulary's document count (-1: the engine counts it)", () => {
    const counts = Vocabulary.fromEntries([
      ['java', 400],
      ['berlin', 500],
      ['berliner', 20],
    ]);
    // java AND (berl, the stem, OR berlin OR berliner, the completions of the last word); no job holds "berl".
    const typed = planSearch('java berl', counts, { language: 'en' });
    expect(typed.fts5).toBe('("java") AND ("berl" OR "berlin" OR "berliner")');
    expect(typed.fts5Counts).toEqual([400, -1, 500, 20]);
    // A word the vocabulary does not hold, and the prefix operator (no completion known): counted by the engine.
    const unknown = planSearch('java zzz', counts, { language: 'en' });
    expect(unknown.fts5).toBe('("java") AND ("zzz"*)');
    expect(unknown.fts5Counts).toEqual([400, -1]);
    expect(planSearch('cobol.', counts, { language: 'en' }).fts5Counts).toEqual([-1]);
    // Without a vocabulary, nothing known.
    expect(planSearch('java', null).fts5Counts).toBeNull();
  });
});
