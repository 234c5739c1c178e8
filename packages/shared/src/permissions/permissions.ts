/**
 * Pure permission logic of spec section 6, shared by the web (menus, guards, buttons) and the
 * API (route checks). Grants are `action:Subject` strings; special lists refine one resource.
 */
import type { UserGroup } from '../auth/auth.schemas';
import { RESOURCE_URN_PREFIX } from '../constants/constants';
import type { AbilityRule, Authorization, Grant, SpecialEntry } from './permission.schemas';

/** Every action on the resource, in special_allow / special_deny entries. */
export const ALL_ACTIONS = '*';
/** CASL's "any action" and "any subject". */
export const CASL_MANAGE = 'manage';
export const CASL_ALL = 'all';

/** 'urn:hireway:{resource}:{id}' */
export const resourceUrn = (resource: string, id: string | number): string =>
  `${RESOURCE_URN_PREFIX}:${resource}:${id}`;

/** Splits at the first ':' so subjects stay whole. */
export const parseGrant = (grant: Grant): { action: string; subject: string } => {
  const at = grant.indexOf(':');
  return at < 0 ? { action: grant, subject: '' } : { action: grant.slice(0, at), subject: grant.slice(at + 1) };
};

/**
 * Whether a held grant covers a needed one. Besides equality, `manage:X` covers every action on X
 * and `…:all` every subject, because CASL reads the same grants that way: the web's `can()` and
 * these checks must never disagree.
 */
export const grantCovers = (held: Grant, needed: Grant): boolean => {
  if (held === needed) return true;
  const h = parseGrant(held);
  const n = parseGrant(needed);
  return (h.action === CASL_MANAGE || h.action === n.action) && (h.subject === CASL_ALL || h.subject === n.subject);
};

const holds = (grants: readonly Grant[], needed: Grant): boolean => grants.some((g) => grantCovers(g, needed));

/** Every required grant is held (an empty requirement is met). */
export const hasAllGrants = (grants: readonly Grant[], required: readonly Grant[]): boolean =>
  required.every((needed) => holds(grants, needed));

/** At least one required grant is held (an empty requirement is met: nothing was asked). */
export const hasAnyGrant = (grants: readonly Grant[], required: readonly Grant[]): boolean =>
  required.length === 0 || required.some((needed) => holds(grants, needed));

const entriesFor = (entries: readonly SpecialEntry[], urn: string): SpecialEntry[] =>
  entries.filter((e) => e.resource === urn);

export interface RouteResource {
  /** The resource type of the URN, e.g. 'job'. */
  type: string;
  id: string | number;
}

export interface RouteCheck {
  authorization: Authorization;
  required: readonly Grant[];
  resource?: RouteResource | null;
}

/**
 * A route is allowed when every required grant is held. For a resource route, a special_deny
 * entry for its URN with '*' blocks it even if the grants allow (deny beats allow), and any
 * special_allow entry for its URN permits it without the grants.
 */
export const isRouteAllowed = ({ authorization, required, resource }: RouteCheck): boolean => {
  if (resource) {
    const urn = resourceUrn(resource.type, resource.id);
    if (entriesFor(authorization.special_deny, urn).some((e) => e.actions.includes(ALL_ACTIONS))) return false;
    if (entriesFor(authorization.special_allow, urn).length > 0) return true;
  }
  return hasAllGrants(authorization.grants, required);
};

/** The action a "can view" check looks for in special_deny, e.g. 'job:CanView'. */
export const canViewAction = (resourceType: string): string => `${resourceType}:CanView`;

/** Denied only by a special_deny entry for the resource with '{type}:CanView' or '*'. */
export const canView = (
  authorization: Pick<Authorization, 'special_deny'>,
  resourceType: string,
  id: string | number,
): boolean => {
  const denied = new Set([canViewAction(resourceType), ALL_ACTIONS]);
  return !entriesFor(authorization.special_deny, resourceUrn(resourceType, id)).some((e) =>
    e.actions.some((a) => denied.has(a)),
  );
};

