import { describe, expect, it } from 'vitest';

import type { User } from '../auth/auth.schemas';
import { RESET_TOKEN_EXPIRED_MESSAGE } from '../errors/catalogue';
import type { GuardContext, GuardDecision, RuleResult, StepResult } from './guard.types';
import {
  evaluateGuards,
  evaluateGuardsSafely,
  homeRouteFor,
  ruleAccountState,
  ruleConfirmEmail,
  ruleRedirectIfLoggedIn,
  ruleRegistrationSettings,
  ruleRequireAuth,
  ruleResetToken,
  ruleRoleAllowed,
  ruleRootRedirect,
  stepMaintenance,
} from './guards';
import { maintenanceOn, makeCtx, makeSettings, makeUser, phoneRequired, route } from './guards.fixtures';

/** 'to@rule' for a redirect, 'allow' or 'pass' (rule had nothing to say): short table cells. */
const show = (d: GuardDecision | RuleResult | StepResult): string => {
  if (d === null) return 'pass';
  return d.kind === 'redirect' ? `${d.to}@${d.rule}` : d.kind;
};

const seeker = makeUser('seeker');
const provider = makeUser('provider');
const admin = makeUser('admin');

describe('homeRouteFor', () => {
  it.each<[string, Pick<User, 'user_type' | 'user_group'> | null, string]>([
    ['admin group', { user_type: 'admin', user_group: 'admin' }, 'admin-home'],
    ['admin type wins over group', { user_type: 'admin', user_group: 'seeker' }, 'admin-home'],
    ['client type', { user_type: 'client', user_group: 'seeker' }, 'seeker-home'],
    ['seeker group', { user_type: 'provider', user_group: 'seeker' }, 'seeker-home'],
    ['provider', { user_type: 'provider', user_group: 'provider' }, 'provider-home'],
    ['nobody', null, 'auth-login'],
  ])('%s → %s', (_label, user, expected) => {
    expect(homeRouteFor(user)).toBe(expected);
  });
});

describe('rule 1: register confirm-email', () => {
  const to = route('auth-register-confirm-email');
  it.each<[string, Partial<GuardContext>, string]>([
    [
      'from register (by name) with the e-mail',
      { from: { path: '/auth/register', name: 'auth-register' }, registrationEmail: 'a@b.io' },
      'pass',
    ],
    [
      'from register (by path) with the e-mail',
      { from: { path: '/auth/register/' }, registrationEmail: 'a@b.io' },
      'pass',
    ],
    ['from register without the e-mail', { from: { path: '/auth/register', name: 'auth-register' } }, 'auth-login@1'],
    [
      'from register with a blank e-mail',
      { from: { path: '/auth/register', name: 'auth-register' }, registrationEmail: ' ' },
      'auth-login@1',
    ],
    [
      'from elsewhere with the e-mail',
      { from: { path: '/auth/login', name: 'auth-login' }, registrationEmail: 'a@b.io' },
      'auth-login@1',
    ],
    ['on first load with the e-mail', { from: null, registrationEmail: 'a@b.io' }, 'auth-login@1'],
  ])('%s → %s', (_label, overrides, expected) => {
    expect(show(ruleConfirmEmail(makeCtx(to, overrides)))).toBe(expected);
  });

  it('ignores other pages', () => {
    expect(show(ruleConfirmEmail(makeCtx(route('auth-register-success'))))).toBe('pass');
  });

  it('allows the whole pipeline when coming from register', () => {
    const ctx = makeCtx(to, { from: { path: '/auth/register', name: 'auth-register' }, registrationEmail: 'a@b.io' });
    expect(show(evaluateGuards(ctx))).toBe('allow');
  });
});

