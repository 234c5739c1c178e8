// The admin-settings module's public entry: what other modules may use (docs/architecture.md).
export { adminSettingsRoutes } from './admin-settings.routes';
