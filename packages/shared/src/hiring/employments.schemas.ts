import { z } from 'zod';

import { pageEnvelope, paginationQuerySchema } from '../api/envelope';
import { calendarDate, optionalText, requiredText, upcomingDate, uuidParam } from './hiring.fields';
import { EMPLOYMENT_STATUSES } from './hiring-states';

/* Employments: a provider employs a candidate; the seeker may resign, the provider accepts or terminates. */

export const EMPLOYMENT_POSITION_MAX = 150;
export const EMPLOYMENT_TERMS_MAX = 5000;
export const EMPLOYMENT_REASON_MIN = 10;
export const EMPLOYMENT_REASON_MAX = 1000;

const reason = (label: string) => requiredText(label, EMPLOYMENT_REASON_MIN, EMPLOYMENT_REASON_MAX);

/**
 * POST /provider/action/{id}/employ, where {id} is one of the provider's CV actions (pending or answered) or an
 * application to one of its jobs that it accepted. job_id defaults to the application's job.
 */
export const employRequestSchema = z.strictObject({
  position: requiredText('Position', 2, EMPLOYMENT_POSITION_MAX),
  start_date: upcomingDate('Start date'),
  terms: optionalText('Terms', EMPLOYMENT_TERMS_MAX),
  job_id: uuidParam('Choose one of your jobs').nullish(),
});
export type EmployRequest = z.input<typeof employRequestSchema>;

/** POST /seeker/jobs/{id}/resign ({id}: the employment). */
export const resignRequestSchema = z.strictObject({ reason: reason('The reason') });
export type ResignRequest = z.input<typeof resignRequestSchema>;

/** POST /provider/my-candidates/{id}/terminate-employment: `date` is the last day, not before the start. */
export const terminateEmploymentRequestSchema = z.strictObject({
  reason: reason('The reason'),
  date: calendarDate('The termination date'),
});
export type TerminateEmploymentRequest = z.input<typeof terminateEmploymentRequestSchema>;

export const employmentParamsSchema = z.strictObject({ id: uuidParam('Not an employment id') });
/** The employ route's {id}: a CV action or an accepted application. */
export const employSourceParamsSchema = z.strictObject({ id: uuidParam('Not an action or application id') });

export const employmentListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  status: z.enum(EMPLOYMENT_STATUSES, { error: `Status must be one of ${EMPLOYMENT_STATUSES.join(', ')}` }).optional(),
});

/** One employment, as both sides see it (the employee's contact details are never part of it). */
export const employmentSchema = z.object({
  id: z.string(),
  status: z.enum(EMPLOYMENT_STATUSES),
  position: z.string(),
  start_date: z.string(),
  terms: z.string().nullable(),
  job: z.object({ id: z.string(), title: z.string() }).nullable(),
  application_id: z.string().nullable(),
  cv_action_id: z.string().nullable(),
  company: z.object({ id: z.string(), name: z.string() }),
  employee: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    headline: z.string().nullable(),
  }),
  resignation_reason: z.string().nullable(),
  resignation_requested_at: z.string().nullable(),
  termination_reason: z.string().nullable(),
  termination_date: z.string().nullable(),
  ended_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Employment = z.infer<typeof employmentSchema>;

/** GET /seeker/jobs/my-jobs and GET /provider/my-candidates: newest first. */
export const employmentListResponseSchema = pageEnvelope(employmentSchema);
export type EmploymentListResponse = z.infer<typeof employmentListResponseSchema>;
