import { describe, expect, it } from 'vitest';

import { typoBudget, Vocabulary } from './vocabulary';

const vocabulary = Vocabulary.fromEntries([
  ['java', 900],
  ['javascript', 700],
  ['jav', 5],
  ['python', 800],
  ['kubernetes', 120],
  ['kubernet', 130],
  ['developer', 1000],
  ['develop', 1200],
  ['designer', 300],
  ['entwickler', 400],
  ['entwickl', 450],
  ['berlin', 500],
  ['bern', 40],
  ['react', 600],
  ['rect', 2],
  ['data', 650],
  ['date', 50],
  ['go', 300],
]);

/** The plain definition, to check the fast search against: optimal string alignment distance. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

describe('Vocabulary.correct', () => {
  it('never corrects a known word', () => {
    expect(vocabulary.correct('rect')).toEqual([{ term: 'rect', count: 2, distance: 0 }]);
    expect(vocabulary.correct('bern')).toEqual([{ term: 'bern', count: 40, distance: 0 }]);
  });

  it.each([
    ['jvaa', 'java', 1], // transposition
    ['pyton', 'python', 1], // deletion
    ['pythonn', 'python', 1], // insertion
    ['reacr', 'react', 1], // substitution
    ['kubernets', 'kubernet', 1], // kubernetes is 1 edit too, kubernet is in more jobs
    ['kubrenetse', 'kubernetes', 2],
    ['developpers', 'developer', 2],
    ['entwikler', 'entwickler', 1],
  ])('%s → %s (%i edits)', (word, term, distance) => {
    expect(vocabulary.correct(word)[0]).toMatchObject({ term, distance });
  });

  it('prefers the nearer term, then the more frequent one', () => {
    // "berln": berlin (1 edit, 500 jobs) before bern (1 edit, 40 jobs)
    expect(vocabulary.correct('berln').map((c) => c.term)).toEqual(['berlin', 'bern']);
    // "dat" is too short to correct; "datx": data and date one edit away, data is more used
    expect(vocabulary.correct('dat')).toEqual([]);
    expect(vocabulary.correct('datx').map((c) => c.term)).toEqual(['data', 'date']);
  });

  it('allows no typo below 4 characters, 1 up to 7, 2 from 8', () => {
    expect([3, 4, 7, 8, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
    expect(vocabulary.correct('pythn')[0]?.term).toBe('python');
    expect(vocabulary.correct('pytn')).toEqual([]); // 2 edits in a short word
    expect(vocabulary.correct('gx')).toEqual([]);
  });

  it('answers nothing for a word too far from every term', () => {
    expect(vocabulary.correct('zzzzzzzz')).toEqual([]);
  });

  it('finds exactly the terms the plain definition finds, on a larger random vocabulary', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const letters = 'abcdeilnorst';
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    const terms = Array.from({ length: 3000 }, () => word(3 + Math.floor(random() * 8)));
    const big = Vocabulary.fromEntries(terms.map((term, i) => [term, i % 17] as const));
    for (let q = 0; q < 60; q++) {
      const query = word(4 + Math.floor(random() * 6));
      const max = query.length >= 8 ? 2 : 1;
      const expected = [...new Set(terms)].filter((term) => osa(term, query) <= max && term !== query).sort();
      if (big.has(query)) continue;
      const found = big
        .correct(query, { limit: 10_000 })
        .map((c) => c.term)
        .sort();
      expect(found).toEqual(expected);
    }
  });
});

describe('Vocabulary.complete', () => {
  it('completes a prefix with the most used terms first', () => {
    expect(vocabulary.complete('ja', 3).map((e) => e.term)).toEqual(['java', 'javascript', 'jav']);
    expect(vocabulary.complete('dev', 10).map((e) => e.term)).toEqual(['develop', 'developer']);
    expect(vocabulary.complete('kuber', 10).map((e) => e.term)).toEqual(['kubernet', 'kubernetes']);
  });

  it('answers the same from the cache of short prefixes and from the range', () => {
    expect(vocabulary.complete('j', 2)).toEqual(vocabulary.complete('j', 20).slice(0, 2));
  });

  it('answers nothing for an unknown prefix and knows prefixes', () => {
    expect(vocabulary.complete('xyz', 5)).toEqual([]);
    expect(vocabulary.hasPrefix('kub')).toBe(true);
    expect(vocabulary.hasPrefix('kux')).toBe(false);
  });

  it('counts documents from analyzed documents, once per document', () => {
    const v = Vocabulary.fromDocuments([
      ['java', 'java', 'develop'],
      ['java', 'python'],
    ]);
    expect([v.count('java'), v.count('develop'), v.count('python'), v.count('go'), v.size]).toEqual([2, 1, 1, 0, 3]);
  });
});
