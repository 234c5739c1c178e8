import { z } from 'zod';

import { multiLineRule, plainString, singleLineRule } from '../text/plain-text';
import { optionalText } from '../text/text-fields';

import { cursorQuerySchema, keysetMetaSchema, pageEnvelope, paginationQuerySchema } from '../api/envelope';
import {
  COUNTRY_CODE_PATTERN,
  JOB_SALARY_MAX,
  JOB_SEARCH_QUERY_MAX,
  JOB_SORTS,
  REFERENCE_SLUG_MAX,
  REFERENCE_SLUG_PATTERN,
} from './job-board-query';
import { JOB_CREATE_STATUSES, JOB_STATUSES } from './job-states';

export * from './job-states';

/* Job posts: the provider's CRUD, the public job board, autocomplete and the schema.org JobPosting data. */

export const JOB_TITLE_MIN = 3;
export const JOB_TITLE_MAX = 160;
export const JOB_DESCRIPTION_MIN = 50;
export const JOB_DESCRIPTION_MAX = 20_000;
export const JOB_SKILLS_MAX = 30;
export const JOB_SKILL_MAX_LENGTH = 50;
export const JOB_VACANCIES_MAX = 1000;
export const JOB_SALARY_PERIODS = ['hour', 'day', 'month', 'year'] as const;
export type JobSalaryPeriod = (typeof JOB_SALARY_PERIODS)[number];
/** The location-types slug of fully remote jobs: the only jobs that need no country and city. */
export const REMOTE_LOCATION_TYPE = 'remote';
/** Partly from home: schema.org data gives it both a place and TELECOMMUTE. */
export const HYBRID_LOCATION_TYPE = 'hybrid';

export const JOB_SEARCH_MAX_TERMS = 8;
export const AUTOCOMPLETE_MIN_LENGTH = 2;
export const AUTOCOMPLETE_MAX_SUGGESTIONS = 8;

/** The statuses a provider may filter their list by (deleted jobs are gone). */
export const PROVIDER_JOB_LIST_STATUSES = ['draft', 'live', 'closed', 'archive'] as const;

/** Today as yyyy-MM-dd in UTC: deadlines are calendar dates compared in UTC. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

const KNOWN_CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** A slug of a reference list (the API checks that it exists in that list). */
const referenceSlug = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .min(1, message)
    .max(REFERENCE_SLUG_MAX, message)
    .regex(REFERENCE_SLUG_PATTERN, message);

/** An optional code (a country, a currency): trimmed and upper-cased, empty as null, then checked by `code`. */
const optionalCode = (message: string, code: z.ZodString) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || null)
    .pipe(code.nullable());

const salaryAmount = (label: string) =>
  z
    .number({ error: `Enter the ${label} as a number` })
    .int(`Enter the ${label} as a whole number`)
    .min(0, `The ${label} cannot be negative`)
    .max(JOB_SALARY_MAX, `The ${label} looks too large`)
    .nullish()
    .transform((value) => value ?? null);

