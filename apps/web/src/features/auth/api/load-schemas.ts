/** The auth schemas' module (`schemas.ts`), loaded once, when the first call or check needs it (ADR 0033). */
export const loadAuthSchemas = () => import('./schemas');
