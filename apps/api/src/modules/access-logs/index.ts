// The access-logs module's public entry: what other modules may use (docs/architecture.md).
export { accessLogRoutes } from './access-logs.routes';
