import { describe, expect, it } from 'vitest';

import { analyzeDocument, analyzeQuery } from './analyzer';
import type { SearchLanguage } from './languages';
import { planSearch } from './query-plan';
import { foldText, splitWords } from './tokenize';
import { Vocabulary } from './vocabulary';

/*
 * The analyzer per language. `finds(doc, language, q)` answers whether a job whose text is `doc` matches the query
 * `q` in the way the engines will evaluate the plan: some reading of the query has every word in the job's tokens
 * (exactly, or as a prefix where the plan says so). search.engines.test.ts checks the same on SQLite and PostgreSQL.
 */
function finds(doc: string, language: SearchLanguage, q: string): boolean {
  const tokens = analyzeDocument(doc, language);
  const plan = planSearch(q, null);
  const has = (token: string, prefix: boolean) => tokens.some((t) => (prefix ? t.startsWith(token) : t === token));
  return plan.query.languages.some((lang) => {
    const groups = plan.terms.map((term) => {
      const stem = term.stems[lang];
      const options: [string, boolean][] = [];
      if (stem !== undefined) options.push([stem, false]);
      if (term.isPrefix && !term.isTech) options.push([term.text, true]);
      return options;
    });
    const live = groups.filter((options) => options.length > 0);
    return live.length > 0 && live.every((options) => options.some(([token, prefix]) => has(token, prefix)));
  });
}

describe('English', () => {
  it.each([
    ['Senior Software Developer', 'developers'],
    ['We are hiring developers', 'developer'],
    ['Engineering manager', 'engineer manager'],
    ['Data engineers wanted', 'data engineering'],
    ['Managing a team of analysts', 'manage analyst'],
  ])('%s is found by "%s"', (doc, q) => {
    expect(finds(doc, 'en', `${q} `)).toBe(true);
  });

  it('drops stop words but keeps IT', () => {
    expect(analyzeDocument('The role of the IT team', 'en')).toEqual(['role', 'it', 'team']);
  });

  it('does not find a different word', () => {
    expect(finds('Senior Software Developer', 'en', 'designer ')).toBe(false);
  });
});

describe('German', () => {
  it.each([
    ['Softwareentwickler (m/w/d)', 'Softwareentwicklerin'],
    ['Java Entwickler (m/w/d)', 'Entwicklerin'],
    ['Java Entwicklerin', 'Entwickler'],
    ['Wir suchen Entwickler:innen für unser Team', 'Entwicklerinnen'],
    ['Entwickler*innen gesucht', 'entwickler'],
    ['Ingenieurin Maschinenbau', 'Ingenieur'],
    ['Projektleiterin Bau', 'projektleiter'],
    ['Architektin für Cloud', 'architekt'],
    ['Büro in der Hauptstraße', 'hauptstrasse'],
    ['Standort: Zürich', 'zurich'],
    ['Standort: München', 'munchen'],
    ['Kenntnisse in Datenbanken', 'Datenbank'],
  ])('%s is found by "%s"', (doc, q) => {
    expect(finds(doc, 'de', `${q} `)).toBe(true);
  });

  it('keeps Berlin, Termin and Admin whole (no feminine ending to strip)', () => {
    expect(analyzeDocument('Berlin Termin Admin', 'de')).toEqual(['berlin', 'termin', 'admin']);
  });

  it('drops the gender marks and the articles', () => {
    expect(analyzeDocument('Der Entwickler (m/w/d) und die Entwicklerin', 'de')).toEqual([
      'entwickl',
      'entwickler',
      'entwickl',
      'entwicklerin',
    ]);
  });
});

describe('French', () => {
  it.each([
    ['Développeurs Java', 'développeur'],
    ['Développeur Full Stack (H/F)', 'developpeurs'],
    ['Ingénieure logiciel', 'ingenieur'],
    ["Rejoindre l'équipe produit", 'equipe'],
    ["Chef d'équipe", 'équipes'],
    ['Gestion des entreprises', 'entreprise'],
  ])('%s is found by "%s"', (doc, q) => {
    expect(finds(doc, 'fr', `${q} `)).toBe(true);
  });

  it('removes elisions and keeps the C language', () => {
    expect(analyzeDocument("C'est l'équipe C et C++", 'fr')).toEqual(['equip', 'equipe', 'c', 'cplusplus']);
  });
});

describe('Portuguese', () => {
  it.each([
    ['Desenvolvedores Java', 'desenvolvedor'],
    ['Desenvolvedor Backend', 'desenvolvedores'],
    ['Engenheiros de dados', 'engenheiro'],
    ['Gestão de projetos', 'gestao'],
    ['Analista de informática', 'informatica'],
    ['Ações de marketing', 'acoes'],
    ['São Paulo', 'sao paulo'],
  ])('%s is found by "%s"', (doc, q) => {
    expect(finds(doc, 'pt', `${q} `)).toBe(true);
  });
});

