import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';

import { FullPageLayout } from '../components/layouts/full-page-layout';
import {
  areaPaths,
  candidatePath,
  hiringPaths,
  paths,
  providerJobPath,
  publicBlogPath,
  publicJobPath,
  resourcePath,
  routePattern,
  securityPaths,
  seekerJobPath,
  seekerPaths,
  seekerTrackPath,
  supportTicketPath,
} from '../config/paths';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { createGuardLoader } from './guard/guard-loader';
import { lazyRoute, type RouteModule } from './lazy-route';
import { META } from './route-meta';
import { adminRoutes } from './routes/admin/admin-routes';
import { RootErrorBoundary } from './routes/root-error-boundary';
import { RootIndex } from './routes/root-index';
import { RootLayout } from './routes/root-layout';

/** Full-page screens (auth, account steps, public pages, 404). Each is its own lazy chunk. */
/**
 * The namespaces the public pages use beyond the core ones: a first visit from a search engine or a shared link
 * downloads these, not all twenty (about 25 KB on the wire). route-namespaces.test.ts checks each list against
 * what the page's modules ask for.
 */
const PUBLIC_NAMESPACES = {
  jobs: ['jobs', 'seeker'],
  content: ['content'],
  legal: ['legal'],
} as const;

const fullPageRoutes: RouteObject[] = [
  {
    path: routePattern(paths['auth-login']),
    handle: META.login,
    // The login page needs only the core namespaces (ADR 0031): the first visit's budget.
    lazy: lazyRoute('auth-login', () => import('./routes/auth/login'), []),
  },
  {
    path: routePattern(paths['auth-register']),
    handle: META.register,
    lazy: lazyRoute('auth-register', () => import('./routes/auth/register')),
  },
  {
    path: routePattern(paths['auth-no-sign_ups']),
    handle: META.registerClosed,
    lazy: lazyRoute('auth-register-closed', () => import('./routes/auth/register-closed')),
  },
  {
    path: routePattern(paths['auth-register-success']),
    handle: META.registerSuccess,
    lazy: lazyRoute('auth-register-success', () => import('./routes/auth/register-success')),
  },
  {
    path: routePattern(paths['auth-register-confirm-email']),
    handle: META.registerConfirmEmail,
    lazy: lazyRoute('auth-register-confirm-email', () => import('./routes/auth/register-confirm-email')),
  },
  {
    path: routePattern(paths['auth-mfa']),
    handle: META.mfa,
    lazy: lazyRoute('auth-mfa', () => import('./routes/auth/mfa')),
  },
  {
    path: routePattern(paths['auth-forgot-password']),
    handle: META.forgotPassword,
    lazy: lazyRoute('auth-forgot-password', () => import('./routes/auth/forgot-password')),
  },
  {
    path: routePattern(paths['auth-forgot-password-mfa']),
    handle: META.forgotPasswordMfa,
    lazy: lazyRoute('auth-forgot-password-mfa', () => import('./routes/auth/forgot-password-mfa')),
  },
  {
    path: routePattern(paths['auth-reset-password']),
    handle: META.resetPassword,
    lazy: lazyRoute('auth-reset-password', () => import('./routes/auth/reset-password')),
  },
  {
    path: routePattern(paths['auth-password-expiration']),
    handle: META.passwordExpiration,
    lazy: lazyRoute('auth-password-expiration', () => import('./routes/auth/password-expiration')),
  },
  {
    path: routePattern(paths['auth-verify-phone']),
    handle: META.verifyPhone,
    lazy: lazyRoute('auth-verify-phone', () => import('./routes/auth/verify-phone')),
  },
  {
    path: routePattern(paths['auth-onboarding']),
    handle: META.generalOnboarding,
    lazy: lazyRoute('auth-onboarding', () => import('./routes/auth/general-onboarding')),
  },
  {
    path: routePattern(paths['seeker-onboarding']),
    handle: META.seekerOnboarding,
    lazy: lazyRoute('seeker-onboarding', () => import('./routes/auth/seeker-onboarding')),
  },
  {
    path: routePattern(paths['seeker-onboarding-step2']),
    handle: META.seekerOnboardingStep2,
    lazy: lazyRoute('seeker-onboarding-step2', () => import('./routes/auth/seeker-onboarding-step2')),
  },
  {
    path: routePattern(paths['seeker-onboarding-step3']),
    handle: META.seekerOnboardingStep3,
    lazy: lazyRoute('seeker-onboarding-step3', () => import('./routes/auth/seeker-onboarding-step3')),
  },
  {
    path: routePattern(paths['seeker-make-payment']),
    handle: META.seekerPayment,
    lazy: lazyRoute('seeker-make-payment', () => import('./routes/auth/seeker-payment')),
  },
  {
    path: routePattern(paths['seeker-payment-verify']),
    handle: META.seekerPaymentVerify,
    lazy: lazyRoute('seeker-payment-verify', () => import('./routes/auth/seeker-payment-verify')),
  },
  {
    path: routePattern(paths['provider-onboarding']),
    handle: META.providerOnboarding,
    lazy: lazyRoute('provider-onboarding', () => import('./routes/auth/provider-onboarding')),
  },
  {
    path: routePattern(paths['pending-verification']),
    handle: META.pendingVerification,
    lazy: lazyRoute('pending-verification', () => import('./routes/auth/pending-verification')),
  },
  {
    path: routePattern(paths['declined-verification']),
    handle: META.declinedVerification,
    lazy: lazyRoute('declined-verification', () => import('./routes/auth/declined-verification')),
  },
  {
    path: routePattern(paths['misc-not-authorized']),
    handle: META.notAuthorized,
    lazy: lazyRoute('misc-not-authorized', () => import('./routes/auth/not-authorized')),
  },
  {
    path: routePattern(paths['misc-under-maintenance']),
    handle: META.maintenance,
    lazy: lazyRoute('misc-under-maintenance', () => import('./routes/auth/maintenance-mode')),
  },
  {
    path: routePattern(securityPaths.mfaRecovery),
    handle: META.mfaRecovery,
    lazy: lazyRoute('security-mfa-recovery', () => import('./routes/security/mfa-recovery')),
  },
  {
    path: routePattern(securityPaths.mfaRecoverySuccess),
    handle: META.mfaRecoverySuccess,
    lazy: lazyRoute('security-mfa-recovery-success', () => import('./routes/security/mfa-recovery-success')),
  },
  {
    path: routePattern(paths['privacy-policy']),
    handle: META.privacy,
    lazy: lazyRoute('privacy-policy', () => import('./routes/public/privacy-policy'), PUBLIC_NAMESPACES.legal),
  },
  {
    path: routePattern(paths.terms),
    handle: META.terms,
    lazy: lazyRoute('terms', () => import('./routes/public/terms'), PUBLIC_NAMESPACES.legal),
  },
  {
    path: routePattern(paths['public-blogs']),
    handle: META.publicBlogs,
    lazy: lazyRoute('public-blogs', () => import('./routes/public/blogs'), PUBLIC_NAMESPACES.content),
  },
  {
    path: routePattern(publicBlogPath(':slug')),
    handle: META.publicBlog,
    lazy: lazyRoute('public-blog', () => import('./routes/public/blog'), PUBLIC_NAMESPACES.content),
  },
  {
    path: routePattern(paths['public-jobs']),
    handle: META.publicJobs,
    lazy: lazyRoute('public-jobs', () => import('./routes/public/jobs'), PUBLIC_NAMESPACES.jobs),
  },
  {
    path: routePattern(publicJobPath(':id')),
    handle: META.publicJob,
    lazy: lazyRoute('public-job', () => import('./routes/public/job'), PUBLIC_NAMESPACES.jobs),
  },
  {
    path: routePattern(paths['public-faqs']),
    handle: META.publicFaqs,
    lazy: lazyRoute('public-faqs', () => import('./routes/public/faqs'), PUBLIC_NAMESPACES.content),
  },
  { path: '*', handle: META.notFound, lazy: lazyRoute('not-found', () => import('./routes/public/not-found'), []) },
];

