import { z } from 'zod';

import { multiLineRule, plainString } from '../text/plain-text';

/* The seeker's CV: one schema per request and response shape, used by the API and the web forms alike. */

/** Most items a list section (skills, languages, …) may hold. */
export const CV_SECTION_MAX_ITEMS = 50;
/** A seeker must be at least this old (date of birth). */
export const CV_MIN_AGE_YEARS = 16;
/** The earliest date any CV date may be. */
export const CV_MIN_DATE = '1900-01-01';

/** The list sections, as keys of the CV object. */
export const CV_LIST_SECTIONS = [
  'skills',
  'hobbies_and_interests',
  'languages',
  'references',
  'work_experience',
  'voluntary_services',
  'education_history',
] as const;
export type CvListSection = (typeof CV_LIST_SECTIONS)[number];

/** Every section of the CV, as keys of the CV object. */
export const CV_SECTIONS = ['personal', 'personal_details', 'address', ...CV_LIST_SECTIONS] as const;
export type CvSection = (typeof CV_SECTIONS)[number];

/** The URL segment of each list section under /seeker/cv. */
export const CV_SECTION_PATHS: Record<CvListSection, string> = {
  skills: 'skills',
  hobbies_and_interests: 'hobbies-and-interests',
  languages: 'languages',
  references: 'references',
  work_experience: 'work-experience',
  voluntary_services: 'voluntary-services',
  education_history: 'education-history',
};

export const CV_AVAILABILITIES = ['immediately', 'two_weeks', 'one_month', 'three_months'] as const;
export type CvAvailability = (typeof CV_AVAILABILITIES)[number];

export const CV_GENDERS = ['female', 'male', 'non_binary', 'other', 'prefer_not_to_say'] as const;
export type CvGender = (typeof CV_GENDERS)[number];

export const CV_MARITAL_STATUSES = [
  'single',
  'married',
  'civil_partnership',
  'divorced',
  'widowed',
  'prefer_not_to_say',
] as const;
export type CvMaritalStatus = (typeof CV_MARITAL_STATUSES)[number];

export const CV_SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type CvSkillLevel = (typeof CV_SKILL_LEVELS)[number];

/** CEFR levels, plus native speaker. */
export const CV_LANGUAGE_PROFICIENCIES = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'native'] as const;
export type CvLanguageProficiency = (typeof CV_LANGUAGE_PROFICIENCIES)[number];

/** ISO 639-1 language codes (the web shows their names with Intl.DisplayNames). */
export const CV_LANGUAGE_CODES = [
  ...['aa', 'ab', 'ae', 'af', 'ak', 'am', 'an', 'ar', 'as', 'av', 'ay', 'az', 'ba', 'be', 'bg', 'bi', 'bm', 'bn'],
  ...['bo', 'br', 'bs', 'ca', 'ce', 'ch', 'co', 'cr', 'cs', 'cu', 'cv', 'cy', 'da', 'de', 'dv', 'dz', 'ee', 'el'],
  ...['en', 'eo', 'es', 'et', 'eu', 'fa', 'ff', 'fi', 'fj', 'fo', 'fr', 'fy', 'ga', 'gd', 'gl', 'gn', 'gu', 'gv'],
  ...['ha', 'he', 'hi', 'ho', 'hr', 'ht', 'hu', 'hy', 'hz', 'ia', 'id', 'ie', 'ig', 'ii', 'ik', 'io', 'is', 'it'],
  ...['iu', 'ja', 'jv', 'ka', 'kg', 'ki', 'kj', 'kk', 'kl', 'km', 'kn', 'ko', 'kr', 'ks', 'ku', 'kv', 'kw', 'ky'],
  ...['la', 'lb', 'lg', 'li', 'ln', 'lo', 'lt', 'lu', 'lv', 'mg', 'mh', 'mi', 'mk', 'ml', 'mn', 'mr', 'ms', 'mt'],
  ...['my', 'na', 'nb', 'nd', 'ne', 'ng', 'nl', 'nn', 'no', 'nr', 'nv', 'ny', 'oc', 'oj', 'om', 'or', 'os', 'pa'],
  ...['pi', 'pl', 'ps', 'pt', 'qu', 'rm', 'rn', 'ro', 'ru', 'rw', 'sa', 'sc', 'sd', 'se', 'sg', 'si', 'sk', 'sl'],
  ...['sm', 'sn', 'so', 'sq', 'sr', 'ss', 'st', 'su', 'sv', 'sw', 'ta', 'te', 'tg', 'th', 'ti', 'tk', 'tl', 'tn'],
  ...['to', 'tr', 'ts', 'tt', 'tw', 'ty', 'ug', 'uk', 'ur', 'uz', 've', 'vi', 'vo', 'wa', 'wo', 'xh', 'yi', 'yo'],
  ...['za', 'zh', 'zu'],
] as const;

