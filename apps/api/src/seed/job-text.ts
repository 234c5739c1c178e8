/*
 * Realistic job text in en, de, fr and pt for the demo seed and the benchmark's million-job seeder
 * (bench/seed.ts imports it from here). Deterministic: a seeded generator, so every run and both engines get the
 * same jobs. Fast: titles, paragraphs and bullet lists come from pools built once per language, and their
 * search forms (the analyzed tokens of jobSearchFields, ADR 0015) are computed once per pool entry, not per job —
 * a description is a join of pool entries, and so is its search text. Each job also lists the token sets it is
 * made of (`termSets`, shared objects), so a seeder counts the vocabulary per set, not per token.
 */
import { renderMarkdown } from '../modules/content';
import { listingExcerpt, normalizeSearchText } from '../modules/jobs';
import { analyzeDocument, distinctTokens } from '../modules/jobs';

export const SEED_LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/** A small, fast, seeded generator (mulberry32): numbers in [0, 1). */
export function seededRandom(seed = 42): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type ByLanguage<T> = Record<SeedLanguage, T>;

/** Roles per job category (slugs of the reference list 'job-categories'), in each language. */
const ROLES: Record<string, ByLanguage<readonly string[]>> = {
  'software-development': {
    en: [
      'Software Engineer',
      'Backend Developer',
      'Frontend Developer',
      'Full-Stack Developer',
      'DevOps Engineer',
      'Mobile Developer',
    ],
    de: [
      'Softwareentwickler (m/w/d)',
      'Backend-Entwickler (m/w/d)',
      'Frontend-Entwickler (m/w/d)',
      'Full-Stack-Entwickler (m/w/d)',
      'DevOps-Ingenieur (m/w/d)',
      'App-Entwickler (m/w/d)',
    ],
    fr: [
      'Développeur logiciel',
      'Développeur back-end',
      'Développeur front-end',
      'Développeur full-stack',
      'Ingénieur DevOps',
      'Développeur mobile',
    ],
    pt: [
      'Engenheiro de Software',
      'Desenvolvedor Backend',
      'Desenvolvedor Frontend',
      'Desenvolvedor Full-Stack',
      'Engenheiro DevOps',
      'Desenvolvedor Mobile',
    ],
  },
  'data-and-analytics': {
    en: ['Data Analyst', 'Data Engineer', 'Data Scientist', 'BI Developer'],
    de: ['Datenanalyst (m/w/d)', 'Data Engineer (m/w/d)', 'Data Scientist (m/w/d)', 'BI-Entwickler (m/w/d)'],
    fr: ['Analyste de données', 'Ingénieur data', 'Data scientist', 'Développeur BI'],
    pt: ['Analista de Dados', 'Engenheiro de Dados', 'Cientista de Dados', 'Desenvolvedor de BI'],
  },
  operations: {
    en: ['Warehouse Operative', 'Logistics Coordinator', 'Shift Supervisor', 'Operations Manager', 'Forklift Driver'],
    de: [
      'Lagermitarbeiter (m/w/d)',
      'Logistikkoordinator (m/w/d)',
      'Schichtleiter (m/w/d)',
      'Betriebsleiter (m/w/d)',
      'Staplerfahrer (m/w/d)',
    ],
    fr: [
      'Préparateur de commandes',
      'Coordinateur logistique',
      "Chef d'équipe",
      "Responsable d'exploitation",
      'Cariste',
    ],
    pt: [
      'Operador de Armazém',
      'Coordenador de Logística',
      'Supervisor de Turno',
      'Gerente de Operações',
      'Operador de Empilhadeira',
    ],
  },
  sales: {
    en: ['Sales Representative', 'Account Executive', 'Key Account Manager', 'Sales Assistant'],
    de: [
      'Vertriebsmitarbeiter (m/w/d)',
      'Account Executive (m/w/d)',
      'Key Account Manager (m/w/d)',
      'Verkäufer (m/w/d)',
    ],
    fr: ['Commercial terrain', "Chargé d'affaires", 'Responsable grands comptes', 'Vendeur'],
    pt: ['Representante de Vendas', 'Executivo de Contas', 'Gestor de Grandes Contas', 'Assistente de Vendas'],
  },
  'nursing-and-care': {
    en: ['Registered Nurse', 'Care Assistant', 'Intensive Care Nurse', 'Paediatric Nurse'],
    de: ['Pflegefachkraft (m/w/d)', 'Pflegehelfer (m/w/d)', 'Intensivpfleger (m/w/d)', 'Kinderkrankenpfleger (m/w/d)'],
    fr: ['Infirmier diplômé', 'Aide-soignant', 'Infirmier en réanimation', 'Infirmier puériculteur'],
    pt: ['Enfermeiro', 'Auxiliar de Enfermagem', 'Enfermeiro de Cuidados Intensivos', 'Enfermeiro Pediátrico'],
  },
  finance: {
    en: ['Accountant', 'Financial Controller', 'Payroll Specialist', 'Tax Advisor'],
    de: ['Buchhalter (m/w/d)', 'Controller (m/w/d)', 'Lohnbuchhalter (m/w/d)', 'Steuerberater (m/w/d)'],
    fr: ['Comptable', 'Contrôleur de gestion', 'Gestionnaire de paie', 'Fiscaliste'],
    pt: ['Contabilista', 'Controller Financeiro', 'Especialista em Salários', 'Consultor Fiscal'],
  },
  marketing: {
    en: ['Marketing Manager', 'Content Marketer', 'SEO Specialist', 'Social Media Manager'],
    de: [
      'Marketing Manager (m/w/d)',
      'Content-Marketing-Manager (m/w/d)',
      'SEO-Spezialist (m/w/d)',
      'Social-Media-Manager (m/w/d)',
    ],
    fr: ['Responsable marketing', 'Chargé de contenu', 'Spécialiste SEO', 'Community manager'],
    pt: ['Gestor de Marketing', 'Especialista em Conteúdo', 'Especialista em SEO', 'Gestor de Redes Sociais'],
  },
  'customer-service': {
    en: ['Customer Support Specialist', 'Call Centre Agent', 'Customer Success Manager'],
    de: ['Kundenberater (m/w/d)', 'Callcenter-Agent (m/w/d)', 'Customer Success Manager (m/w/d)'],
    fr: ['Conseiller clientèle', 'Téléconseiller', 'Customer success manager'],
    pt: ['Especialista de Apoio ao Cliente', 'Operador de Call Center', 'Gestor de Sucesso do Cliente'],
  },
  engineering: {
    en: ['Mechanical Engineer', 'Electrical Engineer', 'Civil Engineer', 'Process Engineer'],
    de: [
      'Maschinenbauingenieur (m/w/d)',
      'Elektroingenieur (m/w/d)',
      'Bauingenieur (m/w/d)',
      'Verfahrensingenieur (m/w/d)',
    ],
    fr: ['Ingénieur mécanique', 'Ingénieur électricien', 'Ingénieur génie civil', 'Ingénieur procédés'],
    pt: ['Engenheiro Mecânico', 'Engenheiro Eletrotécnico', 'Engenheiro Civil', 'Engenheiro de Processos'],
  },
  teaching: {
    en: ['Primary School Teacher', 'Maths Teacher', 'English Tutor', 'Teaching Assistant'],
    de: ['Grundschullehrer (m/w/d)', 'Mathematiklehrer (m/w/d)', 'Nachhilfelehrer (m/w/d)', 'Schulbegleiter (m/w/d)'],
    fr: ['Professeur des écoles', 'Professeur de mathématiques', "Professeur d'anglais", 'Assistant d’éducation'],
    pt: ['Professor do Ensino Básico', 'Professor de Matemática', 'Explicador de Inglês', 'Auxiliar de Ensino'],
  },
  'trades-and-skilled-labour': {
    en: ['Electrician', 'Plumber', 'Welder', 'Carpenter'],
    de: ['Elektriker (m/w/d)', 'Anlagenmechaniker SHK (m/w/d)', 'Schweißer (m/w/d)', 'Tischler (m/w/d)'],
    fr: ['Électricien', 'Plombier', 'Soudeur', 'Menuisier'],
    pt: ['Eletricista', 'Canalizador', 'Soldador', 'Carpinteiro'],
  },
  design: {
    en: ['Product Designer', 'UX Designer', 'Graphic Designer'],
    de: ['Produktdesigner (m/w/d)', 'UX-Designer (m/w/d)', 'Grafikdesigner (m/w/d)'],
    fr: ['Product designer', 'Designer UX', 'Graphiste'],
    pt: ['Designer de Produto', 'Designer UX', 'Designer Gráfico'],
  },
  'human-resources': {
    en: ['Recruiter', 'HR Business Partner', 'HR Generalist'],
    de: ['Recruiter (m/w/d)', 'HR Business Partner (m/w/d)', 'Personalreferent (m/w/d)'],
    fr: ['Chargé de recrutement', 'HR business partner', 'Chargé RH'],
    pt: ['Recrutador', 'Business Partner de RH', 'Técnico de Recursos Humanos'],
  },
  administration: {
    en: ['Office Manager', 'Administrative Assistant', 'Receptionist'],
    de: ['Office Manager (m/w/d)', 'Verwaltungsangestellter (m/w/d)', 'Empfangsmitarbeiter (m/w/d)'],
    fr: ['Office manager', 'Assistant administratif', "Agent d'accueil"],
    pt: ['Office Manager', 'Assistente Administrativo', 'Rececionista'],
  },
};

