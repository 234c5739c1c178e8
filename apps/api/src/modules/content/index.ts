// The content module's public entry: what other modules may use (docs/architecture.md).
export { toFaqDto } from './content.presenter';
export { findPublishedBlogsForSitemap } from './content.repository';
export { contentRoutes } from './content.routes';
export { renderMarkdown } from './content.sanitize';