describe('rule 2: registration settings', () => {
  const closed = { sign_ups_disabled: true, password_complexity_settings: makeSettings().password_complexity_settings };
  it.each<[string, Partial<GuardContext>, string, string]>([
    ['sign-ups closed', { registrationSettings: closed }, 'auth-register', 'auth-no-sign_ups@2'],
    ['sign-ups open', { registrationSettings: { ...closed, sign_ups_disabled: false } }, 'auth-register', 'pass'],
    ['fetch failed counts as open', { registrationSettings: null }, 'auth-register', 'pass'],
    ['only the register page', { registrationSettings: closed }, 'auth-login', 'pass'],
  ])('%s → %s', (_label, overrides, page, expected) => {
    const name = page === 'auth-register' ? 'auth-register' : 'auth-login';
    expect(show(ruleRegistrationSettings(makeCtx(route(name), overrides)))).toBe(expected);
  });
});

describe('rule 3: reset token', () => {
  it.each<[string, Record<string, string | undefined>, boolean | null, string]>([
    ['missing token', {}, null, 'auth-login@3'],
    ['empty token', { token: '' }, null, 'auth-login@3'],
    ['invalid token', { token: 'abc' }, false, 'auth-forgot-password@3'],
    ['valid token', { token: 'abc' }, true, 'pass'],
    ['token not checked yet', { token: 'abc' }, null, 'pass'],
  ])('%s → %s', (_label, query, resetTokenValid, expected) => {
    expect(show(ruleResetToken(makeCtx(route('auth-reset-password', { query }), { resetTokenValid })))).toBe(expected);
  });

  it('carries the expired-token message', () => {
    const d = ruleResetToken(
      makeCtx(route('auth-reset-password', { query: { token: 'x' } }), { resetTokenValid: false }),
    );
    expect(d?.error).toBe(RESET_TOKEN_EXPIRED_MESSAGE);
    expect(RESET_TOKEN_EXPIRED_MESSAGE).toBe('Password reset token has expired');
  });

  it('ignores other pages', () => {
    expect(show(ruleResetToken(makeCtx(route('auth-forgot-password'))))).toBe('pass');
  });
});

describe('rule 4: require auth', () => {
  it.each<[string, ReturnType<typeof route>, User | null, string]>([
    ['protected, anonymous', route('seeker-home'), null, 'auth-login@4'],
    ['protected, logged in', route('seeker-home'), seeker, 'pass'],
    ['public, anonymous', route('public-jobs'), null, 'pass'],
  ])('%s → %s', (_label, to, user, expected) => {
    expect(show(ruleRequireAuth(makeCtx(to, { user })))).toBe(expected);
  });
});