const LEVELS: ByLanguage<readonly string[]> = {
  en: ['', '', 'Junior', 'Senior', 'Lead', 'Trainee'],
  de: ['', '', 'Junior', 'Senior', 'Lead', 'Werkstudent'],
  fr: ['', '', 'junior', 'senior', 'confirmé', 'stagiaire'],
  pt: ['', '', 'Júnior', 'Sénior', 'Pleno', 'Estagiário'],
};

const title = (language: SeedLanguage, level: string, role: string): string => {
  if (!level) return role;
  if (language === 'en' || language === 'de') return `${level} ${role}`;
  return `${role} ${level}`;
};

/** Skills per category; language-neutral tools, with C++, C#, .NET and Node.js spelled as people search them. */
const SKILLS: Record<string, readonly string[]> = {
  'software-development': [
    'TypeScript',
    'Node.js',
    'React',
    'Java',
    'Go',
    'Python',
    'C++',
    'C#',
    '.NET',
    'Kotlin',
    'Swift',
    'PostgreSQL',
    'Docker',
    'Kubernetes',
    'AWS',
    'Azure',
    'Linux',
    'Git',
  ],
  'data-and-analytics': ['SQL', 'Python', 'Power BI', 'Tableau', 'dbt', 'Spark', 'Excel', 'R', 'Airflow', 'Snowflake'],
  operations: ['Forklift licence', 'WMS', 'SAP', 'HACCP', 'Lean', 'First Aid', 'Scanner', 'Inventory'],
  sales: ['Salesforce', 'HubSpot', 'Negotiation', 'CRM', 'B2B', 'Cold calling'],
  'nursing-and-care': ['First Aid', 'Wound care', 'ICU', 'Geriatrics', 'Paediatrics', 'Medication management'],
  finance: ['DATEV', 'SAP FI', 'Excel', 'IFRS', 'HGB', 'Payroll', 'Xero'],
  marketing: ['SEO', 'Google Ads', 'Figma', 'Copywriting', 'Analytics', 'Photoshop', 'Canva'],
  'customer-service': ['Zendesk', 'Freshdesk', 'Salesforce', 'Phone support', 'Live chat'],
  engineering: ['AutoCAD', 'SolidWorks', 'PLC', 'MATLAB', 'Six Sigma', 'CATIA'],
  teaching: ['Classroom management', 'Moodle', 'Curriculum design', 'Special needs'],
  'trades-and-skilled-labour': [
    'Welding',
    'Driving licence C',
    'Electrical installation',
    'Blueprint reading',
    'Carpentry',
  ],
  design: ['Figma', 'Sketch', 'Adobe XD', 'Illustrator', 'User research', 'Prototyping'],
  'human-resources': ['Personio', 'Workday', 'Interviewing', 'Employer branding', 'Labour law'],
  administration: ['Microsoft Office', 'Scheduling', 'Bookkeeping', 'Correspondence'],
};
const LANGUAGE_SKILL: ByLanguage<readonly string[]> = {
  en: ['English', 'German', 'Spanish'],
  de: ['Deutsch', 'Englisch', 'Teamfähigkeit'],
  fr: ['Français', 'Anglais', 'Esprit d’équipe'],
  pt: ['Português', 'Inglês', 'Trabalho em equipa'],
};

