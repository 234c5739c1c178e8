// The admin-reference module's public entry: what other modules may use (docs/architecture.md).
export { adminReferenceRoutes } from './admin-reference.routes';