const skillsField = z
  .array(
    plainString({ error: 'Each skill must be text' })
      .trim()
      .min(1, 'A skill cannot be empty')
      .max(JOB_SKILL_MAX_LENGTH, `A skill must be at most ${JOB_SKILL_MAX_LENGTH} characters`)
      .refine(...singleLineRule),
    { error: 'Skills must be a list' },
  )
  // A refinement, not .max(): zod skips an object's cross-field rules after a failed array length check.
  .refine((skills) => skills.length <= JOB_SKILLS_MAX, `List at most ${JOB_SKILLS_MAX} skills`)
  // The same skill twice (in any case) is kept once, in the first spelling given.
  .overwrite((skills) => {
    const seen = new Set<string>();
    return skills.filter((skill) => {
      const key = skill.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .default([]);

/** The fields a provider writes, shared by create (POST) and full update (PUT). */
const jobFields = {
  title: plainString({ error: 'Title is required' })
    .trim()
    .min(JOB_TITLE_MIN, `The title must be at least ${JOB_TITLE_MIN} characters`)
    .max(JOB_TITLE_MAX, `The title must be at most ${JOB_TITLE_MAX} characters`)
    .refine(...singleLineRule),
  description: plainString({ error: 'Description is required' })
    .trim()
    .min(JOB_DESCRIPTION_MIN, `The description must be at least ${JOB_DESCRIPTION_MIN} characters`)
    .max(JOB_DESCRIPTION_MAX, `The description must be at most ${JOB_DESCRIPTION_MAX} characters`)
    .refine(...multiLineRule),
  category: referenceSlug('Choose a job category'),
  employment_type: referenceSlug('Choose an employment type'),
  location_type: referenceSlug('Choose a location type'),
  country_code: optionalCode(
    'Choose a country from the list',
    z.string().regex(COUNTRY_CODE_PATTERN, 'Choose a country from the list'),
  ),
  state_code: optionalText('State', 10),
  city: optionalText('City', 120, singleLineRule),
  salary_min: salaryAmount('minimum salary'),
  salary_max: salaryAmount('maximum salary'),
  salary_currency: optionalCode(
    'Choose a currency',
    z.string().refine((value) => KNOWN_CURRENCIES.has(value), 'Choose a currency like EUR or USD'),
  ),
  salary_period: z
    .enum(JOB_SALARY_PERIODS, { error: 'Choose per hour, day, month or year' })
    .nullish()
    .transform((value) => value ?? null),
  skills: skillsField,
  vacancies: z
    .number({ error: 'Enter the number of openings' })
    .int('Enter the number of openings as a whole number')
    .min(1, 'There must be at least one opening')
    .max(JOB_VACANCIES_MAX, `There can be at most ${JOB_VACANCIES_MAX} openings`)
    .default(1),
  application_deadline: z
    .string({ error: 'Enter the deadline as a date like 2026-12-31' })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.iso.date({ error: 'Enter the deadline as a date like 2026-12-31' }).nullable()),
};

interface JobRuleFields {
  location_type: string;
  country_code: string | null;
  state_code: string | null;
  city: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
}

/** Lets a cross-field rule run beside other fields' errors, once the fields it reads have parsed. */
const whenParsed = (...keys: string[]) => ({
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => keys.includes(String(issue.path?.[0] ?? ''))),
});
const hasSalary = (job: JobRuleFields) => job.salary_min !== null || job.salary_max !== null;

/** Location and salary rules shared by create and update; each runs once the fields it reads have parsed. */
const withJobRules = <T extends z.ZodType<JobRuleFields>>(schema: T) =>
  schema
    .refine((job) => job.location_type === REMOTE_LOCATION_TYPE || job.country_code !== null, {
      message: 'Choose the country of the workplace (only remote jobs may leave it out)',
      path: ['country_code'],
      ...whenParsed('location_type', 'country_code'),
    })
    .refine((job) => job.location_type === REMOTE_LOCATION_TYPE || job.city !== null, {
      message: 'Enter the city of the workplace (only remote jobs may leave it out)',
      path: ['city'],
      ...whenParsed('location_type', 'city'),
    })
    .refine((job) => job.state_code === null || job.country_code !== null, {
      message: 'Choose a country before the state',
      path: ['state_code'],
      ...whenParsed('country_code', 'state_code'),
    })
    .refine((job) => !hasSalary(job) || job.salary_currency !== null, {
      message: 'Choose the currency of the salary',
      path: ['salary_currency'],
      ...whenParsed('salary_min', 'salary_max', 'salary_currency'),
    })
    .refine((job) => !hasSalary(job) || job.salary_period !== null, {
      message: 'Choose whether the salary is per hour, day, month or year',
      path: ['salary_period'],
      ...whenParsed('salary_min', 'salary_max', 'salary_period'),
    })
    // Last: the rules above skip once a salary amount has an error.
    .refine((job) => job.salary_min === null || job.salary_max === null || job.salary_min <= job.salary_max, {
      message: 'The maximum salary cannot be below the minimum',
      path: ['salary_max'],
      ...whenParsed('salary_min', 'salary_max'),
    });

/** Without an amount, a currency or period picked in a form means nothing: stored as null. */
const withoutIdleSalaryUnits = <T extends JobRuleFields>(job: T): T =>
  hasSalary(job) ? job : { ...job, salary_currency: null, salary_period: null };

/** POST /provider/jobs: a new job, as a draft (default) or published at once. */
export const jobCreateRequestSchema = withJobRules(
  z.strictObject({
    ...jobFields,
    status: z.enum(JOB_CREATE_STATUSES, { error: 'A new job is either a draft or live' }).default('draft'),
  }),
)
  .refine((job) => job.application_deadline === null || job.application_deadline >= todayUtc(), {
    message: 'The deadline cannot be in the past',
    path: ['application_deadline'],
    ...whenParsed('application_deadline'),
  })
  .transform(withoutIdleSalaryUnits);
export type JobCreateRequest = z.input<typeof jobCreateRequestSchema>;
export type JobCreateInput = z.output<typeof jobCreateRequestSchema>;

/**
 * PUT /provider/jobs/{id}: the whole job, including its status (a move follows the state machine). The deadline
 * must be today or later when it changes or the job goes live; an unchanged past deadline does not block closing.
 */
export const jobUpdateRequestSchema = withJobRules(
  z.strictObject({
    ...jobFields,
    status: z.enum(JOB_STATUSES, { error: 'Choose a status: draft, live, closed, archive or deleted' }),
  }),
).transform(withoutIdleSalaryUnits);
export type JobUpdateRequest = z.input<typeof jobUpdateRequestSchema>;
export type JobUpdateInput = z.output<typeof jobUpdateRequestSchema>;

export const jobParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a job id' }) });

/** GET /provider/jobs */
export const providerJobListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  status: z.enum(PROVIDER_JOB_LIST_STATUSES, { error: 'Choose draft, live, closed or archive' }).optional(),
});
export type ProviderJobListQuery = z.input<typeof providerJobListQuerySchema>;

