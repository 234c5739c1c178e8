import type { JobApplication } from '@hireway/shared';

import { CANDIDATE_ID } from './candidate-fixtures';

/** Grace Mensah's application for a job (its `job_id`), sent and not yet decided unless told. */
export const makeApplication = (overrides: Partial<JobApplication> = {}): JobApplication => ({
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  status: 'submitted',
  cover_letter: null,
  rejection_reason: null,
  submitted_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  job_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  applicant: {
    id: CANDIDATE_ID,
    first_name: 'Grace',
    last_name: 'Mensah',
    headline: null,
    city: null,
    country_code: null,
    cv_score: 70,
  },
  ...overrides,
});