// ---- Menus -------------------------------------------------------------------------------

export interface MenuLink {
  kind: 'link';
  /** All are needed. */
  permissions: readonly Grant[];
}
export interface MenuHeader {
  kind: 'header';
  /** Any one is enough; none means always visible. */
  permissions?: readonly Grant[];
}
export interface MenuGroup<C extends MenuItem = MenuItem> {
  kind: 'group';
  children: readonly C[];
}
/**
 * Callers add their own fields by extending the three kinds
 * (`interface NavLink extends MenuLink { label: string }`, `interface NavGroup extends MenuGroup<NavItem>`);
 * filterMenu keeps those fields.
 */
export type MenuItem = MenuLink | MenuHeader | MenuGroup;

/** Links need all their permissions, headers any, groups at least one visible child. */
export const isMenuItemVisible = (item: MenuItem, grants: readonly Grant[]): boolean => {
  switch (item.kind) {
    case 'link':
      return hasAllGrants(grants, item.permissions);
    case 'header':
      return hasAnyGrant(grants, item.permissions ?? []);
    case 'group':
      return item.children.some((child) => isMenuItemVisible(child, grants));
  }
};

/** The visible tree: hidden items dropped, groups keep only their visible children. */
export const filterMenu = <T extends MenuItem>(items: readonly T[], grants: readonly Grant[]): T[] =>
  items.flatMap((item): T[] => {
    if (!isMenuItemVisible(item, grants)) return [];
    if (item.kind !== 'group') return [item];
    return [{ ...item, children: filterMenu(item.children, grants) }];
  });

// ---- Abilities -------------------------------------------------------------------------------

/** What an anonymous visitor may open (spec section 6). */
export const PUBLIC_GRANTS: Grant[] = ['read:AppRoot', 'read:AuthRoute', 'read:PublicPage', 'read:PublicRoute'];

const BASE_USER_GRANTS: Grant[] = [...PUBLIC_GRANTS, 'read:UserRoute'];

/** The route grants every member of a group starts with. */
export const GROUP_GRANTS: Record<UserGroup, Grant[]> = {
  seeker: [...BASE_USER_GRANTS, 'read:SeekerRoute'],
  provider: [...BASE_USER_GRANTS, 'read:ProviderRoute'],
  admin: [...BASE_USER_GRANTS, 'read:AdminRoute'],
};

/** The authorization of a visitor who is not logged in. */
export const ANONYMOUS_AUTHORIZATION: Readonly<Authorization> = {
  grants: [...PUBLIC_GRANTS],
  special_allow: [],
  special_deny: [],
};

/**
 * CASL raw rules for the grants. Special entries become rules whose subject is the URN:
 * '*' turns into CASL's 'manage' (any action), other actions ('job:CanView') are kept as they are.
 * Allows come before denies because in CASL a later rule wins: deny beats allow, as on the server.
 */
export const grantsToAbilityRules = (
  grants: readonly Grant[],
  specialDeny: readonly SpecialEntry[] = [],
  specialAllow: readonly SpecialEntry[] = [],
): AbilityRule[] => {
  const special = (entries: readonly SpecialEntry[], inverted: boolean): AbilityRule[] =>
    entries.flatMap((e) =>
      e.actions.map((a) => ({
        action: a === ALL_ACTIONS ? CASL_MANAGE : a,
        subject: e.resource,
        ...(inverted ? { inverted: true } : {}),
      })),
    );
  return [...grants.map(parseGrant), ...special(specialAllow, false), ...special(specialDeny, true)];
};

export const PUBLIC_ABILITIES: AbilityRule[] = grantsToAbilityRules(PUBLIC_GRANTS);

/** The CASL rules of a whole authorization. */
export const authorizationToAbilityRules = (authorization: Authorization): AbilityRule[] =>
  grantsToAbilityRules(authorization.grants, authorization.special_deny, authorization.special_allow);
