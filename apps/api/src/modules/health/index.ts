// The health module's public entry: what other modules may use (docs/architecture.md).
export { healthRoutes } from './health.routes';