/** The security area: two-factor authentication, the password and the e-mail address, inside the app shell. */
const securityRoutes: RouteObject[] = [
  {
    path: routePattern(securityPaths.mfa),
    handle: META.security,
    lazy: lazyRoute('security-mfa', () => import('./routes/security/mfa')),
  },
  {
    path: routePattern(securityPaths.mfaAuthentication),
    handle: META.security,
    lazy: lazyRoute('security-mfa-authentication', () => import('./routes/security/mfa-authentication')),
  },
  {
    path: routePattern(securityPaths.authenticationApp),
    handle: META.security,
    lazy: lazyRoute('security-authentication-app', () => import('./routes/security/authentication-app')),
  },
  {
    path: routePattern(securityPaths.mfaActivation),
    handle: META.security,
    lazy: lazyRoute('security-mfa-activation', () => import('./routes/security/mfa-activation')),
  },
  {
    path: routePattern(securityPaths.activationApp),
    handle: META.security,
    lazy: lazyRoute('security-activation-app', () => import('./routes/security/activation-app')),
  },
  {
    path: routePattern(securityPaths.mfaRecoveryCodes),
    handle: META.security,
    lazy: lazyRoute('security-mfa-recovery-codes', () => import('./routes/security/mfa-recovery-codes')),
  },
  {
    path: routePattern(paths['security-password-change']),
    handle: META.passwordChange,
    lazy: lazyRoute('security-password-change', () => import('./routes/security/password-change')),
  },  {
    path: routePattern(securityPaths.emailChange),
    handle: META.security,
    lazy: lazyRoute('security-email-change', () => import('./routes/security/email-change')),
  },
];

