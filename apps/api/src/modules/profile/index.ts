// The profile module's public entry: what other modules may use (docs/architecture.md).
export { profileRoutes } from './profile.routes';
