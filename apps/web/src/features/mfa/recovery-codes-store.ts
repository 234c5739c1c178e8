/**
 * Recovery codes are shown once (docs/decisions/0005): they wait here, in memory only, between the
 * answer that issued them and the screen that shows them. A reload forgets them on purpose.
 */
let pendingCodes: readonly string[] | null = null;

export const holdRecoveryCodes = (codes: readonly string[]): void => {
  pendingCodes = [...codes];
};

export const peekRecoveryCodes = (): readonly string[] | null => pendingCodes;

export const forgetRecoveryCodes = (): void => {
  pendingCodes = null;
};
