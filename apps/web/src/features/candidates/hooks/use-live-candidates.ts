import { useLiveQueries } from '../../../lib/realtime';
import { CANDIDATES_KEY } from '../api/keys';

/**
 * A seeker's answer, resignation or new application arrives as a realtime notification: the hiring screens on
 * show fetch their lists again, so the provider sees it without a reload (useLiveQueries).
 */
export function useLiveCandidates(): void {
  useLiveQueries(CANDIDATES_KEY);
}