const optionalQuery = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(schema.optional());

/** GET /jobs: the public job board. */
export const publicJobListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  ...cursorQuerySchema.shape,
  /** Words searched in the title, description, skills and company name; every word must match. */
  q: z
    .string()
    .trim()
    .max(JOB_SEARCH_QUERY_MAX, `Search at most ${JOB_SEARCH_QUERY_MAX} characters`)
    .refine(...multiLineRule)
    .optional()
    .transform((value) => value || undefined),
  category: optionalQuery(referenceSlug('Not a job category')),
  employment_type: optionalQuery(referenceSlug('Not an employment type')),
  location_type: optionalQuery(referenceSlug('Not a location type')),
  country_code: optionalQuery(
    z.string().toUpperCase().regex(COUNTRY_CODE_PATTERN, 'Country must be a two-letter code'),
  ),
  state_code: optionalQuery(
    z
      .string()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{1,10}$/, 'Not a state code'),
  ),
  city: optionalQuery(
    z
      .string()
      .max(120, 'City must be at most 120 characters')
      .refine(...multiLineRule),
  ),
  /** Jobs whose maximum (or, without one, minimum) salary is at least this, in whole units. */
  salary_min: z.coerce
    .number({ error: 'Enter a salary as a number' })
    .int('Enter a salary as a whole number')
    .min(0, 'The salary cannot be negative')
    .max(JOB_SALARY_MAX, 'The salary looks too large')
    .optional(),
  salary_currency: optionalQuery(
    z
      .string()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code'),
  ),
  provider_id: optionalQuery(z.uuid({ error: 'Not a company id' })),
  /** relevance (default with `q`): title matches first, then description and skills, then newest. */
  sort: z.enum(JOB_SORTS, { error: 'Sort by relevance or newest' }).optional(),
});
export type PublicJobListQuery = z.input<typeof publicJobListQuerySchema>;

/** GET /search/autocomplete */
export const autocompleteQuerySchema = z.strictObject({
  q: z
    .string({ error: `Type at least ${AUTOCOMPLETE_MIN_LENGTH} characters` })
    .trim()
    .min(AUTOCOMPLETE_MIN_LENGTH, `Type at least ${AUTOCOMPLETE_MIN_LENGTH} characters`)
    .max(JOB_SEARCH_QUERY_MAX, `Search at most ${JOB_SEARCH_QUERY_MAX} characters`)
    .refine(...multiLineRule),
});

export const AUTOCOMPLETE_KINDS = ['title', 'skill', 'company'] as const;
export const autocompleteSuggestionSchema = z.object({
  value: z.string(),
  kind: z.enum(AUTOCOMPLETE_KINDS),
});
export type AutocompleteSuggestion = z.infer<typeof autocompleteSuggestionSchema>;

// ---- Responses ------------------------------------------------------------------------------

const salaryFields = {
  /** Whole currency units. */
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.string().nullable(),
  salary_period: z.enum(JOB_SALARY_PERIODS).nullable(),
};

const jobCoreFields = {
  id: z.string(),
  title: z.string(),
  category: z.string(),
  employment_type: z.string(),
  location_type: z.string(),
  country_code: z.string().nullable(),
  state_code: z.string().nullable(),
  city: z.string().nullable(),
  ...salaryFields,
  skills: z.array(z.string()),
  vacancies: z.number().int(),
  application_deadline: z.string().nullable(),
};

/** The company behind a job, as anyone may see it: never documents, registration number, phone or e-mail. */
export const jobCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  industry: z.string(),
  company_size: z.string(),
  website: z.string().nullable(),
  city: z.string(),
  country_code: z.string(),
});
export type JobCompany = z.infer<typeof jobCompanySchema>;

/** A job in public lists. */
export const publicJobSummarySchema = z.object({
  ...jobCoreFields,
  /** About 200 characters of the description as plain text. */
  excerpt: z.string(),
  published_at: z.string(),
  company: jobCompanySchema.pick({ id: true, name: true, logo_url: true }),
});
export type PublicJobSummary = z.infer<typeof publicJobSummarySchema>;

