/** What another screen may tell the login screen when it sends the user there (router state). */
export interface LoginNotice {
  notice: 'password-reset';
}

export const PASSWORD_RESET_NOTICE: LoginNotice = { notice: 'password-reset' };

/**
 * The router state as a login notice, or null (any other state, e.g. one a bookmark or another screen left). A
 * plain check, not zod: the login page's first load stays without it (ADR 0033).
 */
export const readLoginNotice = (state: unknown): LoginNotice | null =>
  typeof state === 'object' && state !== null && 'notice' in state && state.notice === 'password-reset'
    ? PASSWORD_RESET_NOTICE
    : null;
