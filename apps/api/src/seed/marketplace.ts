import { randomUUID } from 'node:crypto';

import type { Insertable } from 'kysely';

import type { FileStorage } from '../core/storage';
import { sharp } from '../core/uploads/images';
import type { Database } from '../db/database';
import type { JobPostsTable } from '../db/schema';
import { jobSearchFields, listingExcerpt, nameSearchText } from '../modules/jobs';
import { createAccount, findUserByEmail } from '../modules/users';
import { createJobTextGenerator, SEED_LANGUAGES, SEED_PLACES, type SeedLanguage, type SeedPlace } from './job-text';
import { seedProfileRow, seedUserRow } from './users';

/*
 * The demo market (issue 12): a dozen verified companies with profiles and logos, three waiting for verification,
 * and a little over 200 listed jobs in en/de/fr/pt from the job-text tables, published over the last four weeks
 * with deadlines ahead, so the board always looks current. Rows are written as the app writes them (search
 * columns, excerpt); the caller rebuilds the listing read model once afterwards.
 */

export const DAY_MS = 86_400_000;

export interface DemoCompany {
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  language: SeedLanguage;
  /** Index into SEED_PLACES[language]: the head office. */
  place: number;
  industry: string;
  size: '1-10' | '11-50' | '51-200' | '201-500' | '501-1000' | '1000+';
  street: string;
  postalCode: string;
  description: string;
  /** Logo colour. */
  colour: string;
  status: 'approved' | 'pending';
}

