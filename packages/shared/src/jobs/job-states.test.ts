import { describe, expect, it } from 'vitest';

import { canTransitionJob, JOB_STATUSES, jobTransitionError, nextJobStatuses, type JobStatus } from './job-states';

/** Every pair of statuses: `true` where the move is allowed. Same-status rows are "no move" (not a transition). */
const TABLE: [JobStatus, JobStatus, boolean][] = [
  ['draft', 'draft', false],
  ['draft', 'live', true],
  ['draft', 'closed', false],
  ['draft', 'archive', true],
  ['draft', 'deleted', true],
  ['live', 'draft', false],
  ['live', 'live', false],
  ['live', 'closed', true],
  ['live', 'archive', true],
  ['live', 'deleted', true],
  ['closed', 'draft', false],
  ['closed', 'live', true],
  ['closed', 'closed', false],
  ['closed', 'archive', true],
  ['closed', 'deleted', true],
  ['archive', 'draft', false],
  ['archive', 'live', false],
  ['archive', 'closed', false],
  ['archive', 'archive', false],
  ['archive', 'deleted', true],
  ['deleted', 'draft', false],
  ['deleted', 'live', false],
  ['deleted', 'closed', false],
  ['deleted', 'archive', false],
  ['deleted', 'deleted', false],
];

describe('job state machine', () => {
  it('the table covers every pair of statuses once', () => {
    expect(TABLE).toHaveLength(JOB_STATUSES.length ** 2);
    expect(new Set(TABLE.map(([from, to]) => `${from}>${to}`)).size).toBe(TABLE.length);
  });

  it.each(TABLE)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransitionJob(from, to)).toBe(allowed);
    expect(nextJobStatuses(from).includes(to)).toBe(allowed);
    const error = jobTransitionError(from, to);
    if (allowed || from === to) expect(error).toBeNull();
    else expect(error).toMatch(/^[A-Z].+\.$/);
  });

  it('explains the common mistakes in words', () => {
    expect(jobTransitionError('live', 'draft')).toBe('A job that is live cannot go back to being a draft.');
    expect(jobTransitionError('draft', 'closed')).toBe('A draft must be published before it can be closed.');
    expect(jobTransitionError('archive', 'live')).toBe('An archived job can only be deleted.');
    expect(jobTransitionError('deleted', 'live')).toBe('This job has been deleted and can no longer be changed.');
  });
});
