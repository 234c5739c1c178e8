/*
 * The jobs module's public entry for other modules. Whatever changes what a listed job shows, or whether it is
 * listed, calls one of these in the same transaction (docs/decisions/0014-job-listings.md): a provider approved,
 * declined, suspended or reinstated, a company renamed or given a new logo. The bench seeder rebuilds the whole
 * read model with rebuildJobListings after a bulk load (on PostgreSQL it writes the listings itself, with
 * listingVectorText, and ends with finishListingsLoad). Jobs and company names are written with their search
 * columns (jobSearchFields, nameSearchText).
 */
export {
  expireJobListings,
  finishListingsLoad,
  LISTED_KEY_SLOTS,
  listingExcerpt,
  readListingVersion,
  rebuildJobListings,
  refreshJobListing,
  refreshProviderListings,
  retractProviderListings,
} from './job-listings';
export { registerJobListingJobs } from './job-listings.jobs';
export { DictionaryCounts } from './job-search-dictionary';
export { listingFacetWords } from './listing-facets';
export { listingVectorText } from './listing-vector';
export { jobSearchFields, nameSearchText, normalizeSearchText } from './jobs.search';
export { findHiringCompanies, type HiringCompanyRow } from './job-board.service';
export { jobBoardRoutes } from './job-board.routes';
export { countListedJobsToday, walkListedJobs } from './job-sitemap.service';
export { jobRoutes } from './jobs.routes';
export { analyzeDocument, detectLanguage, distinctTokens, jobSearchColumns } from './search';