describe('rule 5: account state, in the spec order', () => {
  const notOnboardedSeeker = makeUser('seeker', {
    profile: { has_completed_onboarding: false, payment_status: 'unpaid' },
  });
  type Row = [string, User, Partial<GuardContext>, ReturnType<typeof route>, string, (readonly string[])?];
  const rows: Row[] = [
    // 5.1 maintenance
    [
      '5.1 maintenance sends a seeker away',
      seeker,
      { settings: maintenanceOn },
      route('seeker-home'),
      'misc-under-maintenance@5.1',
    ],
    [
      '5.1 maintenance sends a provider away',
      provider,
      { settings: maintenanceOn },
      route('provider-home'),
      'misc-under-maintenance@5.1',
    ],
    [
      '5.1 no loop: already on the maintenance page',
      seeker,
      { settings: maintenanceOn },
      route('misc-under-maintenance'),
      'allow',
    ],
    ['5.1 admins are exempt', admin, { settings: maintenanceOn }, route('admin-home'), 'allow'],
    [
      '5.1 maintenance beats every later step',
      makeUser('seeker', { meta: { phone_verified: false } }),
      {
        settings: makeSettings((s) => {
          s.general_settings.enable_maintenance_mode = true;
          s.security_settings.require_user_phone_verification = true;
        }),
      },
      route('seeker-home'),
      'misc-under-maintenance@5.1',
    ],
    [
      '5.1 maintenance also applies on account-flow pages',
      seeker,
      { settings: maintenanceOn },
      route('auth-account'),
      'misc-under-maintenance@5.1',
    ],
    [
      '5.1 maintenance off: leave the page (not flagged redirect-if-logged-in)',
      seeker,
      {},
      route('misc-under-maintenance', { meta: { redirectIfLoggedIn: false } }),
      'seeker-home@5.1',
    ],
    [
      '5.1 maintenance off: a provider leaves for their home',
      provider,
      {},
      route('misc-under-maintenance', { meta: { redirectIfLoggedIn: false } }),
      'provider-home@5.1',
    ],
    // 5.2 server says not authorized
    [
      '5.2 server rejects the token',
      seeker,
      { serverAuthorized: false },
      route('seeker-home'),
      'auth-login@5.2',
      ['clear-token'],
    ],
    ['5.2 not checked counts as fine', seeker, { serverAuthorized: null }, route('seeker-home'), 'allow'],
    [
      '5.2 also on account-flow pages',
      seeker,
      { serverAuthorized: false },
      route('auth-account'),
      'auth-login@5.2',
      ['clear-token'],
    ],
    // 5.3 phone verification
    [
      '5.3 unverified phone, required',
      makeUser('seeker', { meta: { phone_verified: false } }),
      { settings: phoneRequired },
      route('seeker-home'),
      'auth-verify-phone@5.3',
      ['request-phone-verification'],
    ],
    [
      '5.3 no loop: on verify-phone',
      makeUser('seeker', { meta: { phone_verified: false } }),
      { settings: phoneRequired },
      route('auth-verify-phone'),
      'allow',
    ],
    [
      '5.3 no loop: verify-phone is not pulled to later steps',
      makeUser('seeker', { meta: { phone_verified: false }, has_completed_onboarding: false }),
      { settings: phoneRequired },
      route('auth-verify-phone'),
      'allow',
    ],
    ['5.3 not required', makeUser('seeker', { meta: { phone_verified: false } }), {}, route('seeker-home'), 'allow'],
    [
      '5.3 waits for a number: a new account goes to general onboarding first',
      makeUser('seeker', { phone: null, meta: { phone_verified: false }, has_completed_onboarding: false }),
      { settings: phoneRequired },
      route('seeker-home'),
      'auth-onboarding@5.4',
    ],
    [
      '5.3 skipped on account-flow pages',
      makeUser('seeker', { meta: { phone_verified: false } }),
      { settings: phoneRequired },
      route('auth-account'),
      'allow',
    ],
    // 5.4 general onboarding
    [
      '5.4 general onboarding unfinished',
      makeUser('provider', { has_completed_onboarding: false }),
      {},
      route('provider-home'),
      'auth-onboarding@5.4',
    ],
    [
      '5.4 no loop: on auth-onboarding',
      makeUser('seeker', { has_completed_onboarding: false, profile: { has_completed_onboarding: false } }),
      {},
      route('auth-onboarding'),
      'allow',
    ],
    [
      '5.4 comes after 5.3',
      makeUser('seeker', { has_completed_onboarding: false, meta: { phone_verified: false } }),
      { settings: phoneRequired },
      route('auth-onboarding'),
      'auth-verify-phone@5.3',
      ['request-phone-verification'],
    ],
    // 5.5 profile onboarding
    ['5.5 seeker profile unfinished', notOnboardedSeeker, {}, route('seeker-home'), 'seeker-onboarding@5.5'],
    ['5.5 no loop: seeker onboarding step 1', notOnboardedSeeker, {}, route('seeker-onboarding'), 'allow'],
    ['5.5 seeker onboarding step 2 allowed', notOnboardedSeeker, {}, route('seeker-onboarding-step2'), 'allow'],
    ['5.5 seeker onboarding step 3 allowed', notOnboardedSeeker, {}, route('seeker-onboarding-step3'), 'allow'],
    [
      '5.5 a seeker is not kept on the payment page before onboarding',
      notOnboardedSeeker,
      {},
      route('seeker-make-payment'),
      'seeker-onboarding@5.5',
    ],
    [
      '5.5 provider profile unfinished',
      makeUser('provider', { profile: { has_completed_onboarding: false, status: null } }),
      {},
      route('provider-home'),
      'provider-onboarding@5.5',
    ],
    [
      '5.5 no loop: on provider onboarding',
      makeUser('provider', { profile: { has_completed_onboarding: false, status: null } }),
      {},
      route('provider-onboarding'),
      'allow',
    ],
    [
      '5.5 admins skip it',
      makeUser('admin', { profile: { has_completed_onboarding: false } }),
      {},
      route('admin-home'),
      'allow',
    ],
    // 5.6 provider verification
    [
      '5.6 pending',
      makeUser('provider', { profile: { status: 'pending' } }),
      {},
      route('provider-home'),
      'pending-verification@5.6',
    ],
    [
      '5.6 no loop: pending on the pending page',
      makeUser('provider', { profile: { status: 'pending' } }),
      {},
      route('pending-verification'),
      'allow',
    ],
    [
      '5.6 pending cannot open the declined page',
      makeUser('provider', { profile: { status: 'pending' } }),
      {},
      route('declined-verification'),
      'pending-verification@5.6',
    ],
    [
      '5.6 declined',
      makeUser('provider', { profile: { status: 'declined' } }),
      {},
      route('provider-home'),
      'declined-verification@5.6',
    ],
    [
      '5.6 no loop: declined on the declined page',
      makeUser('provider', { profile: { status: 'declined' } }),
      {},
      route('declined-verification'),
      'allow',
    ],
    [
      '5.6 declined may redo onboarding from the declined page',
      makeUser('provider', { profile: { status: 'declined' } }),
      { from: { path: '/auth/business/declined', name: 'declined-verification' } },
      route('provider-onboarding'),
      'allow',
    ],
    [
      '5.6 declined may move within onboarding',
      makeUser('provider', { profile: { status: 'declined' } }),
      { from: { path: '/auth/onboarding/business' } },
      route('provider-onboarding'),
      'allow',
    ],
    [
      '5.6 declined cannot open onboarding directly',
      makeUser('provider', { profile: { status: 'declined' } }),
      { from: null },
      route('provider-onboarding'),
      'declined-verification@5.6',
    ],
    ['5.6 approved leaves the pending page', provider, {}, route('pending-verification'), 'provider-home@5.6'],
    ['5.6 approved leaves the declined page', provider, {}, route('declined-verification'), 'provider-home@5.6'],
    ['5.6 approved stays home', provider, {}, route('provider-home'), 'allow'],
    // 5.7 seeker payment
    [
      '5.7 unpaid seeker',
      makeUser('seeker', { profile: { payment_status: 'unpaid' } }),
      {},
      route('seeker-home'),
      'seeker-make-payment@5.7',
    ],
    [
      '5.7 payment pending',
      makeUser('seeker', { profile: { payment_status: 'pending' } }),
      {},
      route('seeker-home'),
      'seeker-make-payment@5.7',
    ],
    [
      '5.7 no loop: on the payment page',
      makeUser('seeker', { profile: { payment_status: 'unpaid' } }),
      {},
      route('seeker-make-payment'),
      'allow',
    ],
    [
      '5.7 the payment verify page stays open',
      makeUser('seeker', { profile: { payment_status: 'pending' } }),
      {},
      route('seeker-payment-verify'),
      'allow',
    ],
    ['5.7 paid', seeker, {}, route('seeker-home'), 'allow'],
    // 5.8 password expiry
    [
      '5.8 expires today',
      makeUser('seeker', { days_before_password_expire: 0 }),
      {},
      route('seeker-home'),
      'security-password-change@5.8',
    ],
    [
      '5.8 expired',
      makeUser('provider', { days_before_password_expire: -3 }),
      {},
      route('provider-home'),
      'security-password-change@5.8',
    ],
    [
      '5.8 no loop: on the change page',
      makeUser('seeker', { days_before_password_expire: 0 }),
      {},
      route('security-password-change'),
      'allow',
    ],
    ['5.8 one day left', makeUser('seeker', { days_before_password_expire: 1 }), {}, route('seeker-home'), 'allow'],
    ['5.8 expiry off', makeUser('seeker', { days_before_password_expire: null }), {}, route('seeker-home'), 'allow'],
    [
      '5.8 comes after 5.7',
      makeUser('seeker', { days_before_password_expire: 0, profile: { payment_status: 'unpaid' } }),
      {},
      route('seeker-home'),
      'seeker-make-payment@5.7',
    ],
    [
      '5.8 admins too',
      makeUser('admin', { days_before_password_expire: 0 }),
      {},
      route('admin-home'),
      'security-password-change@5.8',
    ],
    // 5.9 an admin enrols MFA before the console opens
    [
      '5.9 admin without MFA',
      makeUser('admin', { meta: { mfa_enabled: false } }),
      {},
      route('admin-home'),
      'security-mfa@5.9',
    ],
    [
      '5.9 no loop: on the MFA overview',
      makeUser('admin', { meta: { mfa_enabled: false } }),
      {},
      route('security-mfa'),
      'allow',
    ],
    [
      '5.9 every set-up page stays open',
      makeUser('admin', { meta: { mfa_enabled: false } }),
      {},
      route('security-activation-app'),
      'allow',
    ],
    [
      '5.9 comes after 5.8',
      makeUser('admin', { meta: { mfa_enabled: false }, days_before_password_expire: 0 }),
      {},
      route('security-mfa'),
      'security-password-change@5.8',
    ],
    ['5.9 admin with MFA', makeUser('admin'), {}, route('admin-home'), 'allow'],
    ['5.9 not for seekers', makeUser('seeker', { meta: { mfa_enabled: false } }), {}, route('seeker-home'), 'allow'],
    [
      '5.9 maintenance does not hold the admin',
      makeUser('admin', { meta: { mfa_enabled: false } }),
      { settings: maintenanceOn },
      route('misc-under-maintenance'),
      'admin-home@8',
    ],
    // where rule 5 applies
    [
      'not on unprotected pages',
      makeUser('seeker', { days_before_password_expire: 0, has_completed_onboarding: false }),
      { settings: maintenanceOn },
      route('privacy-policy'),
      'allow',
    ],
  ];

  it.each(rows)('%s → %s', (_label, user, overrides, to, expected, effects) => {
    const decision = evaluateGuards(makeCtx(to, { user, ...overrides }));
    expect(show(decision)).toBe(expected);
    if (effects) expect(decision.kind === 'redirect' ? decision.effects : undefined).toEqual(effects);
  });

  it('does nothing for anonymous visitors', () => {
    expect(show(ruleAccountState(makeCtx(route('seeker-home'), { settings: maintenanceOn })))).toBe('pass');
  });

  it.each([
    ['maintenance on, elsewhere', maintenanceOn, 'seeker-home', 'misc-under-maintenance@5.1'],
    ['maintenance on, already there', maintenanceOn, 'misc-under-maintenance', 'stay'],
    ['maintenance off, on the page', makeSettings(), 'misc-under-maintenance', 'seeker-home@5.1'],
    ['maintenance off, elsewhere', makeSettings(), 'seeker-home', 'pass'],
  ] as const)('stepMaintenance: %s → %s', (_label, settings, page, expected) => {
    expect(show(stepMaintenance(makeCtx(route(page), { user: seeker, settings }), seeker))).toBe(expected);
  });
});

