// The reference module's public entry: what other modules may use (docs/architecture.md).
export { REFERENCE_DATA, slugify } from './reference.data';
export { referenceRoutes } from './reference.routes';
export {
  assertLocation,
  checkLocation,
  checkReferenceSlugs,
  isKnownCountry,
  knownReferenceSlugs,
  listReferenceItems,
} from './reference.service';
export { syncReferenceData } from './reference.sync';
