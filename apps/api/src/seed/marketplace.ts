import { randomUUID } from 'node:crypto';

import type { Database } from '../db/database';
import { nowIso } from '../db/database';
import { listingExcerpt, refreshProviderListings } from '../modules/jobs';
import { jobSearchFields, nameSearchText } from '../modules/jobs/jobs.search';
import { findUserByEmail } from '../modules/users/users.repository';

interface DemoJob {
  title: string;
  category: string;
  employment_type: string;
  location_type: string;
  city: string | null;
  salary: [number, number];
  skills: string[];
  description: string;
}

const JOBS: readonly DemoJob[] = [
  {
    title: 'Warehouse Team Lead (night shift)',
    category: 'operations',
    employment_type: 'full-time',
    location_type: 'on-site',
    city: 'Berlin',
    salary: [42000, 50000],
    skills: ['Forklift licence', 'Team leadership', 'WMS'],
    description:
      'Lead a team of twelve in our Berlin fulfilment centre on the night shift.\n\n## What you will do\n- Plan the shift and assign work\n- Keep the floor safe and tidy\n- Coach new colleagues\n\n## What you bring\n- Two years leading a warehouse team\n- A forklift licence\n- Calm under pressure',
  },
  {
    title: 'Customer Support Specialist (German and English)',
    category: 'customer-service',
    employment_type: 'full-time',
    location_type: 'hybrid',
    city: 'Berlin',
    salary: [36000, 42000],
    skills: ['German', 'English', 'Zendesk'],
    description:
      'Help our customers by phone, chat and e-mail, and turn their feedback into improvements.\n\n## What you will do\n- Answer questions about deliveries and returns\n- Solve problems end to end\n- Share what you learn with the product team\n\n## What you bring\n- Fluent German and English\n- Patience and a friendly tone',
  },
  {
    title: 'Junior Data Analyst',
    category: 'data-and-analytics',
    employment_type: 'full-time',
    location_type: 'remote',
    city: null,
    salary: [45000, 55000],
    skills: ['SQL', 'Python', 'Dashboards'],
    description:
      'Join our analytics team and help us understand how parcels move through our network.\n\n## What you will do\n- Build dashboards for the operations team\n- Answer questions with SQL and Python\n- Present findings clearly\n\n## What you bring\n- Solid SQL\n- Curiosity and attention to detail',
  },
];

/**
 * The demo provider's company and a few live jobs, so the job board, search and the provider's screens have
 * something to show. Idempotent: nothing is added when the company exists.
 */
export async function seedDemoMarketplace(db: Database, providerEmail: string): Promise<void> {
  const provider = await findUserByEmail(db, providerEmail);
  if (!provider) return;
  const exists = await db
    .selectFrom('provider_profiles')
    .select('user_id')
    .where('user_id', '=', provider.id)
    .executeTakeFirst();
  if (exists) return;
  const now = nowIso();
  const company = 'Northwind Logistics GmbH';
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('provider_profiles')
      .values({
        user_id: provider.id,
        company_name: company,
        registration_number: 'HRB 123456 B',
        industry: 'logistics-and-transport',
        company_size: '201-500',
        website: 'https://northwind.example',
        description:
          'Northwind moves parcels for online shops across Germany, with fulfilment centres in Berlin and Leipzig.',
        phone: provider.phone,
        address_line1: 'Hafenstraße 12',
        city: 'Berlin',
        state_code: 'BE',
        postal_code: '10117',
        country_code: 'DE',
        logo_path: null,
        submitted_at: now,
        reviewed_at: now,
        created_at: now,
        updated_at: now,
        search_name: nameSearchText(company),
      })
      .execute();
    for (const job of JOBS) {
      await trx
        .insertInto('job_posts')
        .values({
          id: randomUUID(),
          provider_id: provider.id,
          title: job.title,
          description: job.description,
          excerpt: listingExcerpt(job.description),
          category: job.category,
          employment_type: job.employment_type,
          location_type: job.location_type,
          country_code: job.city ? 'DE' : null,
          state_code: job.city ? 'BE' : null,
          city: job.city,
          salary_min: job.salary[0],
          salary_max: job.salary[1],
          salary_currency: 'EUR',
          salary_period: 'year',
          skills: JSON.stringify(job.skills),
          vacancies: 1,
          application_deadline: null,
          status: 'live',
          published_at: now,
          closed_at: null,
          created_at: now,
          updated_at: now,
          ...jobSearchFields(job),
        })
        .execute();
    }
    await refreshProviderListings(trx, provider.id);
  });
}