describe('rule 6: the root path', () => {
  const withoutHomeGrant = makeUser('seeker', {
    authorization: { grants: ['read:AppRoot', 'read:UserRoute'], special_allow: [], special_deny: [] },
  });
  it.each<[string, User | null, Partial<GuardContext>, string]>([
    ['anonymous', null, {}, 'auth-login@6'],
    ['seeker', seeker, {}, 'seeker-home@6'],
    ['provider', provider, {}, 'provider-home@6'],
    ['admin', admin, {}, 'admin-home@6'],
    ['home not permitted', withoutHomeGrant, {}, 'misc-not-authorized@6'],
    ['stale session counts as anonymous', seeker, { serverAuthorized: false }, 'auth-login@6'],
  ])('%s → %s', (_label, user, overrides, expected) => {
    expect(show(ruleRootRedirect(makeCtx(route('root'), { user, ...overrides })))).toBe(expected);
  });

  it('clears a stale token on the way to login', () => {
    const d = ruleRootRedirect(makeCtx(route('root'), { user: seeker, serverAuthorized: false }));
    expect(d?.effects).toEqual(['clear-token']);
  });

  it('works on the path alone', () => {
    const to = { path: '/', meta: {}, params: {}, query: {} };
    expect(show(evaluateGuards(makeCtx(to, { user: provider })))).toBe('provider-home@6');
  });
});

