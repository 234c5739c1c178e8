// The dev module's public entry: what other modules may use (docs/architecture.md).
export { devRoutes } from './dev.routes';
export { devSmsRoutes } from './sms-outbox.routes';