export interface SeedPlace {
  country: string;
  state: string;
  city: string;
  currency: string;
}
const place = (country: string, state: string, city: string, currency = 'EUR'): SeedPlace => ({
  country,
  state,
  city,
  currency,
});
/** Cities where each language's jobs are (ISO country and state codes as country-state-city has them). */
export const SEED_PLACES: ByLanguage<readonly SeedPlace[]> = {
  en: [
    place('GB', 'ENG', 'London', 'GBP'),
    place('GB', 'ENG', 'Manchester', 'GBP'),
    place('GB', 'SCT', 'Edinburgh', 'GBP'),
    place('IE', 'D', 'Dublin'),
    place('US', 'NY', 'New York', 'USD'),
    place('US', 'CA', 'San Francisco', 'USD'),
    place('US', 'IL', 'Chicago', 'USD'),
    place('US', 'MA', 'Boston', 'USD'),
  ],
  de: [
    place('DE', 'BE', 'Berlin'),
    place('DE', 'BY', 'München'),
    place('DE', 'HH', 'Hamburg'),
    place('DE', 'NW', 'Köln'),
    place('DE', 'HE', 'Frankfurt am Main'),
    place('DE', 'BW', 'Stuttgart'),
    place('DE', 'SN', 'Leipzig'),
    place('AT', '9', 'Wien'),
    place('CH', 'ZH', 'Zürich', 'CHF'),
  ],
  fr: [
    place('FR', 'IDF', 'Paris'),
    place('FR', 'ARA', 'Lyon'),
    place('FR', 'PAC', 'Marseille'),
    place('FR', 'OCC', 'Toulouse'),
    place('FR', 'NAQ', 'Bordeaux'),
    place('FR', 'HDF', 'Lille'),
    place('BE', 'BRU', 'Bruxelles'),
    place('CH', 'GE', 'Genève', 'CHF'),
    place('CA', 'QC', 'Montréal', 'CAD'),
  ],
  pt: [
    place('PT', '11', 'Lisboa'),
    place('PT', '13', 'Porto'),
    place('PT', '03', 'Braga'),
    place('PT', '06', 'Coimbra'),
    place('PT', '08', 'Faro'),
    place('BR', 'SP', 'São Paulo', 'BRL'),
    place('BR', 'RJ', 'Rio de Janeiro', 'BRL'),
    place('BR', 'MG', 'Belo Horizonte', 'BRL'),
  ],
};

