import { describe, expect, it } from 'vitest';

import { authorizationSchema } from './permission.schemas';
import type { AbilityRule, Authorization, Grant, SpecialEntry } from './permission.schemas';
import {
  ANONYMOUS_AUTHORIZATION,
  GROUP_GRANTS,
  PUBLIC_ABILITIES,
  authorizationToAbilityRules,
  canView,
  filterMenu,
  grantCovers,
  grantsToAbilityRules,
  hasAllGrants,
  hasAnyGrant,
  isMenuItemVisible,
  isRouteAllowed,
  resourceUrn,
} from './permissions';
import type { MenuGroup, MenuHeader, MenuItem, MenuLink, RouteResource } from './permissions';

const JOB_7 = 'urn:hireway:job:7';

const auth = (grants: Grant[], special_deny: SpecialEntry[] = [], special_allow: SpecialEntry[] = []): Authorization =>
  authorizationSchema.parse({ grants, special_deny, special_allow });

describe('resourceUrn', () => {
  it.each([
    ['job', '7', JOB_7],
    ['candidate', 42, 'urn:hireway:candidate:42'],
    ['cv-action', 'a1-b2', 'urn:hireway:cv-action:a1-b2'],
  ])('(%s, %s) → %s', (resource, id, urn) => {
    expect(resourceUrn(resource, id)).toBe(urn);
  });
});

describe('grant checks', () => {
  it.each<[string, Grant, Grant, boolean]>([
    ['equal', 'read:ProviderRoute', 'read:ProviderRoute', true],
    ['other subject', 'read:SeekerRoute', 'read:ProviderRoute', false],
    ['other action', 'update:ProviderRoute', 'read:ProviderRoute', false],
    ['manage covers any action', 'manage:ProviderRoute', 'delete:ProviderRoute', true],
    ['manage stays on its subject', 'manage:ProviderRoute', 'read:AdminRoute', false],
    ['all covers any subject', 'read:all', 'read:AdminRoute', true],
    ['manage:all covers everything', 'manage:all', 'delete:AdminRoute', true],
  ])('grantCovers: %s', (_label, held, needed, expected) => {
    expect(grantCovers(held, needed)).toBe(expected);
  });

  const held: Grant[] = ['read:AppRoot', 'read:SeekerRoute'];
  it.each<[Grant[], boolean, boolean]>([
    [[], true, true],
    [['read:AppRoot'], true, true],
    [['read:AppRoot', 'read:SeekerRoute'], true, true],
    [['read:AppRoot', 'read:ProviderRoute'], false, true],
    [['read:ProviderRoute', 'read:AdminRoute'], false, false],
  ])('required %j → all %s, any %s', (required, all, any) => {
    expect(hasAllGrants(held, required)).toBe(all);
    expect(hasAnyGrant(held, required)).toBe(any);
  });
});

describe('isRouteAllowed', () => {
  const job7: RouteResource = { type: 'job', id: '7' };
  it.each<[string, Authorization, Grant[], RouteResource | undefined, boolean]>([
    [
      'all required grants held',
      auth(['read:ProviderRoute', 'read:UserRoute']),
      ['read:ProviderRoute', 'read:UserRoute'],
      undefined,
      true,
    ],
    ['one grant missing', auth(['read:ProviderRoute']), ['read:ProviderRoute', 'read:AdminRoute'], undefined, false],
    ['nothing required', auth([]), [], undefined, true],
    ['resource route with the grant', auth(['read:ProviderRoute']), ['read:ProviderRoute'], job7, true],
    [
      'special_deny * beats the grant',
      auth(['read:ProviderRoute'], [{ resource: JOB_7, actions: ['*'] }]),
      ['read:ProviderRoute'],
      job7,
      false,
    ],
    ['special_deny * with nothing required', auth([], [{ resource: JOB_7, actions: ['*'] }]), [], job7, false],
    [
      'special_deny of another resource is ignored',
      auth(['read:ProviderRoute'], [{ resource: 'urn:hireway:job:8', actions: ['*'] }]),
      ['read:ProviderRoute'],
      job7,
      true,
    ],
    [
      'special_deny without * does not block the route',
      auth(['read:ProviderRoute'], [{ resource: JOB_7, actions: ['job:CanView'] }]),
      ['read:ProviderRoute'],
      job7,
      true,
    ],
    [
      'special_allow permits without the grant',
      auth([], [], [{ resource: JOB_7, actions: ['*'] }]),
      ['read:ProviderRoute'],
      job7,
      true,
    ],
    [
      'special_allow of another resource does not',
      auth([], [], [{ resource: 'urn:hireway:job:8', actions: ['*'] }]),
      ['read:ProviderRoute'],
      job7,
      false,
    ],
    [
      'deny beats allow',
      auth(['read:ProviderRoute'], [{ resource: JOB_7, actions: ['*'] }], [{ resource: JOB_7, actions: ['*'] }]),
      ['read:ProviderRoute'],
      job7,
      false,
    ],
    [
      'special lists ignored on a route without resource',
      auth([], [], [{ resource: JOB_7, actions: ['*'] }]),
      ['read:ProviderRoute'],
      undefined,
      false,
    ],
  ])('%s → %s', (_label, authorization, required, resource, expected) => {
    expect(isRouteAllowed({ authorization, required, resource })).toBe(expected);
  });
});

