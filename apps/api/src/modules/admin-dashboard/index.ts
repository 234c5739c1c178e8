// The admin-dashboard module's public entry: what other modules may use (docs/architecture.md).
export { adminDashboardRoutes } from './admin-dashboard.routes';