/** Yearly salary bands (thousands) per currency: a job's minimum lies in the band, its maximum 10–30 % above. */
const SALARY_BANDS: Record<string, [number, number]> = {
  EUR: [24, 95],
  GBP: [22, 90],
  USD: [40, 180],
  CHF: [60, 160],
  CAD: [40, 130],
  BRL: [36, 240],
};

const HEADINGS: ByLanguage<{ about: string; tasks: string; profile: string; offer: string }> = {
  en: { about: 'About the role', tasks: 'What you will do', profile: 'What you bring', offer: 'What we offer' },
  de: { about: 'Über die Stelle', tasks: 'Ihre Aufgaben', profile: 'Ihr Profil', offer: 'Wir bieten' },
  fr: { about: 'Le poste', tasks: 'Vos missions', profile: 'Votre profil', offer: 'Nous offrons' },
  pt: { about: 'A função', tasks: 'O que vai fazer', profile: 'O seu perfil', offer: 'O que oferecemos' },
};

const INTROS: ByLanguage<readonly string[]> = {
  en: [
    'We are growing and looking for a colleague who enjoys responsibility and clear goals.',
    'Join a friendly team that values reliable work, honest feedback and good coffee.',
    'Our customers count on us every day, and you will help us keep that promise.',
    'You will work with experienced colleagues in a modern office close to public transport.',
    'We are a family-owned company with a long history and an eye on the future.',
    'Help us build services that thousands of people use every week.',
  ],
  de: [
    'Wir wachsen und suchen eine Kollegin oder einen Kollegen mit Freude an Verantwortung.',
    'Werden Sie Teil eines freundlichen Teams, das Verlässlichkeit und offenes Feedback schätzt.',
    'Unsere Kunden verlassen sich jeden Tag auf uns, und Sie helfen uns dabei, dieses Versprechen zu halten.',
    'Sie arbeiten mit erfahrenen Kolleginnen und Kollegen in einem modernen Büro mit guter Verkehrsanbindung.',
    'Wir sind ein Familienunternehmen mit langer Tradition und einem klaren Blick nach vorn.',
    'Helfen Sie uns, Dienstleistungen zu entwickeln, die jede Woche Tausende Menschen nutzen.',
  ],
  fr: [
    'Nous sommes en pleine croissance et recherchons un collègue qui aime les responsabilités.',
    'Rejoignez une équipe bienveillante qui valorise le travail fiable et les retours sincères.',
    'Nos clients comptent sur nous chaque jour, et vous nous aiderez à tenir cette promesse.',
    'Vous travaillerez avec des collègues expérimentés dans des bureaux modernes proches des transports.',
    'Nous sommes une entreprise familiale avec une longue histoire et un regard tourné vers l’avenir.',
    'Aidez-nous à construire des services utilisés chaque semaine par des milliers de personnes.',
  ],
  pt: [
    'Estamos a crescer e procuramos um colega que goste de responsabilidade e de objetivos claros.',
    'Junte-se a uma equipa simpática que valoriza trabalho fiável e feedback honesto.',
    'Os nossos clientes contam connosco todos os dias, e vai ajudar-nos a cumprir essa promessa.',
    'Vai trabalhar com colegas experientes num escritório moderno perto dos transportes públicos.',
    'Somos uma empresa familiar com uma longa história e os olhos postos no futuro.',
    'Ajude-nos a construir serviços que milhares de pessoas usam todas as semanas.',
  ],
};

