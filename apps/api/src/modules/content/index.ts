// The content module's public entry: what other modules may use (docs/architecture.md).
export { toFaqDto } from './content.presenter';
export { contentRoutes } from './content.routes';
export { listBlogsForSitemap } from './content.service';
export { renderMarkdown } from './content.sanitize';
