// The dashboards module's public entry: what other modules may use (docs/architecture.md).
export { dashboardRoutes } from './dashboards.routes';