const TASKS: ByLanguage<readonly string[]> = {
  en: [
    'Plan and prioritise your own work with the team',
    'Take ownership of projects from the first idea to delivery',
    'Work closely with customers and colleagues from other departments',
    'Improve our processes and tools step by step',
    'Document your work so others can build on it',
    'Keep quality and safety standards high',
    'Coach new colleagues and share what you know',
    'Report progress to the team lead every week',
  ],
  de: [
    'Sie planen und priorisieren Ihre Arbeit gemeinsam mit dem Team',
    'Sie verantworten Projekte von der ersten Idee bis zur Umsetzung',
    'Sie arbeiten eng mit Kunden und anderen Abteilungen zusammen',
    'Sie verbessern unsere Prozesse und Werkzeuge Schritt für Schritt',
    'Sie dokumentieren Ihre Arbeit nachvollziehbar',
    'Sie sorgen für hohe Qualitäts- und Sicherheitsstandards',
    'Sie arbeiten neue Kolleginnen und Kollegen ein',
    'Sie berichten wöchentlich an die Teamleitung',
  ],
  fr: [
    'Planifier et prioriser votre travail avec l’équipe',
    'Piloter des projets de l’idée à la livraison',
    'Travailler avec les clients et les autres services',
    'Améliorer nos processus et nos outils pas à pas',
    'Documenter votre travail pour que d’autres puissent s’en servir',
    'Garantir un haut niveau de qualité et de sécurité',
    'Accompagner les nouveaux collègues',
    'Rendre compte chaque semaine au responsable d’équipe',
  ],
  pt: [
    'Planear e priorizar o seu trabalho com a equipa',
    'Acompanhar projetos desde a ideia até à entrega',
    'Trabalhar de perto com clientes e outros departamentos',
    'Melhorar os nossos processos e ferramentas passo a passo',
    'Documentar o seu trabalho para que outros o possam continuar',
    'Garantir elevados padrões de qualidade e segurança',
    'Acompanhar novos colegas e partilhar conhecimento',
    'Reportar semanalmente ao chefe de equipa',
  ],
};

const PROFILE: ByLanguage<readonly string[]> = {
  en: [
    'Two or more years of relevant experience',
    'A completed apprenticeship or degree in a related field',
    'Good communication skills and a friendly manner',
    'Reliability and attention to detail',
    'Confidence with common office software',
    'Willingness to learn and to take on responsibility',
    'A driving licence is a plus',
  ],
  de: [
    'Mindestens zwei Jahre einschlägige Berufserfahrung',
    'Eine abgeschlossene Ausbildung oder ein Studium in einem passenden Bereich',
    'Gute Kommunikationsfähigkeit und ein freundliches Auftreten',
    'Zuverlässigkeit und Sorgfalt',
    'Sicherer Umgang mit gängiger Bürosoftware',
    'Lernbereitschaft und Freude an Verantwortung',
    'Ein Führerschein ist von Vorteil',
  ],
  fr: [
    'Au moins deux ans d’expérience dans un poste similaire',
    'Un diplôme ou une formation dans un domaine proche',
    'De bonnes qualités relationnelles',
    'Rigueur et fiabilité',
    'La maîtrise des outils bureautiques courants',
    'L’envie d’apprendre et de prendre des responsabilités',
    'Le permis B est un plus',
  ],
  pt: [
    'Pelo menos dois anos de experiência relevante',
    'Formação ou licenciatura numa área relacionada',
    'Boa capacidade de comunicação e simpatia',
    'Responsabilidade e atenção ao detalhe',
    'Domínio das ferramentas de escritório habituais',
    'Vontade de aprender e de assumir responsabilidades',
    'Carta de condução é uma vantagem',
  ],
};

