// The reference module's public entry: what other modules may use (docs/architecture.md).
export { REFERENCE_DATA, slugify } from './reference.data';
export { findCountry, findReferenceItems, findReferenceSlugs, findState } from './reference.repository';
export { referenceRoutes } from './reference.routes';
export { syncReferenceData } from './reference.sync';
