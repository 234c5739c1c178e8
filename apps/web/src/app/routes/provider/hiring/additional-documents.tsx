import { ActionedCandidates } from '../../../../features/candidates/components/actioned-candidates';

/** /provider/additional-documents: document requests, the answers and the files. */
export function Component() {
  return <ActionedCandidates subject="additional-documents" />;
}