/** A part of the CV editor (spec section 2: /job-seeker/manage-cv/{part}). */
const cvPart = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
  path,
  handle: META.seekerArea,
  lazy: lazyRoute(`seeker-cv-${path}`, load),
});

/** The seeker area beyond the home: CV, resources, contact us. */
const seekerRoutes: RouteObject[] = [
  {
    path: routePattern(seekerPaths.cv),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-cv', () => import('./routes/seeker/manage-cv/layout')),
    children: [
      {
        index: true,
        handle: META.seekerArea,
        lazy: lazyRoute('seeker-cv-index', () => import('./routes/seeker/manage-cv/index')),
      },
      cvPart('personal', () => import('./routes/seeker/manage-cv/personal')),
      cvPart('personal-details', () => import('./routes/seeker/manage-cv/personal-details')),
      cvPart('address', () => import('./routes/seeker/manage-cv/address')),
      cvPart('work-experience', () => import('./routes/seeker/manage-cv/work-experience')),
      cvPart('education-history', () => import('./routes/seeker/manage-cv/education-history')),
      cvPart('skills', () => import('./routes/seeker/manage-cv/skills')),
      cvPart('languages', () => import('./routes/seeker/manage-cv/languages')),
      cvPart('voluntary-services', () => import('./routes/seeker/manage-cv/voluntary-services')),
      cvPart('hobbies', () => import('./routes/seeker/manage-cv/hobbies')),
      cvPart('references', () => import('./routes/seeker/manage-cv/references')),
    ],
  },
  {
    path: routePattern(seekerPaths.cvPrint),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-cv-print', () => import('./routes/seeker/manage-cv/print')),
  },
  {
    path: routePattern(seekerPaths.resources),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-resources', () => import('./routes/seeker/resources')),
  },
  {
    path: routePattern(resourcePath(':slug')),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-resource', () => import('./routes/seeker/resource')),
  },
  {
    path: routePattern(seekerPaths.contactUs),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-contact-us', () => import('./routes/seeker/contact-us')),
  },
  {
    path: routePattern(seekerPaths.newSupportTicket),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-contact-us-new', () => import('./routes/seeker/contact-us-new')),
  },
  {
    path: routePattern(supportTicketPath(':ticketId')),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-contact-us-ticket', () => import('./routes/seeker/contact-us-ticket')),
  },
];

