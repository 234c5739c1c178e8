import { ActionedCandidates } from '../../../../features/candidates/components/actioned-candidates';

/** /provider/scheduled-interviews: interview invitations and the candidates' answers. */
export function Component() {
  return <ActionedCandidates subject="interview" />;
}