/** The demo provider's company comes first; the market's other companies follow, then those awaiting review. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    email: 'provider@hireway.test',
    firstName: 'Jonas',
    lastName: 'Weber',
    name: 'Northwind Logistics GmbH',
    language: 'de',
    place: 0,
    industry: 'logistics-and-transport',
    size: '201-500',
    street: 'Hafenstraße 12',
    postalCode: '10117',
    description:
      'Northwind moves parcels for online shops across Germany, with fulfilment centres in Berlin and Leipzig.',
    colour: '#1c7ed6',
    status: 'approved',
  },
  {
    email: 'hanse-pflege@hireway.test',
    firstName: 'Katrin',
    lastName: 'Albers',
    name: 'Hanse Pflege gGmbH',
    language: 'de',
    place: 2,
    industry: 'healthcare',
    size: '501-1000',
    street: 'Alsterufer 4',
    postalCode: '20354',
    description: 'Ambulante und stationäre Pflege in Hamburg und Umgebung, mit zwölf Standorten und eigener Akademie.',
    colour: '#0ca678',
    status: 'approved',
  },
  {
    email: 'isarwerk@hireway.test',
    firstName: 'Florian',
    lastName: 'Huber',
    name: 'Isarwerk Software AG',
    language: 'de',
    place: 1,
    industry: 'information-technology',
    size: '51-200',
    street: 'Leopoldstraße 80',
    postalCode: '80802',
    description: 'Wir entwickeln Software für Energieversorger und Stadtwerke – seit 2009 aus München.',
    colour: '#7048e8',
    status: 'approved',
  },
  {
    email: 'bluebell@hireway.test',
    firstName: 'Grace',
    lastName: 'Turner',
    name: 'Bluebell Health Group',
    language: 'en',
    place: 0,
    industry: 'healthcare',
    size: '1000+',
    street: '22 Wimpole Street',
    postalCode: 'W1G 8GQ',
    description: 'Private clinics and community care across London and the South East, with 1,400 staff.',
    colour: '#4263eb',
    status: 'approved',
  },
  {
    email: 'harbour@hireway.test',
    firstName: 'Oliver',
    lastName: 'Hughes',
    name: 'Harbour Software Ltd',
    language: 'en',
    place: 1,
    industry: 'information-technology',
    size: '11-50',
    street: '5 Tariff Street',
    postalCode: 'M1 2FF',
    description: 'A small product studio building booking and payment software for independent shops.',
    colour: '#1098ad',
    status: 'approved',
  },
  {
    email: 'summit@hireway.test',
    firstName: 'Fiona',
    lastName: 'Campbell',
    name: 'Summit Engineering plc',
    language: 'en',
    place: 2,
    industry: 'manufacturing',
    size: '201-500',
    street: '14 Leith Walk',
    postalCode: 'EH6 5AA',
    description: 'Pumps, valves and control systems for water utilities, designed and built in Scotland.',
    colour: '#e8590c',
    status: 'approved',
  },
  {
    email: 'brightline@hireway.test',
    firstName: 'Aoife',
    lastName: 'Byrne',
    name: 'Brightline Retail',
    language: 'en',
    place: 3,
    industry: 'retail-and-e-commerce',
    size: '1000+',
    street: '40 Grafton Street',
    postalCode: 'D02 XY12',
    description: 'Home and garden stores in Ireland and the UK, and an online shop that delivers in a day.',
    colour: '#f08c00',
    status: 'approved',
  },
  {
    email: 'atlantique@hireway.test',
    firstName: 'Camille',
    lastName: 'Leroy',
    name: 'Atlantique Logistique SAS',
    language: 'fr',
    place: 4,
    industry: 'logistics-and-transport',
    size: '201-500',
    street: '18 quai des Chartrons',
    postalCode: '33000',
    description: 'Transport et entreposage pour les viticulteurs et les distributeurs du Sud-Ouest.',
    colour: '#1971c2',
    status: 'approved',
  },
  {
    email: 'horizon@hireway.test',
    firstName: 'Julien',
    lastName: 'Moreau',
    name: 'Horizon Informatique',
    language: 'fr',
    place: 0,
    industry: 'information-technology',
    size: '51-200',
    street: '27 rue de la Roquette',
    postalCode: '75011',
    description: 'Une ESN parisienne qui accompagne les collectivités dans leurs projets numériques.',
    colour: '#9c36b5',
    status: 'approved',
  },
  {
    email: 'mistral@hireway.test',
    firstName: 'Léa',
    lastName: 'Fabre',
    name: 'Mistral Santé',
    language: 'fr',
    place: 2,
    industry: 'healthcare',
    size: '501-1000',
    street: '3 boulevard Longchamp',
    postalCode: '13001',
    description: 'Un groupe de cliniques et de centres de soins à Marseille et en Provence.',
    colour: '#2f9e44',
    status: 'approved',
  },
  {
    email: 'tejo@hireway.test',
    firstName: 'Rita',
    lastName: 'Almeida',
    name: 'Tejo Software',
    language: 'pt',
    place: 0,
    industry: 'information-technology',
    size: '51-200',
    street: 'Rua da Prata 120',
    postalCode: '1100-420',
    description: 'Software de faturação e gestão para pequenas empresas, feito em Lisboa desde 2012.',
    colour: '#c2255c',
    status: 'approved',
  },
  {
    email: 'douro@hireway.test',
    firstName: 'Miguel',
    lastName: 'Sousa',
    name: 'Douro Engenharia SA',
    language: 'pt',
    place: 1,
    industry: 'manufacturing',
    size: '201-500',
    street: 'Avenida da Boavista 1500',
    postalCode: '4100-114',
    description: 'Projeto e fabrico de estruturas metálicas para a indústria e a construção.',
    colour: '#5c940d',
    status: 'approved',
  },
  {
    email: 'kingsway@hireway.test',
    firstName: 'Harry',
    lastName: 'Price',
    name: 'Kingsway Foods',
    language: 'en',
    place: 1,
    industry: 'retail-and-e-commerce',
    size: '51-200',
    street: '9 Oldham Road',
    postalCode: 'M4 5DE',
    description: 'Fresh ready meals for supermarkets in the North West.',
    colour: '#d6336c',
    status: 'pending',
  },
  {
    email: 'rheinblick@hireway.test',
    firstName: 'Sabine',
    lastName: 'Krüger',
    name: 'Rheinblick Energie GmbH',
    language: 'de',
    place: 3,
    industry: 'energy-and-utilities',
    size: '11-50',
    street: 'Rheinuferstraße 7',
    postalCode: '50668',
    description: 'Solaranlagen und Wärmepumpen für Privathaushalte im Rheinland.',
    colour: '#fab005',
    status: 'pending',
  },
  {
    email: 'estrela@hireway.test',
    firstName: 'Ana',
    lastName: 'Ferreira',
    name: 'Estrela Comércio',
    language: 'pt',
    place: 2,
    industry: 'retail-and-e-commerce',
    size: '11-50',
    street: 'Avenida Central 45',
    postalCode: '4710-229',
    description: 'Lojas de artigos para o lar em Braga e Guimarães.',
    colour: '#ae3ec9',
    status: 'pending',
  },
];

/** The job categories each company's industry hires for. */
const INDUSTRY_CATEGORIES: Record<string, readonly string[]> = {
  'logistics-and-transport': [
    'operations',
    'customer-service',
    'sales',
    'administration',
    'data-and-analytics',
    'finance',
    'human-resources',
    'trades-and-skilled-labour',
  ],
  healthcare: ['nursing-and-care', 'administration', 'human-resources', 'finance', 'customer-service'],
  'information-technology': [
    'software-development',
    'data-and-analytics',
    'design',
    'marketing',
    'sales',
    'customer-service',
    'human-resources',
  ],
  manufacturing: ['engineering', 'trades-and-skilled-labour', 'operations', 'finance', 'sales', 'data-and-analytics'],
  'retail-and-e-commerce': ['sales', 'customer-service', 'marketing', 'operations', 'design', 'administration'],
};