describe('canView', () => {
  it.each<[string, SpecialEntry[], boolean]>([
    ['no special entries', [], true],
    ['deny {type}:CanView', [{ resource: JOB_7, actions: ['job:CanView'] }], false],
    ['deny *', [{ resource: JOB_7, actions: ['*'] }], false],
    ['deny another action', [{ resource: JOB_7, actions: ['job:CanEdit'] }], true],
    ['deny CanView of another type', [{ resource: JOB_7, actions: ['candidate:CanView'] }], true],
    ['deny for another id', [{ resource: 'urn:hireway:job:8', actions: ['job:CanView'] }], true],
  ])('%s → %s', (_label, special_deny, expected) => {
    expect(canView(auth([], special_deny), 'job', 7)).toBe(expected);
  });
});

describe('menus', () => {
  const grants: Grant[] = ['read:UserRoute', 'read:SeekerRoute'];

  it.each<[string, MenuItem, boolean]>([
    ['link with all permissions', { kind: 'link', permissions: ['read:UserRoute', 'read:SeekerRoute'] }, true],
    ['link missing one', { kind: 'link', permissions: ['read:UserRoute', 'read:AdminRoute'] }, false],
    ['link with no permissions', { kind: 'link', permissions: [] }, true],
    ['header with any permission', { kind: 'header', permissions: ['read:AdminRoute', 'read:SeekerRoute'] }, true],
    ['header with none held', { kind: 'header', permissions: ['read:AdminRoute'] }, false],
    ['header without permissions', { kind: 'header' }, true],
    [
      'group with one visible child',
      {
        kind: 'group',
        children: [
          { kind: 'link', permissions: ['read:AdminRoute'] },
          { kind: 'link', permissions: ['read:SeekerRoute'] },
        ],
      },
      true,
    ],
    [
      'group with no visible child',
      { kind: 'group', children: [{ kind: 'link', permissions: ['read:AdminRoute'] }] },
      false,
    ],
    ['empty group', { kind: 'group', children: [] }, false],
    ['nested group', { kind: 'group', children: [{ kind: 'group', children: [{ kind: 'header' }] }] }, true],
  ])('%s → %s', (_label, item, expected) => {
    expect(isMenuItemVisible(item, grants)).toBe(expected);
  });

  // How a caller adds its own fields to a menu tree.
  interface Link extends MenuLink {
    label: string;
  }
  interface Header extends MenuHeader {
    label: string;
  }
  interface Group extends MenuGroup<Entry> {
    label: string;
  }
  type Entry = Link | Header | Group;

  const menu: Entry[] = [
    { kind: 'header', label: 'Jobs' },
    { kind: 'link', label: 'Find jobs', permissions: ['read:SeekerRoute'] },
    { kind: 'link', label: 'Post a job', permissions: ['read:ProviderRoute'] },
    {
      kind: 'group',
      label: 'CV',
      children: [
        { kind: 'link', label: 'Skills', permissions: ['read:SeekerRoute'] },
        { kind: 'link', label: 'Admin only', permissions: ['read:AdminRoute'] },
      ],
    },
    { kind: 'group', label: 'Admin', children: [{ kind: 'link', label: 'Users', permissions: ['read:AdminRoute'] }] },
    { kind: 'header', label: 'Admin header', permissions: ['read:AdminRoute'] },
  ];

  it('filterMenu keeps the visible tree and the callers own fields', () => {
    expect(filterMenu(menu, grants)).toEqual([
      { kind: 'header', label: 'Jobs' },
      { kind: 'link', label: 'Find jobs', permissions: ['read:SeekerRoute'] },
      { kind: 'group', label: 'CV', children: [{ kind: 'link', label: 'Skills', permissions: ['read:SeekerRoute'] }] },
    ]);
  });

  it('filterMenu does not mutate its input', () => {
    const before = JSON.stringify(menu);
    filterMenu(menu, []);
    expect(JSON.stringify(menu)).toBe(before);
  });
});

