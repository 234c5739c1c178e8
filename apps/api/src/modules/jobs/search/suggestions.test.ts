import { describe, expect, it } from 'vitest';

import { SuggestionIndex, type SuggestionSource } from './suggestions';

const sources: SuggestionSource[] = [
  { value: 'Senior Software Engineer', kind: 'title', count: 40 },
  { value: 'Software Engineer', kind: 'title', count: 90 },
  { value: 'Engineering Manager', kind: 'title', count: 12 },
  { value: 'Kubernetes', kind: 'skill', count: 70 },
  { value: 'Kotlin', kind: 'skill', count: 20 },
  { value: 'Acme Analytics', kind: 'company', count: 5 },
  { value: 'Entwickler:in Java', kind: 'title', count: 8 },
  { value: 'Zürich Versicherung', kind: 'company', count: 3 },
  { value: 'C++', kind: 'skill', count: 30 },
  { value: '.NET', kind: 'skill', count: 25 },
  { value: 'react', kind: 'skill', count: 2 },
  { value: 'React', kind: 'skill', count: 60 },
  { value: 'React', kind: 'title', count: 1 },
];
const index = SuggestionIndex.build(sources);

describe('SuggestionIndex', () => {
  it('suggests phrases that start with the text first, then those with a word that does', () => {
    expect(index.suggest('eng')).toEqual([
      { value: 'Engineering Manager', kind: 'title' },
      { value: 'Software Engineer', kind: 'title' },
      { value: 'Senior Software Engineer', kind: 'title' },
    ]);
  });

  it('ranks titles before skills before companies, then by use', () => {
    expect(index.suggest('k').map((s) => s.value)).toEqual(['Kubernetes', 'Kotlin']);
    expect(index.suggest('software')).toEqual([
      { value: 'Software Engineer', kind: 'title' },
      { value: 'Senior Software Engineer', kind: 'title' },
    ]);
  });

  it('ignores case and accents and finds later words', () => {
    expect(index.suggest('ZURICH')).toEqual([{ value: 'Zürich Versicherung', kind: 'company' }]);
    expect(index.suggest('versich')).toEqual([{ value: 'Zürich Versicherung', kind: 'company' }]);
    expect(index.suggest('java')).toEqual([{ value: 'Entwickler:in Java', kind: 'title' }]);
  });

  it('keeps technologies as typed', () => {
    expect(index.suggest('c+')).toEqual([{ value: 'C++', kind: 'skill' }]);
    expect(index.suggest('.ne')).toEqual([{ value: '.NET', kind: 'skill' }]);
    expect(index.suggest('net')).toEqual([{ value: '.NET', kind: 'skill' }]);
  });

  it('shows one spelling of a text: the kind ranked first, then the most used', () => {
    expect(index.suggest('reac')).toEqual([{ value: 'React', kind: 'title' }]);
    const skills = SuggestionIndex.build(sources.filter((s) => s.kind === 'skill'));
    expect(skills.suggest('reac')).toEqual([{ value: 'React', kind: 'skill' }]);
  });

  it('answers the same from the cache of short prefixes as from the full ranking', () => {
    expect(index.suggest('se', 8)).toEqual(index.suggest('se', 20).slice(0, 8));
  });

  it('does not match inside a word, and answers nothing for nothing', () => {
    expect(index.suggest('ytics')).toEqual([]);
    expect(index.suggest('  ')).toEqual([]);
    expect(index.suggest('zzz')).toEqual([]);
  });

  it('honours the limit', () => {
    expect(index.suggest('e', 1)).toHaveLength(1);
  });
});
