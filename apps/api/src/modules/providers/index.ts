// The providers module's public entry: what other modules may use (docs/architecture.md).
export { logoUrl, toAdminProviderDto } from './providers.presenter';
export { findDocuments } from './providers.repository';
export { providerRoutes } from './providers.routes';
export { openOwnDocument } from './providers.service';
