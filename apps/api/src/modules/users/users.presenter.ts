import {
  GROUP_GRANTS,
  grantsToAbilityRules,
  type Authorization,
  type PlatformSettings,
  type SpecialEntry,
  type User,
} from '@hireway/shared';

import { publicAvatarUrl } from '../../core/storage';
import { fromFlag, readStringList } from '../../db/database';
import type { ProfileRow, UserRow } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

type PermissionRow = { kind: 'grant' | 'special_allow' | 'special_deny'; value: string; actions: string | null };

/** The user's group grants plus per-user grants and special lists. */
export function buildAuthorization(user: Pick<UserRow, 'user_group'>, rows: readonly PermissionRow[]): Authorization {
  const grants = new Set<string>(GROUP_GRANTS[user.user_group]);
  const special_allow: SpecialEntry[] = [];
  const special_deny: SpecialEntry[] = [];
  for (const row of rows) {
    if (row.kind === 'grant') grants.add(row.value);
    else
      (row.kind === 'special_allow' ? special_allow : special_deny).push({
        resource: row.value,
        actions: readStringList(row.actions),
      });
  }
  return { grants: [...grants], special_allow, special_deny };
}

/** Days until the password expires, or null while expiry is off (no maximum age set). */
export function daysBeforePasswordExpire(
  passwordChangedAt: string,
  settings: PlatformSettings,
  now = Date.now(),
): number | null {
  const maxAge = settings.security_settings.max_password_age_days;
  if (maxAge === null) return null;
  const expiresAt = Date.parse(passwordChangedAt) + maxAge * DAY_MS;
  return Math.floor((expiresAt - now) / DAY_MS);
}

export const avatarUrl = publicAvatarUrl;

/** The only way a user leaves the API: no hash, no secret, every field of spec section 3. */
export function toUserDto(
  user: UserRow,
  profile: ProfileRow | undefined,
  authorization: Authorization,
  settings: PlatformSettings,
): User {
  return {
    id: user.id,
    email: user.email,
    user_type: user.user_type,
    user_group: user.user_group,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    language: user.language,
    avatar_url: avatarUrl(user.avatar_path),
    country_code: user.country_code,
    state_code: user.state_code,
    city: user.city,
    meta: {
      phone_verified: user.phone_verified_at !== null,
      email_verified: user.email_verified_at !== null,
      mfa_enabled: fromFlag(user.mfa_enabled),
    },
    has_completed_onboarding: fromFlag(user.has_completed_onboarding),
    days_before_password_expire: daysBeforePasswordExpire(user.password_changed_at, settings),
    profile: {
      has_completed_onboarding: fromFlag(profile?.has_completed_onboarding),
      status: profile?.status ?? null,
      decline_reason: profile?.decline_reason ?? null,
      payment_status: profile?.payment_status ?? null,
    },
    authorization,
    ability: grantsToAbilityRules(authorization.grants, authorization.special_deny),
    created_at: user.created_at,
  };
}
