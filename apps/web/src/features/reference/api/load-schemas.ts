/** The reference lists' schemas (`schemas.ts`), loaded once, with the first list asked for. */
export const loadReferenceSchemas = () => import('./schemas');