/** Listed jobs the market starts with (a few more are closed or drafts). */
export const DEMO_LISTED_JOBS = 216;

/** The demo provider's own jobs, written by hand (the API tests and the README refer to them). */
const NORTHWIND_JOBS = [
  {
    title: 'Warehouse Team Lead (night shift)',
    category: 'operations',
    employmentType: 'full-time',
    locationType: 'on-site',
    city: 'Berlin',
    salary: [42000, 50000],
    skills: ['Forklift licence', 'Team leadership', 'WMS'],
    description:
      'Lead a team of twelve in our Berlin fulfilment centre on the night shift.\n\n## What you will do\n- Plan the shift and assign work\n- Keep the floor safe and tidy\n- Coach new colleagues\n\n## What you bring\n- Two years leading a warehouse team\n- A forklift licence\n- Calm under pressure',
  },
  {
    title: 'Customer Support Specialist (German and English)',
    category: 'customer-service',
    employmentType: 'full-time',
    locationType: 'hybrid',
    city: 'Berlin',
    salary: [36000, 42000],
    skills: ['German', 'English', 'Zendesk'],
    description:
      'Help our customers by phone, chat and e-mail, and turn their feedback into improvements.\n\n## What you will do\n- Answer questions about deliveries and returns\n- Solve problems end to end\n- Share what you learn with the product team\n\n## What you bring\n- Fluent German and English\n- Patience and a friendly tone',
  },
  {
    title: 'Junior Data Analyst',
    category: 'data-and-analytics',
    employmentType: 'full-time',
    locationType: 'remote',
    city: null,
    salary: [45000, 55000],
    skills: ['SQL', 'Python', 'Dashboards'],
    description:
      'Join our analytics team and help us understand how parcels move through our network.\n\n## What you will do\n- Build dashboards for the operations team\n- Answer questions with SQL and Python\n- Present findings clearly\n\n## What you bring\n- Solid SQL\n- Curiosity and attention to detail',
  },
] as const;

