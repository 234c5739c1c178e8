import type { Employment } from '@hireway/shared';

import { companyNameOf } from './hiring.common';
import type { EmploymentRecord } from './employments.repository';

/** One employment as both sides see it: names and headline of the employee, never their contact details. */
export const toEmploymentDto = (row: EmploymentRecord): Employment => ({
  id: row.id,
  status: row.status,
  position: row.position,
  start_date: row.start_date,
  terms: row.terms,
  job: row.job_id && row.job_title ? { id: row.job_id, title: row.job_title } : null,
  application_id: row.application_id,
  cv_action_id: row.cv_action_id,
  company: { id: row.provider_id, name: companyNameOf(row) },
  employee: {
    id: row.seeker_id,
    first_name: row.seeker_first_name,
    last_name: row.seeker_last_name,
    headline: row.seeker_headline,
  },
  resignation_reason: row.resignation_reason,
  resignation_requested_at: row.resignation_requested_at,
  termination_reason: row.termination_reason,
  termination_date: row.termination_date,
  ended_at: row.ended_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
});
