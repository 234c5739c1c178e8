import type { Migration } from 'kysely';

import * as core from './2026-11-21T0000-core';
import * as jobsAndMail from './2026-11-21T0100-jobs-and-mail';
import * as sms from './2026-11-21T0200-sms';
import * as accountSecurity from './2026-11-21T0300-account-security';
import * as cv from './2026-11-21T0400-cv';
import * as contentSupportNotifications from './2026-11-21T0500-content-support-notifications';
import * as payments from './2026-11-21T0600-payments';
import * as providersAndJobs from './2026-11-21T0700-providers-and-jobs';
import * as hiring from './2026-11-21T0800-hiring';
import * as jobSearch from './2026-11-21T0900-job-search';
import * as seekerPreferences from './2026-11-21T1000-seeker-preferences';
import * as auditLog from './2026-11-21T1100-audit-log';
import * as jobSearchFts from './2026-11-22T0105-job-search-fts';
import * as jobBoardCountIndex from './2026-11-22T0140-job-board-count-index';
import * as referenceActive from './2026-11-22T0115-reference-active';
import * as jobListings from './2026-11-25T0100-job-listings';
import * as adminListKeysets from './2026-11-25T0200-admin-list-keysets';
import * as analyzedSearch from './2026-11-26T0100-analyzed-search';
import * as searchIndexStorage from './2026-11-27T0000-search-index-storage';
import * as listKeysets from './2026-11-27T0100-list-keysets';
import * as jobDescriptionHtml from './2026-11-27T0110-job-description-html';
import * as notificationParams from './2026-11-27T0200-notification-params';
import * as searchFacets from './2026-11-28T0000-search-facets';
import * as knownDevices from './2026-11-29T0100-known-devices';
import * as emailChanges from './2026-11-30T0400-email-changes';
import * as searchVectorTokens from './2026-12-01T0100-search-vector-tokens';

/** Every migration, in order. Bundled with the app, so the built server needs no migration folder. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T0000-core': core,
  '2026-11-21T0100-jobs-and-mail': jobsAndMail,
  '2026-11-21T0200-sms': sms,
  '2026-11-21T0300-account-security': accountSecurity,
  '2026-11-21T0400-cv': cv,
  '2026-11-21T0500-content-support-notifications': contentSupportNotifications,
  '2026-11-21T0600-payments': payments,
  '2026-11-21T0700-providers-and-jobs': providersAndJobs,
  '2026-11-21T0800-hiring': hiring,
  '2026-11-21T0900-job-search': jobSearch,
  '2026-11-21T1000-seeker-preferences': seekerPreferences,
  '2026-11-21T1100-audit-log': auditLog,
  '2026-11-22T0105-job-search-fts': jobSearchFts,
  '2026-11-22T0140-job-board-count-index': jobBoardCountIndex,
  '2026-11-22T0115-reference-active': referenceActive,
  '2026-11-25T0100-job-listings': jobListings,
  '2026-11-25T0200-admin-list-keysets': adminListKeysets,
  '2026-11-26T0100-analyzed-search': analyzedSearch,
  '2026-11-27T0000-search-index-storage': searchIndexStorage,
  '2026-11-27T0100-list-keysets': listKeysets,
  '2026-11-27T0110-job-description-html': jobDescriptionHtml,
  '2026-11-27T0200-notification-params': notificationParams,
  '2026-11-28T0000-search-facets': searchFacets,
  '2026-11-29T0100-known-devices': knownDevices,
  '2026-11-30T0400-email-changes': emailChanges,
  '2026-12-01T0100-search-vector-tokens': searchVectorTokens,
};
