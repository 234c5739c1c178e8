// The admin-support module's public entry: what other modules may use (docs/architecture.md).
export { adminSupportRoutes } from './admin-support.routes';
