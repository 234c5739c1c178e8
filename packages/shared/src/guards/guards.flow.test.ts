/**
 * Walks the router: start on a page, follow each redirect as the router would (the previous
 * page becomes `from`), and check every walk settles on an allowed page without revisiting one.
 * This is the no-loop property of the pipeline, for every named route and account state.
 */
import { describe, expect, it } from 'vitest';

import { ROUTE_PATHS } from '../routes/route-names';
import type { RouteName } from '../routes/route-names';
import type { GuardContext } from './guard.types';
import { evaluateGuardsSafely } from './guards';
import { ROUTE_NAMES, maintenanceOn, makeCtx, makeSettings, makeUser, phoneRequired, route } from './guards.fixtures';

const MAX_HOPS = 6;

const walk = (start: RouteName, facts: Partial<GuardContext>): RouteName[] => {
  const visited: RouteName[] = [start];
  let current = start;
  let from: GuardContext['from'] = null;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const query = current === 'auth-reset-password' ? { token: 'reset-token' } : {};
    const decision = evaluateGuardsSafely(makeCtx(route(current, { query }), { ...facts, from }));
    if (decision.kind === 'allow') return visited;
    if (visited.includes(decision.to)) throw new Error(`loop: ${[...visited, decision.to].join(' → ')}`);
    from = { path: ROUTE_PATHS[current], name: current };
    current = decision.to;
    visited.push(current);
  }
  throw new Error(`no settling after ${MAX_HOPS} hops: ${visited.join(' → ')}`);
};

const everythingUndone = makeSettings((s) => {
  s.security_settings.require_user_phone_verification = true;
});

const personas: [string, Partial<GuardContext>][] = [
  ['anonymous', {}],
  ['a seeker who is done', { user: makeUser('seeker') }],
  ['a provider who is done', { user: makeUser('provider') }],
  ['an admin', { user: makeUser('admin') }],
  [
    'a brand-new seeker',
    {
      user: makeUser('seeker', {
        meta: { phone_verified: false },
        has_completed_onboarding: false,
        days_before_password_expire: 0,
        profile: { has_completed_onboarding: false, payment_status: 'unpaid' },
      }),
      settings: everythingUndone,
    },
  ],
  ['a seeker who must onboard', { user: makeUser('seeker', { profile: { has_completed_onboarding: false } }) }],
  ['an unpaid seeker', { user: makeUser('seeker', { profile: { payment_status: 'unpaid' } }) }],
  ['a seeker whose password expired', { user: makeUser('seeker', { days_before_password_expire: -1 }) }],
  [
    'a seeker with an unverified phone',
    { user: makeUser('seeker', { meta: { phone_verified: false } }), settings: phoneRequired },
  ],
  [
    'a provider who must onboard',
    { user: makeUser('provider', { profile: { has_completed_onboarding: false, status: null } }) },
  ],
  ['a pending provider', { user: makeUser('provider', { profile: { status: 'pending' } }) }],
  ['a declined provider', { user: makeUser('provider', { profile: { status: 'declined' } }) }],
  ['a seeker during maintenance', { user: makeUser('seeker'), settings: maintenanceOn }],
  ['an admin during maintenance', { user: makeUser('admin'), settings: maintenanceOn }],
  ['an admin without MFA', { user: makeUser('admin', { meta: { mfa_enabled: false } }) }],
  [
    'an admin without MFA whose password expired',
    { user: makeUser('admin', { meta: { mfa_enabled: false }, days_before_password_expire: 0 }) },
  ],
  [
    'an admin without MFA during maintenance',
    { user: makeUser('admin', { meta: { mfa_enabled: false } }), settings: maintenanceOn },
  ],
  ['a seeker whose token was rejected', { user: makeUser('seeker'), serverAuthorized: false }],
  [
    'a seeker without the seeker grant',
    {
      user: makeUser('seeker', {
        authorization: { grants: ['read:AppRoot', 'read:UserRoute'], special_allow: [], special_deny: [] },
      }),
    },
  ],
  [
    'a corrupt session (every guard throws)',
    {
      user: new Proxy(makeUser('seeker'), {
        get: () => {
          throw new Error('corrupt');
        },
      }),
    },
  ],
];

describe.each(personas)('%s', (_persona, facts) => {
  it.each(ROUTE_NAMES)('settles without a loop when starting on %s', (start) => {
    const visited = walk(start, facts);
    expect(visited.length).toBeLessThanOrEqual(MAX_HOPS);
  });
});

describe('where journeys end', () => {
  const byName = new Map(personas);
  const facts = (persona: string): Partial<GuardContext> => byName.get(persona) ?? {};

  it.each<[string, RouteName, RouteName]>([
    ['anonymous', 'root', 'auth-login'],
    ['anonymous', 'seeker-home', 'auth-login'],
    ['anonymous', 'auth-register-confirm-email', 'auth-login'],
    ['a seeker who is done', 'root', 'seeker-home'],
    ['a seeker who is done', 'auth-login', 'seeker-home'],
    ['a seeker who is done', 'provider-home', 'misc-not-authorized'],
    ['a provider who is done', 'pending-verification', 'provider-home'],
    ['an admin', 'root', 'admin-home'],
    ['a brand-new seeker', 'root', 'auth-verify-phone'],
    ['a brand-new seeker', 'seeker-make-payment', 'auth-verify-phone'],
    ['a seeker who must onboard', 'seeker-home', 'seeker-onboarding'],
    ['a seeker who must onboard', 'seeker-onboarding-step3', 'seeker-onboarding-step3'],
    ['an unpaid seeker', 'auth-login', 'seeker-make-payment'],
    ['a seeker whose password expired', 'seeker-home', 'security-password-change'],
    ['a seeker with an unverified phone', 'auth-account', 'auth-account'],
    ['a provider who must onboard', 'provider-home', 'provider-onboarding'],
    ['a pending provider', 'root', 'pending-verification'],
    ['a declined provider', 'provider-onboarding', 'declined-verification'],
    ['a seeker during maintenance', 'auth-login', 'misc-under-maintenance'],
    ['a seeker during maintenance', 'seeker-home', 'misc-under-maintenance'],
    ['a seeker during maintenance', 'privacy-policy', 'privacy-policy'],
    ['an admin during maintenance', 'misc-under-maintenance', 'admin-home'],
    ['an admin without MFA', 'root', 'security-mfa'],
    ['an admin without MFA', 'admin-home', 'security-mfa'],
    ['an admin without MFA', 'auth-login', 'security-mfa'],
    ['an admin without MFA', 'security-activation-app', 'security-activation-app'],
    ['an admin without MFA', 'security-mfa-recovery-codes', 'security-mfa-recovery-codes'],
    ['an admin without MFA', 'auth-account', 'auth-account'],
    ['an admin without MFA', 'seeker-home', 'security-mfa'],
    ['an admin without MFA whose password expired', 'admin-home', 'security-password-change'],
    ['an admin without MFA during maintenance', 'misc-under-maintenance', 'security-mfa'],
    ['a seeker whose token was rejected', 'seeker-home', 'auth-login'],
    ['a seeker whose token was rejected', 'root', 'auth-login'],
    ['a seeker without the seeker grant', 'root', 'misc-not-authorized'],
    ['a corrupt session (every guard throws)', 'seeker-home', 'auth-login'],
  ])('%s starting on %s ends on %s', (persona, start, end) => {
    expect(walk(start, facts(persona)).at(-1)).toBe(end);
  });
});
