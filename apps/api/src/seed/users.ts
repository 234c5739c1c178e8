import type { Language, UserGroup } from '@hireway/shared';

import type { NewProfile, ProfileRow, UserRow } from '../db/schema';

/** What differs between the seeded users (demo accounts, demo market, benchmark); the rest is the same. */
export interface SeedUser {
  id: string;
  email: string;
  passwordHash: string;
  group: UserGroup;
  firstName: string;
  lastName: string;
  phone?: string | null;
  language?: Language;
  countryCode?: string | null;
  stateCode?: string | null;
  city?: string | null;
  /** ISO time of creation (and of every verification); now by default. */
  at: string;
}

/** An active user past every onboarding step, e-mail and phone verified, no MFA. */
export const seedUserRow = (user: SeedUser): UserRow => ({
  id: user.id,
  email: user.email,
  password_hash: user.passwordHash,
  user_type: user.group === 'seeker' ? 'client' : user.group,
  user_group: user.group,
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone ?? null,
  language: user.language ?? 'en',
  avatar_path: null,
  country_code: user.countryCode ?? null,
  state_code: user.stateCode ?? null,
  city: user.city ?? null,
  status: 'active',
  has_completed_onboarding: 1,
  email_verified_at: user.at,
  phone_verified_at: user.at,
  mfa_enabled: 0,
  mfa_secret: null,
  mfa_pending_secret: null,
  mfa_last_step: null,
  password_changed_at: user.at,
  created_at: user.at,
  updated_at: user.at,
});

/** The profile beside it: seekers have paid the fee; providers are approved unless `status` says otherwise. */
export const seedProfileRow = (
  userId: string,
  group: UserGroup,
  at: string,
  status: ProfileRow['status'] = 'approved',
): NewProfile => ({
  user_id: userId,
  has_completed_onboarding: 1,
  status: group === 'provider' ? status : null,
  decline_reason: null,
  payment_status: group === 'seeker' ? 'paid' : null,
  created_at: at,
  updated_at: at,
});
