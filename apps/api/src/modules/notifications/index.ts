// The notifications module's public entry: what other modules may use (docs/architecture.md).
export { PUSH_NOTIFICATION_JOB } from './notifications.jobs';
export { notificationRoutes } from './notifications.routes';
export { notify } from './notifications.service';
