import type { JobApplication, SeekerApplication } from '@hireway/shared';

import type { CvSummary } from './candidates.presenter';
import type { JobApplicationRecord, SeekerApplicationRecord } from './applications.repository';
import { companyNameOf } from './hiring.common';

/* Rows become DTOs only here: the applicant's e-mail and phone are never selected, let alone sent. */

const applicationFields = (row: SeekerApplicationRecord | JobApplicationRecord) => ({
  id: row.id,
  status: row.status,
  cover_letter: row.cover_letter,
  rejection_reason: row.rejection_reason,
  submitted_at: row.submitted_at,
  decided_at: row.decided_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toSeekerApplicationDto = (row: SeekerApplicationRecord): SeekerApplication => ({
  ...applicationFields(row),
  job: {
    id: row.job_id,
    title: row.job_title,
    status: row.job_status,
    application_deadline: row.job_deadline,
  },
  company: { id: row.provider_id, name: companyNameOf(row) },
});

export const toJobApplicationDto = (row: JobApplicationRecord, summary: CvSummary | undefined): JobApplication => ({
  ...applicationFields(row),
  job_id: row.job_id,
  applicant: {
    id: row.seeker_id,
    first_name: row.first_name,
    last_name: row.last_name,
    headline: summary?.headline ?? null,
    city: summary?.city ?? row.user_city,
    country_code: summary?.country_code ?? row.user_country_code,
    cv_score: summary?.cv_score ?? 0,
  },
});