// ---- Field helpers ------------------------------------------------------------------------------

const requiredText = (label: string, max: number) =>
  plainString({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...multiLineRule);

/** Optional text: omitted, null and blank all mean "not given" (null). */
const optionalText = (label: string, max: number) =>
  plainString({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...multiLineRule)
    .nullish()
    .transform((value) => value || null);

/** An optional choice: omitted or null means "not given". */
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum(values, { error: message })
    .nullish()
    .transform((value) => value ?? null);

const flag = (message: string) => z.boolean({ error: message }).default(false);

/** A calendar date as yyyy-MM-dd (real dates only: no 30 February), not before 1900. */
const calendarDate = (label: string) =>
  z.iso
    .date({ error: `Enter ${label.toLowerCase()} as a date like 2024-05-31` })
    .refine((value) => value >= CV_MIN_DATE, `${label} cannot be before 1900`);

const requiredDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .pipe(calendarDate(label));

const optionalDate = (label: string) =>
  z
    .string({ error: `Enter ${label.toLowerCase()} as a date like 2024-05-31` })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(calendarDate(label).nullable());

const countryCode = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^[A-Z]{2}$/, `Choose a ${label.toLowerCase()} from the list`);

const webAddress = (message: string, hostname: RegExp) =>
  z
    .string({ error: message })
    .trim()
    .max(500, 'The address must be at most 500 characters')
    .nullish()
    .transform((value) => value || null)
    .pipe(z.url({ protocol: /^https?$/, hostname, error: message }).nullable());

/** The latest date of birth allowed today: CV_MIN_AGE_YEARS years ago (UTC). */
export const latestBirthDate = (now: Date = new Date()): string =>
  `${String(now.getUTCFullYear() - CV_MIN_AGE_YEARS).padStart(4, '0')}-${now.toISOString().slice(5, 10)}`;

// ---- Singular sections --------------------------------------------------------------------------

/** PUT /seeker/cv/personal: the headline and professional profile. */
export const cvPersonalRequestSchema = z.strictObject({
  headline: requiredText('Headline', 150),
  summary: optionalText('Professional profile', 5000),
  desired_job_title: optionalText('Desired job title', 150),
  years_of_experience: z
    .number({ error: 'Years of experience must be a number' })
    .int('Years of experience must be a whole number')
    .min(0, 'Years of experience cannot be negative')
    .max(60, 'Years of experience must be at most 60')
    .nullish()
    .transform((value) => value ?? null),
  availability: optionalEnum(
    CV_AVAILABILITIES,
    'Choose when you can start: immediately, in two weeks, one month or three months',
  ),
  open_to_work: flag('Say whether you are open to work'),
});
export type CvPersonalRequest = z.input<typeof cvPersonalRequestSchema>;

export const cvPersonalSchema = z.object({
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  desired_job_title: z.string().nullable(),
  years_of_experience: z.number().int().nullable(),
  availability: z.enum(CV_AVAILABILITIES).nullable(),
  open_to_work: z.boolean(),
});
export type CvPersonal = z.infer<typeof cvPersonalSchema>;

/** PUT /seeker/cv/personal-details: everything optional; nothing here is needed to apply for a job. */
export const cvPersonalDetailsRequestSchema = z.strictObject({
  date_of_birth: optionalDate('Date of birth').refine(
    (value) => value === null || value <= latestBirthDate(),
    `You must be at least ${CV_MIN_AGE_YEARS} years old`,
  ),
  gender: optionalEnum(CV_GENDERS, 'Choose a gender from the list, or prefer not to say'),
  nationality: z
    .string({ error: 'Choose a nationality from the list' })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(countryCode('Nationality').nullable()),
  marital_status: optionalEnum(CV_MARITAL_STATUSES, 'Choose a marital status from the list, or prefer not to say'),
  has_driving_licence: flag('Say whether you hold a driving licence'),
  linkedin_url: webAddress(
    'Enter your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name',
    /^([a-z0-9-]+\.)*linkedin\.com$/i,
  ),
  portfolio_url: webAddress('Enter a web address starting with https://', z.regexes.domain),
});
export type CvPersonalDetailsRequest = z.input<typeof cvPersonalDetailsRequestSchema>;

export const cvPersonalDetailsSchema = z.object({
  date_of_birth: z.string().nullable(),
  gender: z.enum(CV_GENDERS).nullable(),
  nationality: z.string().nullable(),
  marital_status: z.enum(CV_MARITAL_STATUSES).nullable(),
  has_driving_licence: z.boolean(),
  linkedin_url: z.string().nullable(),
  portfolio_url: z.string().nullable(),
});
export type CvPersonalDetails = z.infer<typeof cvPersonalDetailsSchema>;

/** PUT /seeker/cv/address. The country and state must exist (checked against the reference data). */
export const cvAddressRequestSchema = z.strictObject({
  line1: requiredText('Address line 1', 200),
  line2: optionalText('Address line 2', 200),
  city: requiredText('City', 120),
  state_code: optionalText('State', 10),
  postal_code: optionalText('Postal code', 20).refine(
    (value) => value === null || /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value),
    'A postal code may contain only letters, digits, spaces and hyphens',
  ),
  country_code: countryCode('Country'),
});
export type CvAddressRequest = z.input<typeof cvAddressRequestSchema>;

