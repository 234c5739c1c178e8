import type { ProviderStatus } from '@hireway/shared';

import { AppError, forbidden } from '../../core/errors';

/* Who may do what with a business profile, from the provider's verification status (profiles.status). */

/** Business onboarding may be submitted before the first submission (null) and again after a decline. */
export const canSubmitOnboarding = (status: ProviderStatus | null): boolean => status === null || status === 'declined';

export function assertCanSubmitOnboarding(status: ProviderStatus | null): void {
  if (status === 'pending') {
    throw new AppError(
      'conflict',
      'Your business details are already waiting for verification. You can still correct them in your company profile.',
    );
  }
  if (status === 'approved') {
    throw new AppError('conflict', 'Your business is already verified. Change its details in your company profile.');
  }
}

/** The company profile is read and edited by pending and approved providers. */
export const canEditCompany = (status: ProviderStatus | null): boolean => status === 'pending' || status === 'approved';

export function assertCanEditCompany(status: ProviderStatus | null): void {
  if (canEditCompany(status)) return;
  throw forbidden(
    status === 'declined'
      ? 'Your business verification was declined. Submit your business details again through business onboarding.'
      : 'Complete business onboarding first.',
  );
}