const OFFER: ByLanguage<readonly string[]> = {
  en: [
    'Flexible hours and up to two days a week from home',
    '30 days of paid holiday',
    'A yearly learning budget',
    'A company pension scheme',
    'Public transport ticket or bike leasing',
    'A permanent contract in a stable company',
  ],
  de: [
    'Flexible Arbeitszeiten und bis zu zwei Tage Homeoffice pro Woche',
    '30 Tage Urlaub',
    'Ein jährliches Weiterbildungsbudget',
    'Betriebliche Altersvorsorge',
    'Deutschlandticket oder Jobrad',
    'Einen unbefristeten Arbeitsvertrag in einem stabilen Unternehmen',
  ],
  fr: [
    'Des horaires flexibles et jusqu’à deux jours de télétravail par semaine',
    '25 jours de congés payés et des RTT',
    'Un budget annuel de formation',
    'Une mutuelle d’entreprise',
    'Des tickets restaurant',
    'Un CDI dans une entreprise stable',
  ],
  pt: [
    'Horário flexível e até dois dias de teletrabalho por semana',
    '25 dias de férias',
    'Orçamento anual para formação',
    'Seguro de saúde',
    'Subsídio de refeição',
    'Contrato sem termo numa empresa estável',
  ],
};

const COMPANY_WORDS: ByLanguage<{ first: readonly string[]; last: readonly string[] }> = {
  en: {
    first: ['Northwind', 'Bluebell', 'Harbour', 'Summit', 'Oakridge', 'Brightline', 'Redwood', 'Kingsway'],
    last: ['Logistics Ltd', 'Health Group', 'Software', 'Engineering plc', 'Partners', 'Foods', 'Energy', 'Retail'],
  },
  de: {
    first: ['Nordlicht', 'Bergwerk', 'Rheinblick', 'Alpen', 'Hanse', 'Spree', 'Elbufer', 'Schwarzwald'],
    last: [
      'Logistik GmbH',
      'Pflege gGmbH',
      'Software AG',
      'Maschinenbau GmbH',
      'Bau KG',
      'Energie GmbH',
      'Handel GmbH',
      'Beratung',
    ],
  },
  fr: {
    first: ['Lumière', 'Atlantique', 'Provence', 'Horizon', 'Mistral', 'Rive Gauche', 'Étoile', 'Bocage'],
    last: [
      'Logistique SAS',
      'Santé',
      'Informatique',
      'Ingénierie SA',
      'Conseil',
      'Alimentaire',
      'Énergies',
      'Distribution',
    ],
  },
  pt: {
    first: ['Atlântico', 'Tejo', 'Douro', 'Aurora', 'Miradouro', 'Alvorada', 'Estrela', 'Minho'],
    last: ['Logística Lda', 'Saúde', 'Software', 'Engenharia SA', 'Consultoria', 'Alimentar', 'Energia', 'Comércio'],
  },
};

const EMPLOYMENT = [
  'full-time',
  'full-time',
  'full-time',
  'part-time',
  'contract',
  'temporary',
  'internship',
  'apprenticeship',
];
const LOCATION = ['on-site', 'on-site', 'hybrid', 'hybrid', 'remote'];
const CATEGORIES = Object.keys(ROLES);

/** A fragment of text with its search form (analyzed in its language) and its distinct tokens, computed once. */
interface Piece {
  text: string;
  search: string;
  terms: readonly string[];
}
const piece = (text: string, language: SeedLanguage): Piece => {
  const search = analyzeDocument(text, language).join(' ');
  return { text, search, terms: [...distinctTokens([search])] };
};

interface LanguagePools {
  intros: Piece[];
  tasks: Piece[];
  profile: Piece[];
  offer: Piece[];
  headings: { about: Piece; tasks: Piece; profile: Piece; offer: Piece };
}
/*
 * The pools and titles are analyzed (stemmed) on first use, not when the module loads: the server imports the seed
 * for its demo data, and analyzing them at import was about a tenth of every start, demo data or not.
 */
let builtPools: ByLanguage<LanguagePools> | undefined;
const pools = (): ByLanguage<LanguagePools> =>
  (builtPools ??= Object.fromEntries(
    SEED_LANGUAGES.map((language) => {
      const h = HEADINGS[language];
      return [
        language,
        {
          intros: INTROS[language].map((t) => piece(t, language)),
          tasks: TASKS[language].map((t) => piece(`- ${t}`, language)),
          profile: PROFILE[language].map((t) => piece(`- ${t}`, language)),
          offer: OFFER[language].map((t) => piece(`- ${t}`, language)),
          headings: {
            about: piece(`## ${h.about}`, language),
            tasks: piece(`## ${h.tasks}`, language),
            profile: piece(`## ${h.profile}`, language),
            offer: piece(`## ${h.offer}`, language),
          },
        } satisfies LanguagePools,
      ];
    }),
  ) as ByLanguage<LanguagePools>);

