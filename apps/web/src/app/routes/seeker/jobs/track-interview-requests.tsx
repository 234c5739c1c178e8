import { TrackRequestList } from '../../../../features/hiring/components/track-request-list';

/** /job-seeker/track/interview-requests: interview invitations, confirmed or answered with another time. */
export function Component() {
  return <TrackRequestList tab="interview-requests" />;
}