/** Job screens (issue 5): the provider's jobs and applications, the seeker's job search. */
const jobRoutes: RouteObject[] = [
  {
    path: routePattern(areaPaths.providerJobs),
    handle: META.providerArea,
    lazy: lazyRoute('provider-jobs', () => import('./routes/provider/jobs/list')),
  },
  {
    path: routePattern(areaPaths.providerNewJob),
    handle: META.providerArea,
    lazy: lazyRoute('provider-job-new', () => import('./routes/provider/jobs/new')),
  },
  {
    path: routePattern(providerJobPath(':jobId', 'update')),
    handle: META.providerArea,
    lazy: lazyRoute('provider-job-update', () => import('./routes/provider/jobs/update')),
  },
  {
    path: routePattern(providerJobPath(':jobId', 'preview')),
    handle: META.providerArea,
    lazy: lazyRoute('provider-job-preview', () => import('./routes/provider/jobs/preview')),
  },
  {
    path: routePattern(providerJobPath(':jobId', 'applications')),
    handle: META.providerArea,
    lazy: lazyRoute('provider-job-applications', () => import('./routes/provider/jobs/applications')),
  },
  {
    path: routePattern(areaPaths.providerCompanyProfile),
    handle: META.providerArea,
    lazy: lazyRoute('provider-company-profile', () => import('./routes/provider/company-profile')),
  },
  {
    path: routePattern(areaPaths.seekerJobs),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-jobs', () => import('./routes/seeker/jobs/list')),
  },
  {
    path: routePattern(areaPaths.seekerMyJobs),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-my-jobs', () => import('./routes/seeker/jobs/my-jobs')),
  },
  {
    path: routePattern(areaPaths.seekerTrack),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-track', () => import('./routes/seeker/jobs/track-index')),
  },
  {
    path: routePattern(areaPaths.seekerApplications),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-track-applications', () => import('./routes/seeker/jobs/track-applications')),
  },
  {
    path: routePattern(seekerTrackPath('additional-documents')),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-track-documents', () => import('./routes/seeker/jobs/track-additional-documents')),
  },
  {
    path: routePattern(seekerTrackPath('interview-requests')),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-track-interviews', () => import('./routes/seeker/jobs/track-interview-requests')),
  },
  {
    path: routePattern(seekerJobPath(':jobId')),
    handle: META.seekerArea,
    lazy: lazyRoute('seeker-job', () => import('./routes/seeker/jobs/details')),
  },
];

/** The provider's hiring screens (issue 5): the candidate pool, CV actions by subject, employees. */
const hiringRoutes: RouteObject[] = [
  {
    path: routePattern(hiringPaths.candidates),
    handle: META.providerArea,
    lazy: lazyRoute('provider-candidates', () => import('./routes/provider/candidates/list')),
  },
  {
    path: routePattern(candidatePath(':candidateId')),
    handle: META.providerArea,
    lazy: lazyRoute('provider-candidate', () => import('./routes/provider/candidates/detail')),
  },
  {
    path: routePattern(hiringPaths.shortlisted),
    handle: META.providerArea,
    lazy: lazyRoute('provider-shortlisted', () => import('./routes/provider/hiring/shortlisted')),
  },
  {
    path: routePattern(hiringPaths.scheduledInterviews),
    handle: META.providerArea,
    lazy: lazyRoute('provider-scheduled-interviews', () => import('./routes/provider/hiring/scheduled-interviews')),
  },
  {
    path: routePattern(hiringPaths.additionalDocuments),
    handle: META.providerArea,
    lazy: lazyRoute('provider-additional-documents', () => import('./routes/provider/hiring/additional-documents')),
  },
  {
    path: routePattern(hiringPaths.myCandidates),
    handle: META.providerArea,
    lazy: lazyRoute('provider-my-candidates', () => import('./routes/provider/hiring/my-candidates')),
  },
];

const loadStandardLayout = () =>
  import('./layouts/standard-layout-route').then((module) => ({ Component: module.StandardLayoutRoute }));

/** Signed-in screens inside the app shell. */
const standardRoutes: RouteObject[] = [
  {
    path: routePattern(paths['seeker-home']),
    handle: META.seekerHome,
    lazy: lazyRoute('seeker-home', () => import('./routes/seeker/home')),
  },
  {
    path: routePattern(paths['provider-home']),
    handle: META.providerHome,
    lazy: lazyRoute('provider-home', () => import('./routes/provider/home')),
  },
  ...adminRoutes,
  ...securityRoutes,
  ...seekerRoutes,
  ...jobRoutes,
  ...hiringRoutes,
  {
    path: routePattern(paths['auth-account']),
    handle: META.account,
    lazy: lazyRoute('auth-account', () => import('./routes/auth/account')),
  },
];

export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: paths.root,
      handle: META.layout,
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      // The static placeholder of index.html stays up until the first guard decision.
      HydrateFallback: () => null,
      loader: createGuardLoader(() => routes, queryClient),
      // Every navigation is guarded, not only those that change the root's params.
      shouldRevalidate: () => true,
      children: [
        { index: true, handle: META.root, Component: RootIndex },
        // The signed-in shell (menus, notification bell) is its own chunk: the login page never loads it (ADR 0031).
        { handle: META.layout, lazy: lazyRoute('standard-layout', loadStandardLayout), children: standardRoutes },
        { handle: META.layout, Component: FullPageLayout, children: fullPageRoutes },
      ],
    },
  ];
  return routes;
};

export const appRoutes = createRoutes(defaultQueryClient);

export const createAppRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(appRoutes, hydrationData === undefined ? {} : { hydrationData });