/** Titles per language and category, built once (on first use) with their search forms. */
let builtTitles: ByLanguage<Record<string, Piece[]>> | undefined;
const titles = (): ByLanguage<Record<string, Piece[]>> =>
  (builtTitles ??= Object.fromEntries(
    SEED_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          (ROLES[category]?.[language] ?? []).flatMap((role) =>
            LEVELS[language].map((level) => piece(title(language, level, role), language)),
          ),
        ]),
      ),
    ]),
  ) as ByLanguage<Record<string, Piece[]>>);

export interface GeneratedJob {
  language: SeedLanguage;
  title: string;
  description: string;
  /**
   * renderMarkdown(description) — what the app stores in job_posts.description_html (ADR 0021) — put together
   * from each part's HTML, rendered once per distinct part (job-text.test.ts checks it equals a full render).
   */
  descriptionHtml: string;
  category: string;
  employmentType: string;
  locationType: 'on-site' | 'hybrid' | 'remote';
  country: string | null;
  state: string | null;
  city: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  skills: string[];
  /** The plain-text excerpt the listing shows (listingExcerpt of the description). */
  excerpt: string;
  /** The search columns as jobSearchFields writes them (search_title, _body, _skills, _location, _city). */
  searchTitle: string;
  searchBody: string;
  searchSkills: string;
  searchLocation: string;
  searchCity: string | null;
  /** Token sets whose union is the job's distinct search terms (shared objects: count them by identity). */
  termSets: readonly (readonly string[])[];
}

export interface JobTextGenerator {
  random: () => number;
  pick: <T>(items: readonly T[]) => T;
  job: (language?: SeedLanguage) => GeneratedJob;
  companyName: (language: SeedLanguage) => string;
  language: () => SeedLanguage;
}

/** Share of jobs per language: mostly English and German, as on a European board. */
const LANGUAGE_WEIGHTS: readonly SeedLanguage[] = ['en', 'en', 'en', 'en', 'de', 'de', 'de', 'fr', 'fr', 'pt'];
interface NameForms {
  /** The name analyzed in the job's language. */
  search: string;
  terms: readonly string[];
  /** normalizeSearchText (the city filter's form). */
  normalized: string;
}
const nameForms = new Map<string, NameForms>();
/** A skill's or city's forms in a language, once per distinct name (they repeat across a million jobs). */
const formsOf = (value: string, language: SeedLanguage): NameForms => {
  const key = `${language}:${value}`;
  let found = nameForms.get(key);
  if (found === undefined) {
    const search = analyzeDocument(value, language).join(' ');
    found = { search, terms: [...distinctTokens([search])], normalized: normalizeSearchText(value) };
    nameForms.set(key, found);
  }
  return found;
};
const leadExcerpts = new Map<string, string>();
/**
 * listingExcerpt of a description's first parts, once per distinct run of them. The excerpt of the whole
 * description is that of its first parts as soon as those hold more text than an excerpt shows (it then ends in
 * "…": the cut falls within them); job() adds parts until one does.
 */
const leadExcerpt = (lead: string): string => {
  let found = leadExcerpts.get(lead);
  if (found === undefined) {
    found = listingExcerpt(lead);
    leadExcerpts.set(lead, found);
  }
  return found;
};

/** The origin renderMarkdown checks image sources against (only images depend on it; the parts have none). */
const htmlOrigin = (): string => {
  try {
    return new URL(process.env.PUBLIC_URL ?? 'http://localhost:3000').origin;
  } catch {
    return 'http://localhost:3000';
  }
};
const partHtml = new Map<string, string>();
const LIST_OPEN = '<ul>\n';
const LIST_CLOSE = '</ul>\n';
/**
 * A part's HTML, rendered once: a heading or paragraph as itself, a list item ("- …") as its `<li>` line (the
 * one-item list it renders to, without the list around it).
 */
const htmlOfPart = (text: string, item: boolean): string => {
  let found = partHtml.get(text);
  if (found === undefined) {
    found = renderMarkdown(text, htmlOrigin());
    if (item && found.startsWith(LIST_OPEN) && found.endsWith(LIST_CLOSE))
      found = found.slice(LIST_OPEN.length, -LIST_CLOSE.length);
    partHtml.set(text, found);
  }
  return found;
};

