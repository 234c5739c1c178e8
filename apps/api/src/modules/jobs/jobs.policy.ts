import type { ProviderStatus } from '@hireway/shared';

import { forbidden } from '../../core/errors';

/* Only verified businesses manage job posts (ARCHITECTURE.md, provider journey). */

export const canManageJobs = (status: ProviderStatus | null): boolean => status === 'approved';

const BLOCKED: Record<'pending' | 'declined' | 'none', string> = {
  pending: 'Your business is waiting for verification. You can post and manage jobs once it has been approved.',
  declined:
    'Your business verification was declined. Submit your business details again; once approved you can post jobs.',
  none: 'Complete business onboarding before posting jobs.',
};

export function assertCanManageJobs(status: ProviderStatus | null): void {
  if (canManageJobs(status)) return;
  throw forbidden(BLOCKED[status === 'pending' || status === 'declined' ? status : 'none']);
}
