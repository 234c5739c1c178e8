import type { Activity, ActivityType } from '@hireway/shared';

import { companyNameOf, fullName } from '../hiring';
import type { findRecentApplications, findRecentCvActions, findRecentEmployments } from './dashboards.repository';

/* Recent activity: each row of the hiring tables stands for the events its timestamps record. */

type ApplicationRow = Awaited<ReturnType<typeof findRecentApplications>>[number];
type CvActionRow = Awaited<ReturnType<typeof findRecentCvActions>>[number];
type EmploymentRow = Awaited<ReturnType<typeof findRecentEmployments>>[number];

export type Viewer = 'seeker' | 'provider';

type People = {
  company_name: string | null;
  provider_first_name: string;
  provider_last_name: string;
  seeker_first_name: string;
  seeker_last_name: string;
};

/** The other side's name: the company for a seeker, the candidate for a provider. */
const names = (row: People, viewer: Viewer) => ({
  company_name: viewer === 'seeker' ? companyNameOf(row) : null,
  candidate_name:
    viewer === 'provider' ? fullName({ first_name: row.seeker_first_name, last_name: row.seeker_last_name }) : null,
});

const event = (
  type: ActivityType,
  entityId: string,
  occurredAt: string | null,
  rest: Omit<Activity, 'id' | 'type' | 'entity_id' | 'occurred_at'>,
): Activity[] =>
  occurredAt ? [{ id: `${type}:${entityId}`, type, entity_id: entityId, occurred_at: occurredAt, ...rest }] : [];

export function applicationActivities(row: ApplicationRow, viewer: Viewer): Activity[] {
  const rest = { job_title: row.job_title, subject: null, ...names(row, viewer) };
  return [
    ...event('application.submitted', row.id, row.submitted_at, rest),
    ...(row.status === 'accepted' ? event('application.accepted', row.id, row.decided_at, rest) : []),
    ...(row.status === 'rejected' ? event('application.rejected', row.id, row.decided_at, rest) : []),
    ...(row.status === 'cancelled' ? event('application.cancelled', row.id, row.updated_at, rest) : []),
  ];
}

export function cvActionActivities(row: CvActionRow, viewer: Viewer): Activity[] {
  const rest = { job_title: null, subject: row.subject, ...names(row, viewer) };
  return [
    ...event('cv_action.requested', row.id, row.created_at, rest),
    ...event('cv_action.responded', row.id, row.responded_at, rest),
    ...(row.status === 'cancelled' ? event('cv_action.cancelled', row.id, row.updated_at, rest) : []),
    ...(row.status === 'declined' ? event('cv_action.declined', row.id, row.updated_at, rest) : []),
  ];
}

export function employmentActivities(row: EmploymentRow, viewer: Viewer): Activity[] {
  const rest = { job_title: row.job_title ?? row.position, subject: null, ...names(row, viewer) };
  return [
    ...event('employment.started', row.id, row.created_at, rest),
    ...event('employment.resignation_requested', row.id, row.resignation_requested_at, rest),
    ...(row.status === 'resigned' ? event('employment.resigned', row.id, row.ended_at, rest) : []),
    ...(row.status === 'terminated' ? event('employment.terminated', row.id, row.ended_at, rest) : []),
  ];
}

const descending = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

/** Newest first (ISO timestamps compare as text); ties by id, so the order is stable. */
export const newestFirst = (a: Activity, b: Activity): number =>
  descending(a.occurred_at, b.occurred_at) || descending(a.id, b.id);