describe('rule 7: role allowed', () => {
  const jobRoute = (meta = {}) =>
    ({
      path: '/provider/jobs/7/update',
      meta: {
        requireAuth: true,
        permissions: ['read:ProviderRoute'],
        resource: 'job',
        resourceParam: 'job_id',
        ...meta,
      },
      params: { job_id: '7' },
      query: {},
    }) as const;
  const JOB_7 = 'urn:hireway:job:7';
  const providerDenied = makeUser('provider', {
    authorization: {
      grants: [...provider.authorization.grants],
      special_allow: [],
      special_deny: [{ resource: JOB_7, actions: ['*'] }],
    },
  });
  const seekerSpeciallyAllowed = makeUser('seeker', {
    authorization: {
      grants: [...seeker.authorization.grants],
      special_deny: [],
      special_allow: [{ resource: JOB_7, actions: ['*'] }],
    },
  });
  const notFound = {
    path: '/nowhere',
    meta: { audience: ['client', 'provider', 'anonymous'] as const },
    params: {},
    query: {},
  };

  it.each<[string, GuardContext, string]>([
    ['seeker on a provider page', makeCtx(route('provider-home'), { user: seeker }), 'misc-not-authorized@7'],
    ['provider on a seeker page', makeCtx(route('seeker-home'), { user: provider }), 'misc-not-authorized@7'],
    ['admin on a seeker page', makeCtx(route('seeker-home'), { user: admin }), 'misc-not-authorized@7'],
    ['provider on a logged-in page', makeCtx(route('auth-onboarding'), { user: provider }), 'pass'],
    ['anonymous on a public page', makeCtx(route('public-jobs')), 'pass'],
    ['anonymous on an anonymous page', makeCtx(route('auth-forgot-password')), 'pass'],
    [
      'anonymous on a logged-in page without requireAuth',
      makeCtx(route('auth-onboarding', { meta: { requireAuth: false } })),
      'misc-not-authorized@7',
    ],
    [
      'logged-in user on an anonymous-only page',
      makeCtx(route('auth-forgot-password'), { user: seeker }),
      'misc-not-authorized@7',
    ],
    [
      'not-authorized page is always open',
      makeCtx(route('misc-not-authorized', { meta: { audience: ['admin'] } }), { user: seeker }),
      'pass',
    ],
    ['404: open to seekers', makeCtx(notFound, { user: seeker }), 'pass'],
    ['404: open to anonymous', makeCtx(notFound), 'pass'],
    ['404: closed to admins', makeCtx(notFound, { user: admin }), 'misc-not-authorized@7'],
    [
      'missing grant',
      makeCtx(route('terms', { meta: { permissions: ['read:AdminRoute'] } }), { user: seeker }),
      'misc-not-authorized@7',
    ],
    ['resource route with the grant', makeCtx(jobRoute(), { user: provider }), 'pass'],
    ['resource route denied for this resource', makeCtx(jobRoute(), { user: providerDenied }), 'misc-not-authorized@7'],
    ['special_allow without the grant', makeCtx(jobRoute(), { user: seekerSpeciallyAllowed }), 'pass'],
    [
      'deny still applies with no permissions listed',
      makeCtx(jobRoute({ permissions: [] }), { user: providerDenied }),
      'misc-not-authorized@7',
    ],
  ])('%s → %s', (_label, ctx, expected) => {
    expect(show(ruleRoleAllowed(ctx))).toBe(expected);
  });

  it('uses the default `id` parameter', () => {
    const to = { path: '/provider/candidates/7', meta: { resource: 'job' }, params: { id: '7' }, query: {} };
    expect(show(ruleRoleAllowed(makeCtx(to, { user: providerDenied })))).toBe('misc-not-authorized@7');
  });
});

