/**
 * The job post state machine (ARCHITECTURE.md, Domain decisions: Job).
 *
 *   draft ──► live ──► closed ──► live (reopen)
 *   draft | live | closed ──► archive
 *   any ──► deleted
 *
 * Everything else is an illegal transition (409 `invalid_transition` on the API). Staying in the same status is
 * not a transition: an edit that keeps the status is always allowed (the API refuses edits to deleted jobs).
 */

export const JOB_STATUSES = ['draft', 'live', 'closed', 'archive', 'deleted'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The statuses a job may be created in. */
export const JOB_CREATE_STATUSES = ['draft', 'live'] as const satisfies readonly JobStatus[];
export type JobCreateStatus = (typeof JOB_CREATE_STATUSES)[number];

/** The statuses a job may move to from each status. */
export const JOB_TRANSITIONS: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  draft: ['live', 'archive', 'deleted'],
  live: ['closed', 'archive', 'deleted'],
  closed: ['live', 'archive', 'deleted'],
  archive: ['deleted'],
  deleted: [],
};

/** True when `from → to` is allowed (a move to the same status is not a transition and is not allowed here). */
export const canTransitionJob = (from: JobStatus, to: JobStatus): boolean => JOB_TRANSITIONS[from].includes(to);

/** The statuses reachable from `from`, for buttons and menus. */
export const nextJobStatuses = (from: JobStatus): readonly JobStatus[] => JOB_TRANSITIONS[from];

const STATUS_WORDS: Record<JobStatus, string> = {
  draft: 'a draft',
  live: 'live',
  closed: 'closed',
  archive: 'archived',
  deleted: 'deleted',
};

/** A readable reason why `from → to` is refused, or null when the move is allowed (or no move at all). */
export function jobTransitionError(from: JobStatus, to: JobStatus): string | null {
  if (from === to || canTransitionJob(from, to)) return null;
  if (from === 'deleted') return 'This job has been deleted and can no longer be changed.';
  if (to === 'draft') return `A job that is ${STATUS_WORDS[from]} cannot go back to being a draft.`;
  if (from === 'archive') return 'An archived job can only be deleted.';
  if (from === 'draft' && to === 'closed') return 'A draft must be published before it can be closed.';
  return `A job cannot move from ${STATUS_WORDS[from]} to ${STATUS_WORDS[to]}.`;
}