export function createJobTextGenerator(seed = 42): JobTextGenerator {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  /** k distinct items (k ≤ items.length) by a partial shuffle of indexes. */
  const sample = <T>(items: readonly T[], wanted: number): T[] => {
    const k = Math.min(wanted, items.length);
    const chosen: T[] = [];
    const used = new Set<number>();
    while (chosen.length < k) {
      const i = Math.floor(random() * items.length);
      if (used.has(i)) continue;
      used.add(i);
      chosen.push(items[i] as T);
    }
    return chosen;
  };

  const job = (language: SeedLanguage = pick(LANGUAGE_WEIGHTS)): GeneratedJob => {
    const pool = pools()[language];
    const category = pick(CATEGORIES);
    const t = pick(titles()[language][category] ?? []);
    const parts: Piece[] = [
      pool.headings.about,
      pick(pool.intros),
      pick(pool.intros),
      pool.headings.tasks,
      ...sample(pool.tasks, 3 + Math.floor(random() * 3)),
      pool.headings.profile,
      ...sample(pool.profile, 3 + Math.floor(random() * 2)),
      pool.headings.offer,
      ...sample(pool.offer, 3),
    ];
    // Paragraphs and headings apart, list items one per line: whitespace only between parts, so the search form
    // of the whole is the parts' (non-empty) search forms joined by spaces.
    let description = '';
    let descriptionHtml = '';
    let searchBody = '';
    let inList = false;
    let excerpt: string | undefined;
    for (let i = 0; i < parts.length; i += 1) {
      const part = parts[i] as Piece;
      const isItem = part.text.charCodeAt(0) === 45;
      if (i > 0) description += isItem && inList ? '\n' : '\n\n';
      description += part.text;
      if (excerpt === undefined && i >= 2) {
        const lead = leadExcerpt(description);
        if (lead.endsWith('…')) excerpt = lead;
      }
      if (isItem && !inList) descriptionHtml += LIST_OPEN;
      else if (!isItem && inList) descriptionHtml += LIST_CLOSE;
      descriptionHtml += htmlOfPart(part.text, isItem);
      inList = isItem;
      if (part.search) searchBody += searchBody ? ` ${part.search}` : part.search;
    }
    if (inList) descriptionHtml += LIST_CLOSE;
    const skills = [...sample(SKILLS[category] ?? [], 3 + Math.floor(random() * 3)), pick(LANGUAGE_SKILL[language])];
    const locationType = pick(LOCATION) as GeneratedJob['locationType'];
    const where = pick(SEED_PLACES[language]);
    const remote = locationType === 'remote';
    const skillForms = skills.map((skill) => formsOf(skill, language));
    const cityForms = remote ? null : formsOf(where.city, language);
    const band = SALARY_BANDS[where.currency] ?? [30, 90];
    const min = random() < 0.8 ? (band[0] + Math.floor(random() * (band[1] - band[0]))) * 1000 : null;
    const max = min === null ? null : Math.round((min * (1.1 + random() * 0.2)) / 1000) * 1000;
    return {
      language,
      title: t.text,
      description,
      descriptionHtml,
      category,
      employmentType: pick(EMPLOYMENT),
      locationType,
      country: remote ? null : where.country,
      state: remote ? null : where.state,
      city: remote ? null : where.city,
      salaryMin: min,
      salaryMax: max,
      salaryCurrency: min === null ? null : where.currency,
      skills,
      excerpt: excerpt ?? listingExcerpt(description),
      searchTitle: t.search,
      searchBody,
      searchSkills: skillForms.map((forms) => forms.search).join(' '),
      searchLocation: cityForms?.search ?? '',
      searchCity: cityForms?.normalized ?? null,
      termSets: [
        t.terms,
        ...parts.map((part) => part.terms),
        ...skillForms.map((forms) => forms.terms),
        ...(cityForms ? [cityForms.terms] : []),
      ],
    };
  };

  const companyName = (language: SeedLanguage) => {
    const words = COMPANY_WORDS[language];
    return `${pick(words.first)} ${pick(words.last)}`;
  };

  return { random, pick, job, companyName, language: () => pick(LANGUAGE_WEIGHTS) };
}

/** The job categories the generator uses (slugs of the reference list 'job-categories'). */
export const SEED_CATEGORIES: readonly string[] = CATEGORIES;