export const publicJobListResponseSchema = z.object({
  data: z.array(publicJobSummarySchema),
  meta: keysetMetaSchema.extend({
    /** The words actually searched when some were not found and were read as their nearest known words. */
    corrected_query: z.string().nullable(),
  }),
});
export type PublicJobListResponse = z.infer<typeof publicJobListResponseSchema>;

/** schema.org employmentType values (Google's job posting guidelines). */
export const SCHEMA_ORG_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type SchemaOrgEmploymentType = (typeof SCHEMA_ORG_EMPLOYMENT_TYPES)[number];

/** Our employment-types slugs in schema.org words; a slug not listed here is OTHER. */
export const EMPLOYMENT_TYPE_TO_SCHEMA_ORG: Readonly<Record<string, SchemaOrgEmploymentType>> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  apprenticeship: 'OTHER',
  volunteer: 'VOLUNTEER',
};

export const toSchemaOrgEmploymentType = (slug: string): SchemaOrgEmploymentType =>
  EMPLOYMENT_TYPE_TO_SCHEMA_ORG[slug] ?? 'OTHER';

export const SCHEMA_ORG_SALARY_UNITS = { hour: 'HOUR', day: 'DAY', month: 'MONTH', year: 'YEAR' } as const;

/** schema.org JobPosting, for a `<script type="application/ld+json">` on the public job page. */
export const jobPostingJsonLdSchema = z.object({
  '@context': z.literal('https://schema.org/'),
  '@type': z.literal('JobPosting'),
  title: z.string(),
  /** HTML (sanitized), as schema.org asks. */
  description: z.string(),
  url: z.string(),
  identifier: z.object({ '@type': z.literal('PropertyValue'), name: z.string(), value: z.string() }),
  datePosted: z.string(),
  validThrough: z.string().optional(),
  /** True: the application is made on the job's own page. */
  directApply: z.boolean(),
  employmentType: z.enum(SCHEMA_ORG_EMPLOYMENT_TYPES),
  totalJobOpenings: z.number().int(),
  skills: z.string().optional(),
  hiringOrganization: z.object({
    '@type': z.literal('Organization'),
    name: z.string(),
    sameAs: z.string().optional(),
    logo: z.string().optional(),
  }),
  jobLocation: z
    .object({
      '@type': z.literal('Place'),
      address: z.object({
        '@type': z.literal('PostalAddress'),
        addressLocality: z.string().optional(),
        addressRegion: z.string().optional(),
        addressCountry: z.string(),
      }),
    })
    .optional(),
  jobLocationType: z.literal('TELECOMMUTE').optional(),
  applicantLocationRequirements: z.object({ '@type': z.literal('Country'), name: z.string() }).optional(),
  baseSalary: z
    .object({
      '@type': z.literal('MonetaryAmount'),
      currency: z.string(),
      value: z.object({
        '@type': z.literal('QuantitativeValue'),
        minValue: z.number().optional(),
        maxValue: z.number().optional(),
        unitText: z.enum(['HOUR', 'DAY', 'MONTH', 'YEAR']),
      }),
    })
    .optional(),
});
export type JobPostingJsonLd = z.infer<typeof jobPostingJsonLdSchema>;

/** GET /jobs/{id}: a live job (or, for its owner, their own job in any status but deleted). */
export const publicJobDetailSchema = z.object({
  ...jobCoreFields,
  status: z.enum(JOB_STATUSES),
  /** The markdown description rendered and sanitized. */
  description_html: z.string(),
  published_at: z.string().nullable(),
  company: jobCompanySchema,
  /** True when the caller owns the job (the page may show a preview banner and an edit link). */
  is_owner: z.boolean(),
  json_ld: jobPostingJsonLdSchema,
});
export type PublicJobDetail = z.infer<typeof publicJobDetailSchema>;

/** A job as its provider sees it. */
export const providerJobSchema = z.object({
  ...jobCoreFields,
  status: z.enum(JOB_STATUSES),
  /** The markdown as written (for the edit form); description_html is what the public page shows. */
  description: z.string(),
  description_html: z.string(),
  published_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The statuses this job may move to now (state machine). */
  next_statuses: z.array(z.enum(JOB_STATUSES)),
  applications_count: z.number().int().min(0),
  applications_by_status: z.record(z.string(), z.number().int().min(0)),
});
export type ProviderJob = z.infer<typeof providerJobSchema>;

/** A job in the provider's list: no description. */
export const providerJobSummarySchema = providerJobSchema.omit({ description: true, description_html: true });
export type ProviderJobSummary = z.infer<typeof providerJobSummarySchema>;

export const providerJobListResponseSchema = pageEnvelope(providerJobSummarySchema);
export type ProviderJobListResponse = z.infer<typeof providerJobListResponseSchema>;
