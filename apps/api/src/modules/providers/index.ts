// The providers module's public entry: what other modules may use (docs/architecture.md).
export { logoUrl, toAdminProviderDto } from './providers.presenter';
export { providerRoutes } from './providers.routes';
export { findProviderDocuments, openOwnDocument } from './providers.service';
