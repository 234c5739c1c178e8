import { z } from 'zod';

import { cursorQuerySchema, keysetEnvelope, paginationQuerySchema } from '../api/envelope';
import { CV_AVAILABILITIES, CV_LANGUAGE_CODES, cvSchema } from '../cv/cv.schemas';
import { uuidParam } from './hiring.fields';
import { APPLICATION_STATUSES, CV_ACTION_SUBJECTS, EMPLOYMENT_STATUSES } from './hiring-states';

/*
 * The candidate pool: seekers who finished onboarding and paid the registration fee. Providers see their CVs;
 * e-mail and phone only once the seeker works for them or they accepted one of the seeker's applications.
 */

/** How many of a candidate's skills the list shows. */
export const CANDIDATE_TOP_SKILLS = 5;
export const CANDIDATE_SEARCH_MAX = 100;
/** Words of `q` beyond this are ignored. */
export const CANDIDATE_SEARCH_MAX_WORDS = 5;

const optionalFilter = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** GET /provider/candidates */
export const candidateListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  ...cursorQuerySchema.shape,
  /** Every word must match the name, headline, desired job title or a skill. */
  q: optionalFilter('The search', CANDIDATE_SEARCH_MAX),
  /** A skill name, matched whole and case-insensitively. */
  skill: optionalFilter('The skill', 100),
  country_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country from the list')
    .optional(),
  city: optionalFilter('The city', 120),
  language: z.enum(CV_LANGUAGE_CODES, { error: 'Choose a language from the list' }).optional(),
  min_experience: z.coerce
    .number({ error: 'Years of experience must be a number' })
    .int('Years of experience must be a whole number')
    .min(0, 'Years of experience cannot be negative')
    .max(60, 'Years of experience must be at most 60')
    .optional(),
  availability: z.enum(CV_AVAILABILITIES, { error: 'Choose an availability from the list' }).optional(),
});
export type CandidateListQuery = z.input<typeof candidateListQuerySchema>;

export const candidateParamsSchema = z.strictObject({ id: uuidParam('Not a candidate id') });

/** A candidate in the pool: never an e-mail address or a phone number. */
export const candidateSummarySchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  headline: z.string().nullable(),
  desired_job_title: z.string().nullable(),
  years_of_experience: z.number().int().nullable(),
  availability: z.enum(CV_AVAILABILITIES).nullable(),
  city: z.string().nullable(),
  country_code: z.string().nullable(),
  top_skills: z.array(z.string()),
  cv_score: z.number().int().min(0).max(100),
  /** The CV's last change. */
  updated_at: z.string(),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

/**
 * Most recently changed CV first (seekers without a CV last); the count stops at COUNT_CAP
 * (meta.total_is_lower_bound), deep pages by cursor.
 */
export const candidateListResponseSchema = keysetEnvelope(candidateSummarySchema);
export type CandidateListResponse = z.infer<typeof candidateListResponseSchema>;

/**
 * GET /candidates: the pool as the caller may see it. A verified provider gets who the candidates are (as on
 * /provider/candidates); anyone else gets what they offer, never who they are: no id, no name, no city, and the
 * search does not match names.
 */
export const publicCandidateSchema = candidateSummarySchema.extend({
  id: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});
export type PublicCandidate = z.infer<typeof publicCandidateSchema>;

/** As candidateListResponseSchema; a caller who may not see ids gets no cursors (they hold one): pages by number. */
export const publicCandidateListResponseSchema = keysetEnvelope(publicCandidateSchema);
export type PublicCandidateListResponse = z.infer<typeof publicCandidateListResponseSchema>;

/** What the calling provider already has with this candidate. */
export const candidateRelationshipSchema = z.object({
  /** Statuses of the candidate's applications to the provider's jobs. */
  application_statuses: z.array(z.enum(APPLICATION_STATUSES)),
  /** Subjects with a CV action awaiting the candidate's answer. */
  pending_actions: z.array(z.enum(CV_ACTION_SUBJECTS)),
  /** The current employment with the provider, if any. */
  employment: z.object({ id: z.string(), status: z.enum(EMPLOYMENT_STATUSES) }).nullable(),
});
export type CandidateRelationship = z.infer<typeof candidateRelationshipSchema>;

/**
 * GET /provider/candidates/{id}: the whole CV. Until `contact_visible`, `contact` is null and the CV's own contact
 * data (street address lines, postal code, the references' e-mail and phone) are left out.
 */
export const candidateDetailSchema = candidateSummarySchema.extend({
  cv: cvSchema,
  contact_visible: z.boolean(),
  contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
  relationship: candidateRelationshipSchema,
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;
