import { ROUTE_PATHS, type RouteName } from '@hireway/shared';

/** Typed hrefs: every in-app link goes through here, never a hand-written URL string. */
export const paths = ROUTE_PATHS;

export const pathTo = (name: RouteName): string => ROUTE_PATHS[name];

/** Screens of spec/routes.tsv that have no route name in the spec. */
export const areaPaths = {
  seekerJobs: '/job-seeker/jobs',
  seekerCv: '/job-seeker/manage-cv/personal',
  seekerApplications: '/job-seeker/track/job-applications',
  providerJobs: '/provider/jobs',
  providerNewJob: '/provider/jobs/new',
  providerCandidates: '/provider/candidates',
  providerCompanyProfile: '/provider/company-profile',
  adminProviders: '/admin/providers',
  adminUsers: '/admin/users',
  adminSettings: '/admin/settings',
} as const;
