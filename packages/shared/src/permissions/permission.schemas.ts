import { z } from 'zod';

/** Subjects that routes and menus are guarded by (spec section 6). */
export const ROUTE_SUBJECTS = [
  'AppRoot',
  'AuthRoute',
  'PublicPage',
  'PublicRoute',
  'UserRoute',
  'SeekerRoute',
  'ProviderRoute',
  'AdminRoute',
] as const;
export type RouteSubject = (typeof ROUTE_SUBJECTS)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

/** A grant is `action:Subject`, e.g. `read:ProviderRoute`. */
export const grantSchema = z.string().regex(/^[a-z]+:[A-Za-z]+$/, 'A grant looks like action:Subject');
export type Grant = z.infer<typeof grantSchema>;

/** `urn:hireway:{resource}:{id}` */
export const resourceUrnSchema = z
  .string()
  .regex(/^urn:hireway:[a-z][a-z0-9-]*:[A-Za-z0-9-]+$/, 'A resource URN looks like urn:hireway:{resource}:{id}');

/** One special_allow / special_deny entry. `*` in actions means every action. */
export const specialEntrySchema = z.object({
  resource: resourceUrnSchema,
  actions: z.array(z.string().min(1)).min(1),
});
export type SpecialEntry = z.infer<typeof specialEntrySchema>;

export const authorizationSchema = z.object({
  grants: z.array(grantSchema),
  special_allow: z.array(specialEntrySchema),
  special_deny: z.array(specialEntrySchema),
});
export type Authorization = z.infer<typeof authorizationSchema>;

/** A CASL raw rule as the client's AbilityProvider takes it. */
export const abilityRuleSchema = z.object({
  action: z.string(),
  subject: z.string(),
  inverted: z.boolean().optional(),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;