export const cvAddressSchema = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  state_code: z.string().nullable(),
  postal_code: z.string().nullable(),
  country_code: z.string().nullable(),
});
export type CvAddress = z.infer<typeof cvAddressSchema>;

// ---- List sections ------------------------------------------------------------------------------

/** GET/PUT/DELETE /seeker/cv/{section}/{id}. */
export const cvItemParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });

const itemFields = { id: z.string(), created_at: z.string(), updated_at: z.string() };

/** From–to of dated sections: an end date unless current, never before the start. */
const periodFields = {
  start_date: requiredDate('Start date'),
  end_date: optionalDate('End date'),
  is_current: flag('Say whether this is current'),
};
type Period = { start_date: string; end_date: string | null; is_current: boolean };

/** Lets a cross-field rule run beside other fields' errors, once the fields it reads have parsed. */
const whenParsed = (...keys: string[]) => ({
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => keys.includes(String(issue.path?.[0] ?? ''))),
});
const periodParsed = whenParsed('start_date', 'end_date', 'is_current');

const withPeriodRules = <T extends z.ZodType<Period>>(schema: T) =>
  schema
    .refine((value) => !(value.is_current && value.end_date), {
      message: 'Leave the end date empty while this is current',
      path: ['end_date'],
      ...periodParsed,
    })
    .refine((value) => value.is_current || value.end_date !== null, {
      message: 'Enter an end date, or mark this as current',
      path: ['end_date'],
      ...periodParsed,
    })
    .refine((value) => value.end_date === null || value.end_date >= value.start_date, {
      message: 'The end date cannot be before the start date',
      path: ['end_date'],
      ...periodParsed,
    });

const periodResponseFields = {
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_current: z.boolean(),
};

