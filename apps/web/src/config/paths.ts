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
} as const;

/**
 * A path segment from a value: encoded, except a router parameter (`:userId`), so the router's patterns come
 * from the same builders as the links (`routePattern(adminPaths.user(':userId'))`).
 */
const segment = (value: string): string => (/^:[A-Za-z]+$/.test(value) ? value : encodeURIComponent(value));

/** A screen path as a child route of the root route (`/admin/users` → `admin/users`). */
export const routePattern = (path: string): string => path.replace(/^\//, '');

/** The admin console (issues 6 and 13): every screen under /admin, in one place. */
export const adminPaths = {
  home: ROUTE_PATHS['admin-home'],
  providers: '/admin/providers',
  users: '/admin/users',
  user: (id: string): string => `/admin/users/${segment(id)}`,
  settings: '/admin/settings',
  tickets: '/admin/tickets',
  ticket: (id: string): string => `/admin/tickets/${segment(id)}`,
  payments: '/admin/payments',
  logs: '/admin/logs',
  blogs: '/admin/blogs',
  newBlog: '/admin/blogs/new',
  blog: (id: string): string => `/admin/blogs/${segment(id)}`,
  comments: '/admin/comments',
  faqs: '/admin/faqs',
  reference: '/admin/reference',
} as const;

/** The security area (spec section 2): none of these has a route name in the spec. */
export const securityPaths = {
  area: '/security',
  mfa: '/security/mfa',
  mfaAuthentication: '/security/mfa-authentication',
  authenticationApp: '/security/authentication-app',
  mfaActivation: '/security/mfa-activation',
  activationApp: '/security/activation-app',
  mfaRecoveryCodes: '/security/mfa-recovery-codes',
  mfaRecovery: '/security/mfa-recovery',
  mfaRecoverySuccess: '/security/mfa-recovery-success',
  /** Changing the account's e-mail address (ADR 0036), beside the password change. */
  emailChange: '/security/email/change',
} as const;

/** Job screens (issue 5): a job on the public board, in the seeker area and in the provider area. */
export const publicJobPath = (id: string): string => `${paths['public-jobs']}/${segment(id)}`;
export const seekerJobPath = (id: string): string => `${areaPaths.seekerJobs}/${segment(id)}`;
export const providerJobPath = (id: string, screen: 'update' | 'preview' | 'applications'): string =>
  `${areaPaths.providerJobs}/${segment(id)}/${screen}`;

/** One part of the seeker's tracking screen (`/job-seeker/track/{part}`). */
export const seekerTrackPath = (part: 'job-applications' | 'additional-documents' | 'interview-requests'): string =>
  `${areaPaths.seekerTrack}/${part}`;

/** The provider's hiring screens (issue 5): none of these has a route name in the spec. */
export const hiringPaths = {
  candidates: '/provider/candidates',
  shortlisted: '/provider/shortlisted',
  scheduledInterviews: '/provider/scheduled-interviews',
  additionalDocuments: '/provider/additional-documents',
  myCandidates: '/provider/my-candidates',
} as const;
/** One candidate's CV and the provider's actions on them. */
export const candidatePath = (id: string): string => `${hiringPaths.candidates}/${segment(id)}`;

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
export const resourcePath = (slug: string): string => `${seekerPaths.resources}/${segment(slug)}`;
/** A blog article on the public pages. */
export const publicBlogPath = (slug: string): string => `${paths['public-blogs']}/${segment(slug)}`;
/** One support ticket's conversation. */
export const supportTicketPath = (id: string): string => `${seekerPaths.contactUs}/${segment(id)}`;