describe('rule 8: redirect if logged in', () => {
  const closed = { sign_ups_disabled: true, password_complexity_settings: makeSettings().password_complexity_settings };
  it.each<[string, GuardContext, string]>([
    ['seeker on login', makeCtx(route('auth-login'), { user: seeker }), 'seeker-home@8'],
    ['provider on register', makeCtx(route('auth-register'), { user: provider }), 'provider-home@8'],
    ['admin on login', makeCtx(route('auth-login'), { user: admin }), 'admin-home@8'],
    ['anonymous on login', makeCtx(route('auth-login')), 'pass'],
    ['stale session on login', makeCtx(route('auth-login'), { user: seeker, serverAuthorized: false }), 'pass'],
    ['unflagged page', makeCtx(route('auth-account'), { user: seeker }), 'pass'],
    [
      'maintenance page, maintenance on: 5.1 keeps the user',
      makeCtx(route('misc-under-maintenance'), { user: seeker, settings: maintenanceOn }),
      'pass',
    ],
    ['maintenance page, maintenance off', makeCtx(route('misc-under-maintenance'), { user: seeker }), 'seeker-home@8'],
    [
      'maintenance page, admin during maintenance',
      makeCtx(route('misc-under-maintenance'), { user: admin, settings: maintenanceOn }),
      'admin-home@8',
    ],
  ])('%s → %s', (_label, ctx, expected) => {
    expect(show(ruleRedirectIfLoggedIn(ctx))).toBe(expected);
  });

  it('runs before rule 2, so a logged-in user on register goes home', () => {
    expect(show(evaluateGuards(makeCtx(route('auth-register'), { user: seeker, registrationSettings: closed })))).toBe(
      'seeker-home@8',
    );
  });

  it('never redirects to the page itself', () => {
    const flaggedHome = route('seeker-home', { meta: { redirectIfLoggedIn: true } });
    expect(show(ruleRedirectIfLoggedIn(makeCtx(flaggedHome, { user: seeker })))).toBe('pass');
  });
});