describe('abilities and group grants', () => {
  it('PUBLIC_ABILITIES are read on the four public subjects', () => {
    expect(PUBLIC_ABILITIES).toEqual([
      { action: 'read', subject: 'AppRoot' },
      { action: 'read', subject: 'AuthRoute' },
      { action: 'read', subject: 'PublicPage' },
      { action: 'read', subject: 'PublicRoute' },
    ]);
    expect(ANONYMOUS_AUTHORIZATION.grants).toEqual([
      'read:AppRoot',
      'read:AuthRoute',
      'read:PublicPage',
      'read:PublicRoute',
    ]);
  });

  const base = ['read:AppRoot', 'read:AuthRoute', 'read:PublicPage', 'read:PublicRoute', 'read:UserRoute'];
  it.each([
    ['seeker', [...base, 'read:SeekerRoute']],
    ['provider', [...base, 'read:ProviderRoute']],
    ['admin', [...base, 'read:AdminRoute']],
  ] as const)('GROUP_GRANTS.%s', (group, grants) => {
    expect(GROUP_GRANTS[group]).toEqual(grants);
  });

  it.each<[string, Grant[], SpecialEntry[], SpecialEntry[], AbilityRule[]]>([
    [
      'grants only',
      ['read:AppRoot', 'manage:all'],
      [],
      [],
      [
        { action: 'read', subject: 'AppRoot' },
        { action: 'manage', subject: 'all' },
      ],
    ],
    [
      'a * deny becomes an inverted manage rule on the URN',
      ['read:ProviderRoute'],
      [{ resource: JOB_7, actions: ['*'] }],
      [],
      [
        { action: 'read', subject: 'ProviderRoute' },
        { action: 'manage', subject: JOB_7, inverted: true },
      ],
    ],
    [
      'other deny actions are kept',
      [],
      [{ resource: JOB_7, actions: ['job:CanView'] }],
      [],
      [{ action: 'job:CanView', subject: JOB_7, inverted: true }],
    ],
    [
      'allows come before denies',
      [],
      [{ resource: JOB_7, actions: ['*'] }],
      [{ resource: JOB_7, actions: ['*'] }],
      [
        { action: 'manage', subject: JOB_7 },
        { action: 'manage', subject: JOB_7, inverted: true },
      ],
    ],
  ])('grantsToAbilityRules: %s', (_label, grants, deny, allow, expected) => {
    expect(grantsToAbilityRules(grants, deny, allow)).toEqual(expected);
  });

  it('authorizationToAbilityRules reads all three lists', () => {
    const a = auth(
      ['read:UserRoute'],
      [{ resource: JOB_7, actions: ['*'] }],
      [{ resource: 'urn:hireway:job:8', actions: ['*'] }],
    );
    expect(authorizationToAbilityRules(a)).toEqual([
      { action: 'read', subject: 'UserRoute' },
      { action: 'manage', subject: 'urn:hireway:job:8' },
      { action: 'manage', subject: JOB_7, inverted: true },
    ]);
  });
});
