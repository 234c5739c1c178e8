import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { PUBLIC_ABILITIES, type AbilityRule } from '@hireway/shared';

export type AppAbility = MongoAbility;

/**
 * One ability instance for the whole app: CASL's `update` mutates it in place and notifies
 * subscribers, so <Can> and useAbility re-render without a new provider value.
 */
export const ability: AppAbility = createMongoAbility([...PUBLIC_ABILITIES]);

export const updateAbilities = (rules: readonly AbilityRule[]): void => {
  ability.update([...rules]);
};

/** Back to what an anonymous visitor may do (spec section 6). */
export const resetAbilities = (): void => {
  ability.update([...PUBLIC_ABILITIES]);
};
