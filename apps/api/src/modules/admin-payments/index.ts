// The admin-payments module's public entry: what other modules may use (docs/architecture.md).
export { adminPaymentsRoutes } from './admin-payments.routes';
