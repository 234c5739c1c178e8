import { TrackRequestList } from '../../../../features/hiring/components/track-request-list';

/** /job-seeker/track/additional-documents: employers' requests for documents, answered with files. */
export function Component() {
  return <TrackRequestList tab="additional-documents" />;
}
