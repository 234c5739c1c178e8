import { randomUUID } from 'node:crypto';

import type { Insertable } from 'kysely';

import type { Database, Executor } from '../db/database';
import type { CvActionsTable, EmploymentsTable, JobApplicationsTable, NotificationsTable } from '../db/schema';
import { LINKS } from '../modules/hiring';
import { createAccount, findUserByEmail } from '../modules/users';
import { DAY_MS, DEMO_COMPANIES } from './marketplace';
import { seedProfileRow, seedUserRow } from './users';

/*
 * The people of the demo market (issue 12): a second demo seeker with a complete CV and an application in every
 * state — applied, shortlisted, documents requested, interview scheduled, employed, rejected, withdrawn, resigned
 * and let go — with the notifications those steps send, and a few more seekers whose applications fill the
 * providers' screens. The demo seeker (seeker@hireway.test) stays untouched: the journeys fill her CV and send her
 * requests themselves. Dates are relative to now, so interviews are always ahead and past jobs behind.
 */

export const DEMO_CANDIDATE_EMAIL = 'candidate@hireway.test';

interface DemoSeeker {
  email: string;
  firstName: string;
  lastName: string;
  language: 'en' | 'de' | 'fr' | 'pt';
  city: string;
  country: string;
  headline: string;
  desiredTitle: string;
  skills: [string, string, string];
}

/** Seekers who applied here and there; their CVs are a headline and three skills. */
const OTHER_SEEKERS: readonly DemoSeeker[] = [
  {
    email: 'tom.becker@hireway.test',
    firstName: 'Tom',
    lastName: 'Becker',
    language: 'de',
    city: 'Leipzig',
    country: 'DE',
    headline: 'Lagerlogistiker mit Staplerschein',
    desiredTitle: 'Schichtleiter Lager',
    skills: ['Forklift licence', 'WMS', 'SAP'],
  },
  {
    email: 'chloe.martin@hireway.test',
    firstName: 'Chloé',
    lastName: 'Martin',
    language: 'fr',
    city: 'Lyon',
    country: 'FR',
    headline: 'Analyste de données, 4 ans en logistique',
    desiredTitle: 'Data analyst',
    skills: ['SQL', 'Python', 'Power BI'],
  },
  {
    email: 'joao.silva@hireway.test',
    firstName: 'João',
    lastName: 'Silva',
    language: 'pt',
    city: 'Porto',
    country: 'PT',
    headline: 'Engenheiro mecânico com experiência em produção',
    desiredTitle: 'Engenheiro de Processos',
    skills: ['AutoCAD', 'SolidWorks', 'Lean'],
  },
  {
    email: 'emma.walsh@hireway.test',
    firstName: 'Emma',
    lastName: 'Walsh',
    language: 'en',
    city: 'Dublin',
    country: 'IE',
    headline: 'Customer support lead, German and English',
    desiredTitle: 'Customer Success Manager',
    skills: ['Zendesk', 'German', 'Live chat'],
  },
  {
    email: 'lukas.hoffmann@hireway.test',
    firstName: 'Lukas',
    lastName: 'Hoffmann',
    language: 'de',
    city: 'Berlin',
    country: 'DE',
    headline: 'Backend-Entwickler, TypeScript und Go',
    desiredTitle: 'Senior Backend-Entwickler',
    skills: ['TypeScript', 'Go', 'PostgreSQL'],
  },
  {
    email: 'ines.duarte@hireway.test',
    firstName: 'Inês',
    lastName: 'Duarte',
    language: 'pt',
    city: 'Lisboa',
    country: 'PT',
    headline: 'Enfermeira de cuidados intensivos',
    desiredTitle: 'Enfermeira',
    skills: ['ICU', 'First Aid', 'Medication management'],
  },
];

const iso = (ms: number) => new Date(ms).toISOString();
const date = (ms: number) => iso(ms).slice(0, 10);

