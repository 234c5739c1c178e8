import {
  defaultPlatformSettings,
  GROUP_GRANTS,
  grantsToAbilityRules,
  type CheckResponse,
  type PlatformSettings,
  type Session,
  type User,
  type UserGroup,
} from '@hireway/shared';

type UserOverrides = Partial<Omit<User, 'profile' | 'meta'>> & {
  profile?: Partial<User['profile']>;
  meta?: Partial<User['meta']>;
};

/** A user who has finished every step (onboarded, verified or paid, password not expiring). */
export const makeUser = (group: UserGroup, overrides: UserOverrides = {}): User => {
  const { profile, meta, ...rest } = overrides;
  const grants = [...GROUP_GRANTS[group]];
  return {
    id: `${group}-1`,
    email: `${group}@hireway.test`,
    user_type: group === 'seeker' ? 'client' : group,
    user_group: group,
    first_name: 'Ada',
    last_name: 'Okafor',
    phone: '+4915112345678',
    language: 'en',
    avatar_url: null,
    country_code: 'DE',
    state_code: 'BE',
    city: 'Berlin',
    meta: { phone_verified: true, email_verified: true, mfa_enabled: false, ...meta },
    has_completed_onboarding: true,
    days_before_password_expire: null,
    profile: {
      has_completed_onboarding: true,
      status: group === 'provider' ? 'approved' : null,
      decline_reason: null,
      payment_status: group === 'seeker' ? 'paid' : null,
      ...profile,
    },
    authorization: { grants, special_allow: [], special_deny: [] },
    ability: grantsToAbilityRules(grants),
    created_at: '2026-01-01T00:00:00.000Z',
    ...rest,
  };
};

export const makeSettings = (overrides: Partial<PlatformSettings> = {}): PlatformSettings => ({
  ...defaultPlatformSettings(),
  ...overrides,
});

export const makeSession = (user: User, settings: PlatformSettings = makeSettings()): Session => ({
  user,
  settings,
  abilities: user.ability,
  access_token: `token-of-${user.id}`,
  token_type: 'Bearer',
  expires_at: '2099-01-01T00:00:00.000Z',
});

export const makeCheck = (session: Session): CheckResponse => ({
  authorized: true,
  user: session.user,
  settings: session.settings,
  client_group: session.user.user_group,
  token: null,
});
