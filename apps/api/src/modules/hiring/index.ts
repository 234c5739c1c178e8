/*
 * The hiring slice's public entry (docs/decisions/0024-hiring-slice.md): applications, candidate search, CV
 * actions (shortlist, interview, documents, offer) and employments, with their state machines, live in this one
 * module because each step moves the others (an offer accepted hires, a hire closes the application and the CV
 * action). Other modules use only what is exported here; what another slice must hear of goes out as a job
 * through the outbox (notifications, e-mails, realtime).
 */
export { applicationRoutes } from './applications.routes';
export { candidateRoutes } from './candidates.routes';
export { cvActionRoutes } from './cv-actions.routes';
export { employmentRoutes } from './employments.routes';
export {
  PROVIDER_GRANTS,
  SEEKER_GRANTS,
  UNAPPROVED_PROVIDER_MESSAGE,
  UNPAID_SEEKER_MESSAGE,
  approvedProviderOnly,
  paidSeekerOnly,
} from './hiring.access';
export {
  HIRING_ERRORS,
  LINKS,
  PARTY_NAME_COLUMNS,
  PROVIDER_NAME_COLUMNS,
  type PartyScope,
  companyNameOf,
  fullName,
  isPostgres,
  joinParties,
  startOfMonthUtc,
  whereParty,
} from './hiring.common';
