import { z } from 'zod';

import { pageEnvelope, paginationQuerySchema } from '../api/envelope';
import { employmentSchema } from './employments.schemas';
import { optionalText, requiredText, uuidParam } from './hiring.fields';
import { APPLICATION_STATUSES } from './hiring-states';

/* Job applications: a seeker applies for a live job once; the provider accepts or rejects. */

export const COVER_LETTER_MAX = 5000;
export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MAX = 1000;

/** /seeker/jobs/{id}/… and /provider/jobs/{id}/applications, where {id} is the job. */
export const hiringJobParamsSchema = z.strictObject({ id: uuidParam('Not a job id') });
/** /provider/jobs/{id}/accept and /reject, where {id} is the application (the path names the job resource). */
export const applicationParamsSchema = z.strictObject({ id: uuidParam('Not an application id') });

/** POST /seeker/jobs/{id}/apply: the body may be left out (no cover letter). */
export const applyRequestSchema = z.strictObject({
  cover_letter: optionalText('The cover letter', COVER_LETTER_MAX),
});
export type ApplyRequest = z.input<typeof applyRequestSchema>;

/** POST /provider/jobs/{id}/reject: the reason is shown to the seeker. */
export const rejectApplicationRequestSchema = z.strictObject({
  reason: requiredText('The reason', REJECTION_REASON_MIN, REJECTION_REASON_MAX),
});
export type RejectApplicationRequest = z.input<typeof rejectApplicationRequestSchema>;

const statusFilter = z
  .enum(APPLICATION_STATUSES, { error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` })
  .optional();

export const applicationListQuerySchema = z.strictObject({ ...paginationQuerySchema.shape, status: statusFilter });

const applicationFields = {
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  cover_letter: z.string().nullable(),
  /** Shown to the seeker once rejected. */
  rejection_reason: z.string().nullable(),
  /** The latest submission (a cancelled application submitted again gets a new time). */
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** An application as its seeker sees it. */
export const seekerApplicationSchema = z.object({
  ...applicationFields,
  job: z.object({
    id: z.string(),
    title: z.string(),
    status: z.string(),
    application_deadline: z.string().nullable(),
  }),
  company: z.object({ id: z.string(), name: z.string() }),
});
export type SeekerApplication = z.infer<typeof seekerApplicationSchema>;

/** GET /seeker/jobs/applications: the seeker's own, latest submission first. */
export const seekerApplicationListResponseSchema = pageEnvelope(seekerApplicationSchema);
export type SeekerApplicationListResponse = z.infer<typeof seekerApplicationListResponseSchema>;

/** GET /seeker/jobs/{id}/status: the seeker's application for the job (or null) and the employment it led to. */
export const jobApplicationStatusSchema = z.object({
  job_id: z.string(),
  application: seekerApplicationSchema.nullable(),
  employment: employmentSchema.nullable(),
});
export type JobApplicationStatus = z.infer<typeof jobApplicationStatusSchema>;

/** The applicant as a provider sees them in the list: no e-mail, no phone. */
export const applicantSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  country_code: z.string().nullable(),
  cv_score: z.number().int().min(0).max(100),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** An application to one of the provider's jobs. */
export const jobApplicationSchema = z.object({
  ...applicationFields,
  job_id: z.string(),
  applicant: applicantSchema,
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** GET /provider/jobs/{id}/applications: latest submission first. */
export const jobApplicationListResponseSchema = pageEnvelope(jobApplicationSchema);
export type JobApplicationListResponse = z.infer<typeof jobApplicationListResponseSchema>;
