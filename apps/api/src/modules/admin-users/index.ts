// The admin-users module's public entry: what other modules may use (docs/architecture.md).
export { adminUserRoutes } from './admin-users.routes';
export { reinstateUser, suspendUser } from './admin-users.service';
