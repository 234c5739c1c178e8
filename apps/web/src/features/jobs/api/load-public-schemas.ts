/** The public job calls' schemas (`public-schemas.ts`), loaded once, with the first call that needs them. */
export const loadPublicJobSchemas = () => import('./public-schemas');
