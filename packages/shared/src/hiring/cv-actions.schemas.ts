import { z } from 'zod';

import { pageEnvelope, paginationQuerySchema } from '../api/envelope';
import { UPLOAD_RULES } from '../uploads/upload-rules';
import {
  booleanField,
  isTimeZone,
  optionalText,
  requiredText,
  timeOfDay,
  upcomingDate,
  uuidParam,
} from './hiring.fields';
import { CV_ACTION_STATUSES, type CvActionSubject } from './hiring-states';

/*
 * CV actions: a provider shortlists a candidate, invites them to an interview or asks for documents; the seeker
 * answers (a time, or files). Details and response are stored as JSON and described here per subject.
 */

export const INTERVIEW_MODES = ['in_person', 'video', 'phone'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

export const CV_ACTION_NOTE_MAX = 1000;
export const INTERVIEW_NOTES_MAX = 2000;
export const INTERVIEW_PLACE_MAX = 300;
export const REQUESTED_DOCUMENTS_MAX = 10;
export const REQUESTED_DOCUMENT_NAME_MAX = 150;
export const CV_ACTION_MESSAGE_MAX = 2000;

/** The multipart file fields of a response to a document request: one file per field. */
export const CV_ACTION_FILE_FIELDS = ['file_1', 'file_2', 'file_3', 'file_4', 'file_5'] as const;
export const CV_ACTION_FILE_TYPES = UPLOAD_RULES.cvActionFile.types;
export const CV_ACTION_FILE_MAX_BYTES = UPLOAD_RULES.cvActionFile.maxBytes;

// ---- Requests: what the provider sends per subject ------------------------------------------------

/** POST /provider/candidates/{id}/action/shortlist */
export const shortlistRequestSchema = z.strictObject({ note: optionalText('The note', CV_ACTION_NOTE_MAX) });

/** POST /provider/candidates/{id}/action/interview: a place in person, a link for video; a phone call needs neither. */
export const interviewRequestSchema = z
  .strictObject({
    date: upcomingDate('The date'),
    time: timeOfDay('The time'),
    timezone: z
      .string({ error: 'The time zone is required' })
      .trim()
      .max(64, 'Choose a time zone from the list')
      .refine(isTimeZone, 'Choose a time zone from the list'),
    mode: z.enum(INTERVIEW_MODES, { error: 'Choose in person, video or phone' }),
    place: optionalText('The place', INTERVIEW_PLACE_MAX),
    link: z
      .string({ error: 'Enter the meeting link' })
      .trim()
      .max(500, 'The link must be at most 500 characters')
      .nullish()
      .transform((value) => value || null)
      .pipe(z.url({ protocol: /^https$/, error: 'Enter the meeting link as an https:// address' }).nullable()),
    notes: optionalText('The notes', INTERVIEW_NOTES_MAX),
  })
  .refine((value) => value.mode !== 'in_person' || value.place !== null, {
    message: 'Enter where the interview takes place',
    path: ['place'],
    when: (payload) => !payload.issues.some((issue) => ['mode', 'place'].includes(String(issue.path?.[0] ?? ''))),
  })
  .refine((value) => value.mode !== 'video' || value.link !== null, {
    message: 'Enter the link of the video call',
    path: ['link'],
    when: (payload) => !payload.issues.some((issue) => ['mode', 'link'].includes(String(issue.path?.[0] ?? ''))),
  });

/** POST /provider/candidates/{id}/action/additional-documents */
export const additionalDocumentsRequestSchema = z.strictObject({
  documents: z
    .array(requiredText('The document name', 2, REQUESTED_DOCUMENT_NAME_MAX), {
      error: 'List the documents you need',
    })
    .min(1, 'List at least one document')
    .max(REQUESTED_DOCUMENTS_MAX, `Ask for at most ${REQUESTED_DOCUMENTS_MAX} documents at once`),
  note: optionalText('The note', CV_ACTION_NOTE_MAX),
});

/** The request body of each subject's route. */
export const CV_ACTION_REQUEST_SCHEMAS = {
  shortlist: shortlistRequestSchema,
  interview: interviewRequestSchema,
  'additional-documents': additionalDocumentsRequestSchema,
} as const satisfies Record<CvActionSubject, z.ZodType>;
export type CvActionRequest<S extends CvActionSubject> = z.input<(typeof CV_ACTION_REQUEST_SCHEMAS)[S]>;
/** The details stored for each subject (the parsed request). */
export type CvActionDetailsOf<S extends CvActionSubject> = z.output<(typeof CV_ACTION_REQUEST_SCHEMAS)[S]>;
/** The details of any subject. */
export type CvActionDetails = CvActionDetailsOf<CvActionSubject>;

// ---- The seeker's response -------------------------------------------------------------------------

/**
 * POST /seeker/cv-actions/{id}/respond (JSON, or multipart with file_1..file_5). Which fields a subject takes is
 * checked by cvActionResponseErrors(): an interview is confirmed or answered with another time; a document
 * request is answered with files; a shortlist with a message at most.
 */
export const cvActionRespondRequestSchema = z.strictObject({
  message: optionalText('The message', CV_ACTION_MESSAGE_MAX),
  confirm: booleanField('Confirm must be true or false').nullish(),
  proposed_date: upcomingDate('The proposed date').nullish(),
  proposed_time: timeOfDay('The proposed time').nullish(),
});
export type CvActionRespondRequest = z.input<typeof cvActionRespondRequestSchema>;
type CvActionRespondInput = z.output<typeof cvActionRespondRequestSchema>;

/** Field errors of a response that does not fit its subject (empty when it fits). */
export function cvActionResponseErrors(
  subject: CvActionSubject,
  input: CvActionRespondInput,
  fileCount: number,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const proposes = input.proposed_date != null || input.proposed_time != null;
  if (subject !== 'additional-documents' && fileCount > 0) {
    add(CV_ACTION_FILE_FIELDS[0], 'Files can only be sent in answer to a document request');
  }
  if (subject !== 'interview') {
    if (input.confirm != null) add('confirm', 'Only an interview invitation can be confirmed');
    if (input.proposed_date != null) add('proposed_date', 'Only an interview can be moved to another date');
    if (input.proposed_time != null) add('proposed_time', 'Only an interview can be moved to another time');
  }
  if (subject === 'interview') {
    if (input.confirm === true && proposes) {
      add('confirm', 'Either confirm the time or propose another one, not both');
    } else if (input.confirm !== true && !proposes) {
      add('confirm', 'Confirm the time or propose another one');
    } else if (proposes) {
      if (input.proposed_date == null) add('proposed_date', 'Enter the date you propose');
      if (input.proposed_time == null) add('proposed_time', 'Enter the time you propose');
    }
  }
  if (subject === 'additional-documents' && fileCount === 0) {
    add(CV_ACTION_FILE_FIELDS[0], 'Attach at least one of the requested documents');
  }
  return errors;
}

// ---- Responses --------------------------------------------------------------------------------------

export const shortlistDetailsSchema = z.object({ note: z.string().nullable() });
export const interviewDetailsSchema = z.object({
  date: z.string(),
  time: z.string(),
  timezone: z.string(),
  mode: z.enum(INTERVIEW_MODES),
  place: z.string().nullable(),
  link: z.string().nullable(),
  notes: z.string().nullable(),
});
export const additionalDocumentsDetailsSchema = z.object({
  documents: z.array(z.string()),
  note: z.string().nullable(),
});

/** What the seeker answered. For an interview, `confirmed` or a proposed date and time. */
export const cvActionResponseSchema = z.object({
  message: z.string().nullable(),
  confirmed: z.boolean().nullable(),
  proposed_date: z.string().nullable(),
  proposed_time: z.string().nullable(),
});
export type CvActionResponse = z.infer<typeof cvActionResponseSchema>;

export const cvActionFileSchema = z.object({
  id: z.string(),
  /** The uploaded name, for display only (stored under a random name). */
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** API path that streams the file to the action's seeker or provider. */
  download_url: z.string(),
});
export type CvActionFile = z.infer<typeof cvActionFileSchema>;

const cvActionFields = {
  id: z.string(),
  status: z.enum(CV_ACTION_STATUSES),
  response: cvActionResponseSchema.nullable(),
  files: z.array(cvActionFileSchema),
  responded_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The provider. */
  company: z.object({ id: z.string(), name: z.string() }),
  /** The seeker: names and headline only, never contact details. */
  candidate: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    headline: z.string().nullable(),
  }),
};

