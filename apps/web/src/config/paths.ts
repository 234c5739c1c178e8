import { ROUTE_PATHS, type RouteName } from '@hireway/shared';

/** Typed hrefs: every in-app link goes through here, never a hand-written URL string. */
export const paths = ROUTE_PATHS;

export const pathTo = (name: RouteName): string => ROUTE_PATHS[name];

/** Screens of spec/routes.tsv that have no route name in the spec. */
export const areaPaths = {
  seekerJobs: '/job-seeker/jobs',
  seekerCv: '/job-seeker/manage-cv/personal',
  seekerApplications: '/job-seeker/track/job-applications',
  seekerTrack: '/job-seeker/track',
  seekerMyJobs: '/job-seeker/my-jobs',
  providerJobs: '/provider/jobs',
  providerNewJob: '/provider/jobs/new',
  providerCandidates: '/provider/candidates',
  providerCompanyProfile: '/provider/company-profile',
  adminProviders: '/admin/providers',
  adminUsers: '/admin/users',
  adminSettings: '/admin/settings',
} as const;

/** One account in the admin console. */
export const adminUserPath = (id: string): string => `${areaPaths.adminUsers}/${encodeURIComponent(id)}`;

/** The security area (spec section 2): none of these has a route name in the spec. */
export const securityPaths = {
  mfa: '/security/mfa',
  mfaAuthentication: '/security/mfa-authentication',
  authenticationApp: '/security/authentication-app',
  mfaActivation: '/security/mfa-activation',
  activationApp: '/security/activation-app',
  mfaRecoveryCodes: '/security/mfa-recovery-codes',
  mfaRecovery: '/security/mfa-recovery',
  mfaRecoverySuccess: '/security/mfa-recovery-success',
} as const;

/** Job screens (issue 5): a job on the public board, in the seeker area and in the provider area. */
export const publicJobPath = (id: string): string => `${paths['public-jobs']}/${encodeURIComponent(id)}`;
export const seekerJobPath = (id: string): string => `${areaPaths.seekerJobs}/${encodeURIComponent(id)}`;
export const providerJobPath = (id: string, screen: 'update' | 'preview' | 'applications'): string =>
  `${areaPaths.providerJobs}/${encodeURIComponent(id)}/${screen}`;

/** The provider's hiring screens (issue 5): none of these has a route name in the spec. */
export const hiringPaths = {
  candidates: '/provider/candidates',
  shortlisted: '/provider/shortlisted',
  scheduledInterviews: '/provider/scheduled-interviews',
  additionalDocuments: '/provider/additional-documents',
  myCandidates: '/provider/my-candidates',
} as const;
/** One candidate's CV and the provider's actions on them. */
export const candidatePath = (id: string): string => `${hiringPaths.candidates}/${encodeURIComponent(id)}`;

/** A path with a query string, e.g. the reset page with its token. */
export const withQuery = (path: string, query: Record<string, string>): string => {
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
};

/** The seeker area (spec section 2) beyond the home: none of these has a route name in the spec. */
export const seekerPaths = {
  cv: '/job-seeker/manage-cv',
  cvPrint: '/job-seeker/manage-cv/print',
  resources: '/job-seeker/resources',
  contactUs: '/job-seeker/contact-us',
  newSupportTicket: '/job-seeker/contact-us/new',
} as const;

/** One part of the CV editor, e.g. `cvSectionPath('work-experience')`. */
export const cvSectionPath = (segment: string): string => `${seekerPaths.cv}/${segment}`;
/** A resource (blog article) inside the seeker area. */
export const resourcePath = (slug: string): string => `${seekerPaths.resources}/${encodeURIComponent(slug)}`;
/** A blog article on the public pages. */
export const publicBlogPath = (slug: string): string => `${paths['public-blogs']}/${encodeURIComponent(slug)}`;
/** One support ticket's conversation. */
export const supportTicketPath = (id: string): string => `${seekerPaths.contactUs}/${encodeURIComponent(id)}`;
