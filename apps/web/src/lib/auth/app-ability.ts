import { createMongoAbility, type MongoAbility } from '@casl/ability';

import { currentAbilityRules, followAbilityRules } from './ability';

export type AppAbility = MongoAbility;

/**
 * One ability instance for the whole app, built with the signed-in shell from the session's rules (`ability.ts`):
 * CASL's `update` mutates it in place and notifies subscribers, so <Can> and useAbility re-render without a new
 * provider value.
 */
export const ability: AppAbility = createMongoAbility(currentAbilityRules());
followAbilityRules((rules) => ability.update(rules));