/** One CV action, as both the seeker and the provider see it; `details` depends on `subject`. */
export const cvActionSchema = z.discriminatedUnion('subject', [
  z.object({ ...cvActionFields, subject: z.literal('shortlist'), details: shortlistDetailsSchema }),
  z.object({ ...cvActionFields, subject: z.literal('interview'), details: interviewDetailsSchema }),
  z.object({
    ...cvActionFields,
    subject: z.literal('additional-documents'),
    details: additionalDocumentsDetailsSchema,
  }),
]);
export type CvAction = z.infer<typeof cvActionSchema>;

export const cvActionListResponseSchema = pageEnvelope(cvActionSchema);
export type CvActionListResponse = z.infer<typeof cvActionListResponseSchema>;

// ---- Lists and params --------------------------------------------------------------------------------

/**
 * The `subject` filter accepts the subjects and the names of the screens they feed: the seeker's track tabs
 * (interview-requests) and the provider's pages (shortlisted, scheduled-interviews).
 */
export const CV_ACTION_SUBJECT_FILTERS = {
  shortlist: 'shortlist',
  shortlisted: 'shortlist',
  interview: 'interview',
  'interview-requests': 'interview',
  'scheduled-interviews': 'interview',
  'additional-documents': 'additional-documents',
} as const satisfies Record<string, CvActionSubject>;
const SUBJECT_FILTER_NAMES = Object.keys(CV_ACTION_SUBJECT_FILTERS) as [
  keyof typeof CV_ACTION_SUBJECT_FILTERS,
  ...(keyof typeof CV_ACTION_SUBJECT_FILTERS)[],
];

/** GET /seeker/cv-actions and GET /provider/actioned-candidates */
export const cvActionListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  subject: z
    .enum(SUBJECT_FILTER_NAMES, { error: `Subject must be one of ${SUBJECT_FILTER_NAMES.join(', ')}` })
    .transform((name): CvActionSubject => CV_ACTION_SUBJECT_FILTERS[name])
    .optional(),
  status: z.enum(CV_ACTION_STATUSES, { error: `Status must be one of ${CV_ACTION_STATUSES.join(', ')}` }).optional(),
});

/** GET /provider/actioned-candidates: the seeker's filters, plus one candidate (the candidate page). */
export const providerCvActionListQuerySchema = cvActionListQuerySchema.extend({
  candidate_id: uuidParam('Not a candidate id').optional(),
});

export const cvActionParamsSchema = z.strictObject({ id: uuidParam('Not an action id') });
export const cvActionFileParamsSchema = z.strictObject({
  id: uuidParam('Not an action id'),
  fileId: uuidParam('Not a file id'),
});
