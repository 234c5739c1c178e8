// The admin-verification module's public entry: what other modules may use (docs/architecture.md).
export { adminVerificationRoutes } from './admin-verification.routes';
export { approveProvider } from './admin-verification.service';
