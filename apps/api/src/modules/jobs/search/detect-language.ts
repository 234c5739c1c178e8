import { SEARCH_LANGUAGES, type SearchLanguage } from './languages.js';
import { STOP_WORDS } from './stop-words.js';
import { splitWords } from './tokenize.js';

/*
 * Which of our four languages a job is written in, from its own words: no model, no dependency. Job ads are
 * long enough for their function words (the stop words: der/und/wir, le/et/nous, o/e/para, the/and/we) to decide;
 * a word shared by several lists counts for each a share. Short titles have few of those, so the words job ads
 * are made of (Entwickler, poste, vaga, requirements) and the letters only one language uses (ß, ã) count too.
 * Nothing found: English, the board's default.
 */
const JOB_WORDS: Record<SearchLanguage, readonly string[]> = {
  en: [
    'developer',
    'engineer',
    'manager',
    'requirements',
    'experience',
    'skills',
    'responsibilities',
    'benefits',
    'salary',
    'remote',
    'apply',
    'job',
    'team',
    'company',
    'knowledge',
    'degree',
    'working',
    'hiring',
    'role',
  ],
  de: [
    'entwickler',
    'entwicklerin',
    'stelle',
    'aufgaben',
    'kenntnisse',
    'erfahrung',
    'bieten',
    'bewerbung',
    'unternehmen',
    'mitarbeiter',
    'gehalt',
    'vollzeit',
    'teilzeit',
    'ihre',
    'ihr',
    'profil',
    'sie',
    'wir',
    'leiter',
    'berufserfahrung',
    'studium',
    'ausbildung',
    'kunden',
    'arbeiten',
    'gesucht',
    'freuen',
  ],
  fr: [
    'poste',
    'développeur',
    'développeuse',
    'expérience',
    'missions',
    'entreprise',
    'recherchons',
    'salaire',
    'compétences',
    'équipe',
    'ingénieur',
    'candidature',
    'connaissances',
    'télétravail',
    'avantages',
    'vous',
    'chef',
    'projet',
    'maîtrise',
    'diplôme',
    'clients',
    'rejoindre',
  ],
  pt: [
    'vaga',
    'desenvolvedor',
    'desenvolvedora',
    'experiência',
    'requisitos',
    'empresa',
    'salário',
    'conhecimento',
    'conhecimentos',
    'benefícios',
    'oferecemos',
    'procuramos',
    'equipe',
    'equipa',
    'engenheiro',
    'trabalho',
    'atividades',
    'formação',
    'gestão',
    'projetos',
    'clientes',
    'candidatura',
    'remoto',
    'você',
  ],
};
const JOB_WORD_SETS: Record<SearchLanguage, ReadonlySet<string>> = {
  en: new Set(JOB_WORDS.en),
  de: new Set(JOB_WORDS.de),
  fr: new Set(JOB_WORDS.fr),
  pt: new Set(JOB_WORDS.pt),
};

/** Letters one of the four languages uses and the others do not. */
const LETTERS: readonly [RegExp, SearchLanguage][] = [
  [/[äöüß]/gu, 'de'],
  [/[ãõ]/gu, 'pt'],
  [/[èëîïœùûÿ]/gu, 'fr'],
];

/** How much of a text is read: enough for any job ad to decide, and no more work for a very long one. */
const SAMPLE_CHARS = 4_000;

export function detectLanguage(text: string): SearchLanguage {
  const sample = text.slice(0, SAMPLE_CHARS);
  const scores: Record<SearchLanguage, number> = { en: 0, de: 0, fr: 0, pt: 0 };
  for (const { text: word } of splitWords(sample, 'query')) {
    const stopIn = SEARCH_LANGUAGES.filter((language) => STOP_WORDS[language].has(word));
    for (const language of stopIn) scores[language] += 1 / stopIn.length;
    const jobIn = SEARCH_LANGUAGES.filter((language) => JOB_WORD_SETS[language].has(word));
    for (const language of jobIn) scores[language] += 2 / jobIn.length;
  }
  const lower = sample.toLowerCase();
  for (const [letters, language] of LETTERS) scores[language] += 0.5 * (lower.match(letters)?.length ?? 0);
  let best: SearchLanguage = 'en';
  for (const language of SEARCH_LANGUAGES) if (scores[language] > scores[best]) best = language;
  return best;
}