export const cvSkillRequestSchema = z.strictObject({
  name: requiredText('Skill', 100),
  level: z.enum(CV_SKILL_LEVELS, { error: 'Choose a level: beginner, intermediate, advanced or expert' }),
  years: z
    .number({ error: 'Years must be a number' })
    .int('Years must be a whole number')
    .min(0, 'Years cannot be negative')
    .max(60, 'Years must be at most 60')
    .nullish()
    .transform((value) => value ?? null),
});
export type CvSkillRequest = z.input<typeof cvSkillRequestSchema>;
export const cvSkillSchema = z.object({
  ...itemFields,
  name: z.string(),
  level: z.enum(CV_SKILL_LEVELS),
  years: z.number().int().nullable(),
});
export type CvSkill = z.infer<typeof cvSkillSchema>;

export const cvHobbyRequestSchema = z.strictObject({
  name: requiredText('Hobby or interest', 100),
  description: optionalText('Description', 1000),
});
export type CvHobbyRequest = z.input<typeof cvHobbyRequestSchema>;
export const cvHobbySchema = z.object({ ...itemFields, name: z.string(), description: z.string().nullable() });
export type CvHobby = z.infer<typeof cvHobbySchema>;

/** Phone numbers as people write them (+44 20 7946 0958) are stored in E.164 (+442079460958). */
const referencePhone = z
  .string({ error: 'Enter a phone number' })
  .trim()
  .nullish()
  .transform((value) => (value ? value.replace(/[\s().-]/g, '') : null))
  .pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number in international format, e.g. +4915112345678')
      .nullable(),
  );

export const cvReferenceRequestSchema = z
  .strictObject({
    name: requiredText('Name', 150),
    relationship: requiredText('Relationship', 100),
    company: optionalText('Company', 150),
    /** The referee's own position (job title). */
    job_title: optionalText('Position', 150),
    email: z
      .string({ error: 'Enter a valid e-mail address' })
      .trim()
      .max(254, 'E-mail must be at most 254 characters')
      .nullish()
      .transform((value) => (value ? value.toLowerCase() : null))
      .pipe(z.email({ error: 'Enter a valid e-mail address' }).nullable()),
    phone: referencePhone,
    may_contact: flag('Say whether employers may contact this reference'),
  })
  .refine((value) => value.email !== null || value.phone !== null, {
    message: 'Enter an e-mail address or a phone number',
    path: ['email'],
    ...whenParsed('email', 'phone'),
  });
export type CvReferenceRequest = z.input<typeof cvReferenceRequestSchema>;
export const cvReferenceSchema = z.object({
  ...itemFields,
  name: z.string(),
  relationship: z.string(),
  company: z.string().nullable(),
  job_title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  may_contact: z.boolean(),
});
export type CvReference = z.infer<typeof cvReferenceSchema>;

export const CV_ACHIEVEMENTS_MAX = 20;

export const cvWorkExperienceRequestSchema = withPeriodRules(
  z.strictObject({
    employer: requiredText('Employer', 150),
    job_title: requiredText('Job title', 150),
    /** A slug of the employment-types reference list. */
    employment_type: optionalText('Employment type', 80),
    location: optionalText('Location', 150),
    ...periodFields,
    description: optionalText('Description', 5000),
    achievements: z
      .array(requiredText('Achievement', 300), { error: 'Achievements must be a list' })
      .max(CV_ACHIEVEMENTS_MAX, `List at most ${CV_ACHIEVEMENTS_MAX} achievements`)
      .default([]),
  }),
);
export type CvWorkExperienceRequest = z.input<typeof cvWorkExperienceRequestSchema>;
export const cvWorkExperienceSchema = z.object({
  ...itemFields,
  employer: z.string(),
  job_title: z.string(),
  employment_type: z.string().nullable(),
  location: z.string().nullable(),
  ...periodResponseFields,
  description: z.string().nullable(),
  achievements: z.array(z.string()),
});
export type CvWorkExperience = z.infer<typeof cvWorkExperienceSchema>;