/** The candidate's CV: every section filled, so it scores 100 (packages/shared scoreCv). */
async function writeCandidateCv(trx: Executor, userId: string, at: string, now: number): Promise<void> {
  const item = (position: number) => ({ id: randomUUID(), user_id: userId, position, created_at: at, updated_at: at });
  await trx
    .insertInto('cv_profiles')
    .values({
      user_id: userId,
      headline: 'Data analyst turning logistics data into decisions',
      summary:
        'Five years of analytics in logistics and retail: I build the dashboards operations teams open every morning, find where parcels wait and why, and explain it without jargon. Looking for a team that acts on its data.',
      desired_job_title: 'Senior Data Analyst',
      years_of_experience: 5,
      availability: 'one_month',
      open_to_work: 1,
      date_of_birth: null,
      gender: null,
      nationality: 'PT',
      marital_status: null,
      has_driving_licence: 1,
      linkedin_url: 'https://www.linkedin.com/in/sofia-marques-demo',
      portfolio_url: null,
      address_line1: 'Kastanienallee 21',
      address_line2: null,
      city: 'Berlin',
      state_code: 'BE',
      postal_code: '10435',
      country_code: 'DE',
      created_at: at,
      updated_at: at,
    })
    .execute();
  await trx
    .insertInto('cv_skills')
    .values([
      { ...item(0), name: 'SQL', level: 'expert', years: 5 },
      { ...item(1), name: 'Python', level: 'advanced', years: 4 },
      { ...item(2), name: 'Power BI', level: 'advanced', years: 3 },
      { ...item(3), name: 'dbt', level: 'intermediate', years: 2 },
      { ...item(4), name: 'Stakeholder communication', level: 'advanced', years: 5 },
    ])
    .execute();
  await trx
    .insertInto('cv_languages')
    .values([
      { ...item(0), language: 'pt', proficiency: 'native' },
      { ...item(1), language: 'en', proficiency: 'c1' },
      { ...item(2), language: 'de', proficiency: 'b2' },
    ])
    .execute();
  await trx
    .insertInto('cv_work_experience')
    .values([
      {
        ...item(0),
        employer: 'Tejo Software',
        job_title: 'Data Analyst',
        employment_type: 'full-time',
        location: 'Lisboa (remote)',
        start_date: date(now - 60 * DAY_MS),
        end_date: null,
        is_current: 1,
        description: 'Reporting for the finance product: usage, churn and support load.',
        achievements: JSON.stringify(['Cut the monthly reporting from three days to one hour with dbt models']),
      },
      {
        ...item(1),
        employer: 'Summit Engineering plc',
        job_title: 'Operations Analyst',
        employment_type: 'full-time',
        location: 'Edinburgh',
        start_date: date(now - 900 * DAY_MS),
        end_date: date(now - 300 * DAY_MS),
        is_current: 0,
        description: 'Planning and stock analysis for the pump assembly lines.',
        achievements: JSON.stringify([
          'Reduced late deliveries by 18 % with a weekly capacity forecast',
          'Built the plant dashboard used in every shift meeting',
        ]),
      },
      {
        ...item(2),
        employer: 'Brightline Retail',
        job_title: 'Junior Analyst',
        employment_type: 'full-time',
        location: 'Dublin',
        start_date: date(now - 1_400 * DAY_MS),
        end_date: date(now - 920 * DAY_MS),
        is_current: 0,
        description: 'Sales and stock reports for forty stores.',
        achievements: JSON.stringify([]),
      },
    ])
    .execute();
  await trx
    .insertInto('cv_education_history')
    .values({
      ...item(0),
      institution: 'Universidade NOVA de Lisboa',
      qualification: 'MSc',
      field_of_study: 'Data Science and Advanced Analytics',
      grade: '17/20',
      description: 'Thesis on forecasting parcel volumes.',
      start_date: '2016-09-01',
      end_date: '2018-07-15',
      is_current: 0,
    })
    .execute();
  await trx
    .insertInto('cv_voluntary_services')
    .values({
      ...item(0),
      organisation: 'CoderDojo Berlin',
      role: 'Mentor',
      description: 'Saturday coding sessions for children, twice a month.',
      start_date: date(now - 500 * DAY_MS),
      end_date: null,
      is_current: 1,
    })
    .execute();
  await trx
    .insertInto('cv_hobbies_and_interests')
    .values([
      { ...item(0), name: 'Climbing', description: 'Bouldering twice a week' },
      { ...item(1), name: 'Photography', description: null },
    ])
    .execute();
  await trx
    .insertInto('cv_references')
    .values({
      ...item(0),
      name: 'Fiona Campbell',
      relationship: 'Former manager',
      company: 'Summit Engineering plc',
      job_title: 'Head of Operations',
      email: 'fiona.campbell@summit.example',
      phone: null,
      may_contact: 1,
    })
    .execute();
  await trx
    .insertInto('seeker_preferences')
    .values({
      user_id: userId,
      job_categories: JSON.stringify(['data-and-analytics', 'operations']),
      employment_types: JSON.stringify(['full-time']),
      location_types: JSON.stringify(['hybrid', 'remote']),
      salary_amount: 60000,
      salary_currency: 'EUR',
      salary_period: 'year',
      cv_storage_name: null,
      cv_original_name: null,
      cv_size: null,
      cv_uploaded_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** A company's newest live jobs (the demo provider's: its three written by hand, then one generated). */
async function liveJobsOf(db: Executor, providerId: string): Promise<{ id: string; title: string }[]> {
  return db
    .selectFrom('job_posts')
    .select(['id', 'title'])
    .where('provider_id', '=', providerId)
    .where('status', '=', 'live')
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .limit(4)
    .execute();
}

/**
 * Writes the candidate (CV, applications, requests, employments, notifications) and the other seekers with their
 * applications, once: nothing is written when the candidate exists.
 */
export async function seedDemoHiring(
  db: Database,
  passwordHash: string,
  providers: Map<string, string>,
): Promise<{ created: string[] }> {
  if (await findUserByEmail(db, DEMO_CANDIDATE_EMAIL)) return { created: [] };
  const now = Date.now();
  const companyName = new Map(DEMO_COMPANIES.map((company) => [company.email, company.name]));
  const jobs = new Map<string, { id: string; title: string }[]>();
  for (const company of DEMO_COMPANIES.filter((c) => c.status === 'approved')) {
    const id = providers.get(company.email);
    if (id) jobs.set(company.email, await liveJobsOf(db, id));
  }
  const created: string[] = [];
  await db.transaction().execute(async (trx) => {
    const candidateId = randomUUID();
    const joined = iso(now - 45 * DAY_MS);
    await createAccount(
      trx,
      seedUserRow({
        id: candidateId,
        email: DEMO_CANDIDATE_EMAIL,
        passwordHash,
        group: 'seeker',
        firstName: 'Sofia',
        lastName: 'Marques',
        phone: '+4915100000002',
        countryCode: 'DE',
        stateCode: 'BE',
        city: 'Berlin',
        at: joined,
      }),
      seedProfileRow(candidateId, 'seeker', joined),
    );
    await writeCandidateCv(trx, candidateId, iso(now - 2 * DAY_MS), now);
    created.push(DEMO_CANDIDATE_EMAIL);

    const applications: Insertable<JobApplicationsTable>[] = [];
    const actions: Insertable<CvActionsTable>[] = [];
    const employments: Insertable<EmploymentsTable>[] = [];
    const notifications: Insertable<NotificationsTable>[] = [];
    const jobOf = (email: string, index = 0) => jobs.get(email)?.[index];
    const providerOf = (email: string) => providers.get(email) as string;
    const apply = (
      seekerId: string,
      email: string,
      index: number,
      status: JobApplicationsTable['status'],
      daysAgo: number,
      extra: Partial<Insertable<JobApplicationsTable>> = {},
    ) => {
      const job = jobOf(email, index);
      if (!job) return undefined;
      const at = iso(now - daysAgo * DAY_MS);
      const row: Insertable<JobApplicationsTable> = {
        id: randomUUID(),
        job_id: job.id,
        seeker_id: seekerId,
        cover_letter: status === 'submitted' ? 'I would love to bring my experience to your team.' : null,
        status,
        rejection_reason: null,
        submitted_at: at,
        decided_at: status === 'accepted' || status === 'rejected' ? iso(now - (daysAgo - 2) * DAY_MS) : null,
        created_at: at,
        updated_at: at,
        ...extra,
      };
      applications.push(row);
      return { row, job };
    };
    const tell = (userId: string, type: string, title: string, body: string, link: string, daysAgo: number) =>
      notifications.push({
        id: randomUUID(),
        user_id: userId,
        type,
        title,
        body,
        link,
        data: null,
        read_at: daysAgo > 3 ? iso(now - (daysAgo - 1) * DAY_MS) : null,
        created_at: iso(now - daysAgo * DAY_MS),
      });
    const northwind = 'provider@hireway.test';
    const candidateName = 'Sofia Marques';

    // Applied, and invited to an interview in four days (confirmed): the demo provider's side.
    const analyst = apply(candidateId, northwind, 2, 'submitted', 6);
    if (analyst) {
      tell(
        providerOf(northwind),
        'application.submitted',
        'New application',
        `${candidateName} applied for ${analyst.job.title}.`,
        LINKS.providerJobApplications(analyst.job.id),
        6,
      );
    }
    const interviewAt = now + 4 * DAY_MS;
    actions.push({
      id: randomUUID(),
      provider_id: providerOf(northwind),
      seeker_id: candidateId,
      subject: 'interview',
      status: 'responded',
      details: JSON.stringify({
        date: date(interviewAt),
        time: '10:30',
        timezone: 'Europe/Berlin',
        mode: 'video',
        place: null,
        link: 'https://meet.example.com/northwind-data',
        notes: 'We will look at one of your dashboards together; 45 minutes.',
      }),
      response: JSON.stringify({
        message: 'Looking forward to it.',
        confirmed: true,
        proposed_date: null,
        proposed_time: null,
      }),
      responded_at: iso(now - 1 * DAY_MS),
      created_at: iso(now - 2 * DAY_MS),
      updated_at: iso(now - 1 * DAY_MS),
    });
    tell(
      candidateId,
      'cv-action.requested',
      'Interview invitation',
      `${companyName.get(northwind)} invites you to an interview on ${date(interviewAt)} at 10:30 (Europe/Berlin).`,
      LINKS.seekerInterviews,
      2,
    );
    tell(
      providerOf(northwind),
      'cv-action.responded',
      'A candidate answered',
      `${candidateName} confirmed the interview.`,
      LINKS.providerInterviews,
      1,
    );

    // Applied, waiting.
    apply(candidateId, 'isarwerk@hireway.test', 0, 'submitted', 3);
    // Applied and shortlisted.
    apply(candidateId, 'harbour@hireway.test', 0, 'submitted', 9);
    actions.push({
      id: randomUUID(),
      provider_id: providerOf('harbour@hireway.test'),
      seeker_id: candidateId,
      subject: 'shortlist',
      status: 'pending',
      details: JSON.stringify({ note: 'Strong SQL; talk to the team lead next.' }),
      response: null,
      responded_at: null,
      created_at: iso(now - 5 * DAY_MS),
      updated_at: iso(now - 5 * DAY_MS),
    });
    tell(
      candidateId,
      'cv-action.requested',
      'You were shortlisted',
      `${companyName.get('harbour@hireway.test')} shortlisted you.`,
      LINKS.seekerTrack,
      5,
    );
    // Documents requested.
    actions.push({
      id: randomUUID(),
      provider_id: providerOf('horizon@hireway.test'),
      seeker_id: candidateId,
      subject: 'additional-documents',
      status: 'pending',
      details: JSON.stringify({ documents: ['Degree certificate', 'Work permit'], note: 'PDF is fine.' }),
      response: null,
      responded_at: null,
      created_at: iso(now - 1 * DAY_MS),
      updated_at: iso(now - 1 * DAY_MS),
    });
    tell(
      candidateId,
      'cv-action.requested',
      'Documents requested',
      `${companyName.get('horizon@hireway.test')} asks for: Degree certificate, Work permit.`,
      LINKS.seekerDocuments,
      1,
    );
    // Rejected, with a reason.
    apply(candidateId, 'bluebell@hireway.test', 0, 'rejected', 20, {
      rejection_reason: 'We chose a candidate with clinical data experience.',
    });
    tell(
      candidateId,
      'application.rejected',
      'Application not successful',
      `${companyName.get('bluebell@hireway.test')} decided not to go ahead.`,
      LINKS.seekerApplications,
      18,
    );
    // Withdrawn by her.
    apply(candidateId, 'atlantique@hireway.test', 0, 'cancelled', 15);
    // Employed now (accepted two months ago), after a resignation and a termination.
    const hired = apply(candidateId, 'tejo@hireway.test', 0, 'accepted', 64);
    const employment = (
      email: string,
      status: EmploymentsTable['status'],
      position: string,
      startDaysAgo: number,
      endDaysAgo: number | null,
      extra: Partial<Insertable<EmploymentsTable>> = {},
    ) =>
      employments.push({
        id: randomUUID(),
        provider_id: providerOf(email),
        seeker_id: candidateId,
        job_id: null,
        application_id: null,
        cv_action_id: null,
        position,
        start_date: date(now - startDaysAgo * DAY_MS),
        terms: null,
        status,
        resignation_reason: null,
        resignation_requested_at: null,
        termination_reason: null,
        termination_date: null,
        ended_at: endDaysAgo === null ? null : iso(now - endDaysAgo * DAY_MS),
        created_at: iso(now - (startDaysAgo + 3) * DAY_MS),
        updated_at: iso(now - (endDaysAgo ?? startDaysAgo) * DAY_MS),
        ...extra,
      });
    employment('tejo@hireway.test', 'active', 'Data Analyst', 60, null, {
      job_id: hired?.job.id ?? null,
      application_id: hired?.row.id ?? null,
      terms: 'Permanent, full-time, remote from Berlin.',
    });
    tell(
      candidateId,
      'employment.started',
      `You have been hired by ${companyName.get('tejo@hireway.test')}`,
      'Data Analyst',
      LINKS.seekerJobs,
      60,
    );
    employment('summit@hireway.test', 'resigned', 'Operations Analyst', 900, 300, {
      resignation_reason: 'Moving to Berlin.',
      resignation_requested_at: iso(now - 330 * DAY_MS),
    });
    employment('brightline@hireway.test', 'terminated', 'Junior Analyst', 1_400, 920, {
      termination_reason: 'The Dublin analytics team was closed.',
      termination_date: date(now - 920 * DAY_MS),
    });

    // Other seekers: a profile, a short CV, and applications to the demo provider and others.
    const targets = DEMO_COMPANIES.filter((c) => c.status === 'approved').map((c) => c.email);
    for (const [index, seeker] of OTHER_SEEKERS.entries()) {
      const id = randomUUID();
      // Older than the demo seeker, so she stays at the top of the candidate pool (newest CVs first).
      const at = iso(now - (20 + index) * DAY_MS);
      await createAccount(
        trx,
        seedUserRow({
          id,
          email: seeker.email,
          passwordHash,
          group: 'seeker',
          firstName: seeker.firstName,
          lastName: seeker.lastName,
          language: seeker.language,
          countryCode: seeker.country,
          city: seeker.city,
          at,
        }),
        seedProfileRow(id, 'seeker', at),
      );
      await trx
        .insertInto('cv_profiles')
        .values({
          user_id: id,
          headline: seeker.headline,
          summary: null,
          desired_job_title: seeker.desiredTitle,
          years_of_experience: 2 + index,
          availability: 'two_weeks',
          open_to_work: 1,
          date_of_birth: null,
          gender: null,
          nationality: null,
          marital_status: null,
          has_driving_licence: 0,
          linkedin_url: null,
          portfolio_url: null,
          address_line1: null,
          address_line2: null,
          city: seeker.city,
          state_code: null,
          postal_code: null,
          country_code: seeker.country,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('cv_skills')
        .values(
          seeker.skills.map((name, position) => ({
            id: randomUUID(),
            user_id: id,
            position,
            name,
            level: 'advanced' as const,
            years: 2,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      created.push(seeker.email);
      // Each applies to one of the demo provider's jobs and to two other companies' jobs.
      const statuses: JobApplicationsTable['status'][] = ['submitted', 'submitted', 'accepted', 'rejected'];
      const mine = apply(id, northwind, (index % 3) + 1, statuses[index % statuses.length] ?? 'submitted', 1 + index);
      if (mine) {
        tell(
          providerOf(northwind),
          'application.submitted',
          'New application',
          `${seeker.firstName} ${seeker.lastName} applied for ${mine.job.title}.`,
          LINKS.providerJobApplications(mine.job.id),
          1 + index,
        );
      }
      for (const offset of [1, 5]) {
        const email = targets[(index + offset) % targets.length] as string;
        if (email !== northwind) apply(id, email, 1 + (index % 2), 'submitted', 2 + index + offset);
      }
    }

    await trx.insertInto('job_applications').values(applications).execute();
    await trx.insertInto('cv_actions').values(actions).execute();
    await trx.insertInto('employments').values(employments).execute();
    await trx.insertInto('notifications').values(notifications).execute();
  });
  return { created };
}
