import { ActionedCandidates } from '../../../../features/candidates/components/actioned-candidates';

/** /provider/shortlisted: shortlisted candidates. */
export function Component() {
  return <ActionedCandidates subject="shortlist" />;
}