describe('technologies are searchable as themselves', () => {
  it.each([
    ['Senior C++ Developer', 'c++', 'cplusplus'],
    ['C# / .NET engineer', 'c#', 'csharp'],
    ['F# functional programmer', 'f#', 'fsharp'],
    ['Backend in .NET Core', '.net', 'dotnet'],
    ['ASP.NET MVC', 'asp.net', 'aspnet'],
    ['Node.js backend', 'node.js', 'nodejs'],
    ['Vue.js frontend', 'vue.js', 'vuejs'],
  ])('%s: "%s" is the token %s', (doc, q, token) => {
    expect(analyzeDocument(doc, 'en')).toContain(token);
    expect(analyzeQuery(q).terms.map((term) => term.text)).toEqual([token]);
    expect(finds(doc, 'en', q)).toBe(true);
  });

  it('C++ is not C and not C#', () => {
    expect(finds('Embedded C developer', 'en', 'c++ ')).toBe(false);
    expect(finds('C# developer', 'en', 'c++ ')).toBe(false);
    expect(finds('C++ developer', 'en', 'c# ')).toBe(false);
  });

  it('ASP.NET also answers .NET, and Node.js also node', () => {
    expect(finds('ASP.NET developer', 'en', '.net ')).toBe(true);
    expect(finds('Node.js developer', 'de', 'node developer')).toBe(true);
  });

  it('hyphenated words are found joined and in parts', () => {
    expect(finds('Full-Stack Developer', 'en', 'fullstack ')).toBe(true);
    expect(finds('Full-Stack Developer', 'en', 'full stack ')).toBe(true);
    expect(finds('E-Commerce Manager', 'de', 'ecommerce ')).toBe(true);
  });
});

describe('analyzeQuery', () => {
  it('reads a query in every language: stems per language, stop words only where they are', () => {
    const { terms, languages } = analyzeQuery('Entwicklerinnen in Zürich');
    expect(languages).toEqual(['en', 'de', 'fr', 'pt']);
    expect(terms.map((term) => term.text)).toEqual(['entwicklerinnen', 'in', 'zurich']);
    expect(terms[0]?.stems.de).toBe('entwickl');
    expect(terms[1]?.stems).toEqual({ fr: 'in', pt: 'in' });
  });

  it('drops a word that is a stop word in every language, unless it is still being typed', () => {
    // "the" is a stop word in English only: a French job may hold it (thé), so without a language it stays.
    expect(analyzeQuery('the java').terms.map((term) => term.text)).toEqual(['the', 'java']);
    expect(analyzeQuery('the java', 'en').terms.map((term) => term.text)).toEqual(['java']);
    expect(analyzeQuery('java the', 'en').terms.map((term) => term.text)).toEqual(['java', 'the']);
    expect(analyzeQuery('java the ', 'en').terms.map((term) => term.text)).toEqual(['java']);
    // "in" is one in English and German, not in French or Portuguese.
    expect(analyzeQuery('java in berlin').terms[1]?.stems).toEqual({ fr: 'in', pt: 'in' });
  });

  it('marks the last word a prefix only while it is being typed', () => {
    expect(analyzeQuery('senior eng').lastIsPrefix).toBe(true);
    expect(analyzeQuery('senior eng ').lastIsPrefix).toBe(false);
    expect(analyzeQuery('senior eng.').lastIsPrefix).toBe(false);
    expect(analyzeQuery('c++').lastIsPrefix).toBe(true);
  });

  it('reads in one language when told', () => {
    expect(analyzeQuery('die Entwickler', 'de').terms.map((term) => term.stems)).toEqual([{ de: 'entwickl' }]);
  });

  it('keeps at most 8 distinct words and no syntax', () => {
    const { terms } = analyzeQuery('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10 a1');
    expect(terms).toHaveLength(8);
    expect(analyzeQuery('"java" OR * NEAR(x) -y :z &|!').terms.map((term) => term.text)).toEqual([
      'java',
      'or',
      'near',
      'x',
      'y',
      'z',
    ]);
  });
});

describe('tokenizing and folding', () => {
  it('folds accents, ß, œ and case the same for documents and queries', () => {
    expect(foldText('Straße Œuvre Ärztin São Genève')).toBe('strasse oeuvre arztin sao geneve');
  });

  it('leaves out very long runs that are not words', () => {
    expect(splitWords(`java ${'x'.repeat(60)} python`, 'query').map((word) => word.text)).toEqual(['java', 'python']);
  });

  it('a document and a query analyzed alike find each other in every language', () => {
    const vocabulary = Vocabulary.fromDocuments([analyzeDocument('Développeuse React', 'fr')]);
    expect(planSearch('Développeuse React', vocabulary).correctedQuery).toBeNull();
  });
});
