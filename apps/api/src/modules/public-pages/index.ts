// The public-pages module's public entry: what other modules may use (docs/architecture.md).
export { loadBuiltPageSource } from './page-renderer';
export type { PageSource } from './page-renderer';
export { publicPagesPlugin } from './public-pages.routes';
