// The admin-logs module's public entry: what other modules may use (docs/architecture.md).
export { adminLogsRoutes } from './admin-logs.routes';
export { dayBounds, ilike, likePattern, userRef } from './admin-query';
