import { VerificationQueue } from '../../../features/admin-verification/components/verification-queue';

/** /admin/providers: the verification queue, the businesses decided, and the history of decisions. */
export function Component() {
  return <VerificationQueue />;
}