export const cvVoluntaryServiceRequestSchema = withPeriodRules(
  z.strictObject({
    organisation: requiredText('Organisation', 150),
    role: requiredText('Role', 150),
    ...periodFields,
    description: optionalText('Description', 5000),
  }),
);
export type CvVoluntaryServiceRequest = z.input<typeof cvVoluntaryServiceRequestSchema>;
export const cvVoluntaryServiceSchema = z.object({
  ...itemFields,
  organisation: z.string(),
  role: z.string(),
  ...periodResponseFields,
  description: z.string().nullable(),
});
export type CvVoluntaryService = z.infer<typeof cvVoluntaryServiceSchema>;

export const cvEducationRequestSchema = withPeriodRules(
  z.strictObject({
    institution: requiredText('Institution', 150),
    /** e.g. BSc, A-levels, Meisterbrief. */
    qualification: requiredText('Qualification', 150),
    field_of_study: optionalText('Field of study', 150),
    grade: optionalText('Grade', 50),
    ...periodFields,
    description: optionalText('Description', 5000),
  }),
);
export type CvEducationRequest = z.input<typeof cvEducationRequestSchema>;
export const cvEducationSchema = z.object({
  ...itemFields,
  institution: z.string(),
  qualification: z.string(),
  field_of_study: z.string().nullable(),
  grade: z.string().nullable(),
  ...periodResponseFields,
  description: z.string().nullable(),
});
export type CvEducation = z.infer<typeof cvEducationSchema>;

export const cvLanguageRequestSchema = z.strictObject({
  language: z.enum(CV_LANGUAGE_CODES, { error: 'Choose a language from the list' }),
  proficiency: z.enum(CV_LANGUAGE_PROFICIENCIES, { error: 'Choose a level from A1 to C2, or native' }),
});
export type CvLanguageRequest = z.input<typeof cvLanguageRequestSchema>;
export const cvLanguageSchema = z.object({
  ...itemFields,
  language: z.string(),
  proficiency: z.enum(CV_LANGUAGE_PROFICIENCIES),
});
export type CvLanguage = z.infer<typeof cvLanguageSchema>;

/** POST /seeker/cv/languages/bulk: the whole list, replacing the old one; each language once. */
export const cvLanguagesBulkRequestSchema = z
  .strictObject({ languages: z.array(cvLanguageRequestSchema, { error: 'Languages must be a list' }) })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.languages.forEach((item, index) => {
      if (seen.has(item.language)) {
        ctx.addIssue({
          code: 'custom',
          message: 'This language is already in the list',
          path: ['languages', index, 'language'],
        });
      }
      seen.add(item.language);
    });
  });
export type CvLanguagesBulkRequest = z.input<typeof cvLanguagesBulkRequestSchema>;

// ---- The whole CV and its score -------------------------------------------------------------------

/** GET /seeker/cv. */
export const cvSchema = z.object({
  personal: cvPersonalSchema,
  personal_details: cvPersonalDetailsSchema,
  address: cvAddressSchema,
  skills: z.array(cvSkillSchema),
  hobbies_and_interests: z.array(cvHobbySchema),
  languages: z.array(cvLanguageSchema),
  references: z.array(cvReferenceSchema),
  work_experience: z.array(cvWorkExperienceSchema),
  voluntary_services: z.array(cvVoluntaryServiceSchema),
  education_history: z.array(cvEducationSchema),
});
export type Cv = z.infer<typeof cvSchema>;

/** GET /seeker/cv/score: 0–100. */
export const cvScoreSchema = z.number().int().min(0).max(100);

export const cvScoreSectionSchema = z.object({
  section: z.enum(CV_SECTIONS),
  weight: z.number(),
  complete: z.boolean(),
  /** What the section still needs: field names, or 'entries' for a list with too few items. */
  missing: z.array(z.string()),
});
export type CvScoreSection = z.infer<typeof cvScoreSectionSchema>;

/** GET /seeker/cv/score/details: the score and what each section still needs. */
export const cvScoreDetailsSchema = z.object({ score: cvScoreSchema, sections: z.array(cvScoreSectionSchema) });
export type CvScoreDetails = z.infer<typeof cvScoreDetailsSchema>;
