import { PUBLIC_ABILITIES, type AbilityRule } from '@hireway/shared';

/**
 * The rules the signed-in user may act by (CASL rules from the server; spec section 6), kept without CASL: the
 * CASL instance (`app-ability.ts`) is built with the signed-in shell, so CASL stays out of a first visit's
 * JavaScript (ADR 0033). It follows every later change in place.
 */
let rules: AbilityRule[] = [...PUBLIC_ABILITIES];
let follower: ((next: AbilityRule[]) => void) | null = null;

/** The current rules (what the CASL instance starts from). */
export const currentAbilityRules = (): AbilityRule[] => [...rules];

/** Called once by `app-ability.ts`: the CASL instance gets every later update. */
export const followAbilityRules = (update: (next: AbilityRule[]) => void): void => {
  follower = update;
};

export const updateAbilities = (next: readonly AbilityRule[]): void => {
  rules = [...next];
  follower?.([...rules]);
};

/** Back to what an anonymous visitor may do (spec section 6). */
export const resetAbilities = (): void => {
  updateAbilities(PUBLIC_ABILITIES);
};