describe('rule 9: guard errors', () => {
  /** A user whose fields blow up when read, as a corrupt session would. */
  const brokenUser = (field: keyof User): User =>
    new Proxy(seeker, {
      get(target, key, receiver) {
        if (key === field) throw new Error(`corrupt ${field}`);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });

  it.each<[string, GuardContext]>([
    ['a corrupt profile on a protected page', makeCtx(route('seeker-home'), { user: brokenUser('profile') })],
    ['a corrupt group on the root page', makeCtx(route('root'), { user: brokenUser('user_group') })],
  ])('%s → clear the token and go to login', (_label, ctx) => {
    expect(() => evaluateGuards(ctx)).toThrow(/corrupt/);
    expect(evaluateGuardsSafely(ctx)).toEqual({
      kind: 'redirect',
      to: 'auth-login',
      rule: '9',
      effects: ['clear-token'],
    });
  });

  it('stays on the login page (no loop) but still clears the token', () => {
    const ctx = makeCtx(route('auth-login'), { user: brokenUser('user_group') });
    expect(evaluateGuardsSafely(ctx)).toEqual({ kind: 'allow', effects: ['clear-token'] });
  });

  it('goes to login when the context itself is broken', () => {
    const ctx = makeCtx(route('seeker-home'));
    const broken: GuardContext = {
      ...ctx,
      get to(): GuardContext['to'] {
        throw new Error('no route');
      },
    };
    expect(show(evaluateGuardsSafely(broken))).toBe('auth-login@9');
  });

  it('passes normal decisions through', () => {
    expect(evaluateGuardsSafely(makeCtx(route('seeker-home'), { user: seeker }))).toEqual({ kind: 'allow' });
    expect(show(evaluateGuardsSafely(makeCtx(route('seeker-home'))))).toBe('auth-login@4');
  });
});
