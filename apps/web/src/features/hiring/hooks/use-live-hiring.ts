import { useLiveQueries } from '../../../lib/realtime';
import { HIRING_KEY } from '../api/list-my-jobs';

/**
 * Employers' requests and employment changes arrive as notifications: the seeker's open track tab or My jobs
 * refreshes without a reload (useLiveQueries: on each notification, and each time the socket connects).
 */
export function useLiveHiring(): void {
  useLiveQueries(HIRING_KEY);
}
