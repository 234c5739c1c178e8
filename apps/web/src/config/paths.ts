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

/** A path with a query string, e.g. the reset page with its token. */
export const withQuery = (path: string, query: Record<string, string>): string => {
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
};