/** A square logo: the company's initials on its colour, a PNG of about 1 KB (sharp renders the SVG). */
export async function companyLogo(name: string, colour: string): Promise<Buffer> {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><rect width="128" height="128" rx="28" fill="${colour}"/><text x="64" y="81" font-family="DejaVu Sans, Arial, sans-serif" font-size="46" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return sharp()(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

const placeOf = (company: DemoCompany): SeedPlace =>
  SEED_PLACES[company.language][company.place] ?? (SEED_PLACES[company.language][0] as SeedPlace);

type JobInsert = Insertable<JobPostsTable>;

/** A job row as the jobs module writes it (search columns and excerpt included). */
function jobRow(
  providerId: string,
  job: {
    title: string;
    description: string;
    category: string;
    employmentType: string;
    locationType: string;
    country: string | null;
    state: string | null;
    city: string | null;
    salaryMin: number | null;
    salaryMax: number | null;
    currency: string | null;
    skills: readonly string[];
    /** The job's language: its text is analyzed in it (stems for search). */
    language: SeedLanguage;
  },
  status: 'live' | 'closed' | 'draft',
  published: Date | null,
  deadline: string | null,
): JobInsert {
  const at = (published ?? new Date()).toISOString();
  return {
    id: randomUUID(),
    provider_id: providerId,
    title: job.title,
    description: job.description,
    excerpt: listingExcerpt(job.description),
    category: job.category,
    employment_type: job.employmentType,
    location_type: job.locationType,
    country_code: job.country,
    state_code: job.state,
    city: job.city,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    salary_currency: job.currency,
    salary_period: job.salaryMin === null ? null : 'year',
    skills: JSON.stringify(job.skills),
    vacancies: 1,
    application_deadline: deadline,
    status,
    published_at: published?.toISOString() ?? null,
    closed_at: status === 'closed' ? new Date().toISOString() : null,
    created_at: at,
    updated_at: at,
    ...jobSearchFields(
      { title: job.title, description: job.description, skills: job.skills, city: job.city },
      job.language,
    ),
  };
}

export interface SeededMarket {
  /** Company user ids by e-mail (those created now and those found). */
  providers: Map<string, string>;
  /** Jobs written now. */
  jobs: number;
  /** E-mails of the company accounts created now. */
  created: string[];
}

/**
 * Writes the companies that are missing (user, profile, company profile, logo) and, for each one created now, its
 * share of the generated jobs. Idempotent: an existing e-mail is left as it is, with its jobs.
 */
export async function seedDemoMarketplace(
  db: Database,
  passwordHash: string,
  storage?: FileStorage,
): Promise<SeededMarket> {
  const providers = new Map<string, string>();
  const created = new Set<string>();
  const newAccounts: string[] = [];
  const now = Date.now();
  for (const company of DEMO_COMPANIES) {
    const found = await findUserByEmail(db, company.email);
    const userId = found?.id ?? randomUUID();
    providers.set(company.email, userId);
    const hasCompany =
      found !== undefined &&
      (await db.selectFrom('provider_profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !==
        undefined;
    if (hasCompany) continue;
    const place = placeOf(company);
    const logo = storage
      ? await storage.put('avatars', await companyLogo(company.name, company.colour), {
          contentType: 'image/png',
          extension: 'png',
        })
      : null;
    const at = new Date(now - 60 * DAY_MS).toISOString();
    await db.transaction().execute(async (trx) => {
      if (!found) {
        await createAccount(
          trx,
          seedUserRow({
            id: userId,
            email: company.email,
            passwordHash,
            group: 'provider',
            firstName: company.firstName,
            lastName: company.lastName,
            language: company.language,
            countryCode: place.country,
            stateCode: place.state,
            city: place.city,
            at,
          }),
          seedProfileRow(userId, 'provider', at, company.status),
        );
        newAccounts.push(company.email);
      }
      await trx
        .insertInto('provider_profiles')
        .values({
          user_id: userId,
          company_name: company.name,
          registration_number: `HRB ${String(100_000 + providers.size * 3_571)}`,
          industry: company.industry,
          company_size: company.size,
          website: `https://${company.name.split(' ')[0]?.toLowerCase() ?? 'company'}.example`,
          description: company.description,
          phone: null,
          address_line1: company.street,
          city: place.city,
          state_code: place.state,
          postal_code: company.postalCode,
          country_code: place.country,
          logo_path: logo,
          submitted_at: at,
          reviewed_at: company.status === 'approved' ? at : null,
          created_at: at,
          updated_at: at,
          search_name: nameSearchText(company.name),
        })
        .execute();
    });
    created.add(company.email);
  }
  const jobs = await seedDemoJobs(db, providers, created, now);
  return { providers, jobs, created: newAccounts };
}

/** The generated jobs of the companies created now: each job goes to a verified company of its language. */
async function seedDemoJobs(
  db: Database,
  providers: Map<string, string>,
  created: Set<string>,
  now: number,
): Promise<number> {
  const verified = DEMO_COMPANIES.filter((company) => company.status === 'approved');
  const byLanguage = Object.fromEntries(
    SEED_LANGUAGES.map((language) => [language, verified.filter((company) => company.language === language)]),
  ) as Record<SeedLanguage, DemoCompany[]>;
  const text = createJobTextGenerator(2026);
  const rows: JobInsert[] = [];
  const today = new Date(now);
  const dateIn = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
  const total = DEMO_LISTED_JOBS + 8;
  // A job goes to a company of its language whose trade fits its category (a hospital hires nurses, not welders);
  // a category no such company has is drawn again.
  for (let i = 0, drawn = 0; i < total; drawn += 1) {
    const job = text.job();
    const companies = byLanguage[job.language].filter((c) => INDUSTRY_CATEGORIES[c.industry]?.includes(job.category));
    if (companies.length === 0) continue;
    const company = companies[drawn % companies.length] as DemoCompany;
    // The last eight are closed jobs and drafts, for the providers' own screens.
    const status = i < DEMO_LISTED_JOBS ? 'live' : i % 2 === 0 ? 'closed' : 'draft';
    // Spread over the last 28 days, newest first; deadlines three to ten weeks ahead, or none.
    const published = status === 'draft' ? null : new Date(now - ((i * 28 * DAY_MS) / total + i * 61_000));
    const deadline = text.random() < 0.4 ? null : dateIn(21 + Math.floor(text.random() * 50));
    i += 1;
    if (!created.has(company.email)) continue;
    rows.push(
      jobRow(
        providers.get(company.email) as string,
        { ...job, currency: job.salaryCurrency },
        status,
        published,
        deadline,
      ),
    );
  }
  const northwind = DEMO_COMPANIES[0] as DemoCompany;
  if (created.has(northwind.email)) {
    NORTHWIND_JOBS.forEach((job, index) =>
      rows.push(
        jobRow(
          providers.get(northwind.email) as string,
          {
            ...job,
            country: job.city ? 'DE' : null,
            state: job.city ? 'BE' : null,
            salaryMin: job.salary[0],
            salaryMax: job.salary[1],
            currency: 'EUR',
            language: 'en',
          },
          'live',
          new Date(today.getTime() - (index + 1) * 3_600_000),
          null,
        ),
      ),
    );
  }
  if (rows.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 50) {
      await trx
        .insertInto('job_posts')
        .values(rows.slice(start, start + 50))
        .execute();
    }
  });
  return rows.length;
}
