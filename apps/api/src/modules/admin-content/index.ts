// The admin-content module's public entry: what other modules may use (docs/architecture.md).
export { adminContentRoutes, blogCoverRoutes } from './admin-content.routes';
