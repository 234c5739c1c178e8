import {
  dataEnvelope,
  errorBodySchema,
  type Grant,
  PROVIDER_DOCUMENT_FIELDS,
  PROVIDER_LOGO_FIELD,
  providerDocumentParamsSchema,
  type ProviderOnboardingInput,
  providerOnboardingRequestSchema,
  providerOnboardingResponseSchema,
  providerProfileSchema,
  providerProfileUpdateRequestSchema,
  publicProviderListQuerySchema,
  publicProviderListResponseSchema,
  UPLOAD_RULES,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponses } from '../../plugins/route-config';
import { sendDownload } from '../../core/storage';
import { requireActor } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/multipart';
import type { MultipartFileRule } from '../../types';
import { createProviderLimiters } from './providers.limits';
import {
  type DocumentUpload,
  getCompanyProfile,
  getOnboardingSubmission,
  listPublicProviders,
  openOwnDocument,
  submitProviderOnboarding,
  updateCompanyProfile,
} from './providers.service';

/** Providers only: seekers and admins get 403. */
export const PROVIDER_ONLY: readonly Grant[] = ['read:ProviderRoute'];

const LOGO_RULE: MultipartFileRule = UPLOAD_RULES.providerLogo;
const DOCUMENT_RULE: MultipartFileRule = UPLOAD_RULES.providerDocument;
const ONBOARDING_FILES: Record<string, MultipartFileRule> = {
  [PROVIDER_LOGO_FIELD]: LOGO_RULE,
  ...Object.fromEntries(PROVIDER_DOCUMENT_FIELDS.map((field) => [field, DOCUMENT_RULE])),
};

const documentsOf = (uploads: Map<string, UploadedFile>, body: ProviderOnboardingInput): DocumentUpload[] =>
  PROVIDER_DOCUMENT_FIELDS.flatMap((field) => {
    const file = uploads.get(field);
    return file ? [{ file, kind: body[`${field}_kind`] }] : [];
  });

const errors = errorResponses(400, 401, 403);

/** Business onboarding, the company profile and its documents (providers), and the public company list. */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiters = createProviderLimiters(app);

  app.post(
    '/auth/onboarding/provider',
    {
      config: { permissions: PROVIDER_ONLY, multipart: ONBOARDING_FILES },
      schema: {
        tags: ['providers'],
        summary:
          'Business onboarding: company details, a `logo` (PNG, JPEG or WebP, 2 MB) and registration documents document_1..3 (PDF, Word .docx, PNG or JPEG, 5 MB; one at least the first time); the business becomes pending',
        consumes: ['multipart/form-data', 'application/json'],
        body: providerOnboardingRequestSchema,
        response: {
          200: dataEnvelope(providerOnboardingResponseSchema),
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const result = await submitProviderOnboarding(
        app,
        limiters,
        actor.user,
        request.body,
        { logo: request.uploads.get(PROVIDER_LOGO_FIELD), documents: documentsOf(request.uploads, request.body) },
        await request.settings(),
      );
      return { data: result };
    },
  );

  app.get(
    '/auth/onboarding/provider',
    {
      config: { permissions: PROVIDER_ONLY },
      schema: {
        tags: ['providers'],
        summary: 'What the provider submitted so far (null before the first submission), to fill the form again',
        response: { 200: dataEnvelope(providerProfileSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ data: await getOnboardingSubmission(app, requireActor(request).user.id) }),
  );

  app.get(
    '/provider',
    {
      config: { permissions: PROVIDER_ONLY },
      schema: {
        tags: ['providers'],
        summary: 'The company profile (pending or approved providers)',
        response: { 200: dataEnvelope(providerProfileSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await getCompanyProfile(app, requireActor(request).user.id) }),
  );

  app.put(
    '/provider',
    {
      config: { permissions: PROVIDER_ONLY, multipart: { [PROVIDER_LOGO_FIELD]: LOGO_RULE } },
      schema: {
        tags: ['providers'],
        summary: 'Save the company profile (pending or approved providers); a new `logo` replaces the old one',
        consumes: ['multipart/form-data', 'application/json'],
        body: providerProfileUpdateRequestSchema,
        response: {
          200: dataEnvelope(providerProfileSchema),
          ...errors,
          404: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const logo = request.uploads.get(PROVIDER_LOGO_FIELD);
      return { data: await updateCompanyProfile(app, limiters, actor.user.id, request.body, logo) };
    },
  );

  app.get(
    '/provider/documents/:id',
    {
      config: { permissions: PROVIDER_ONLY },
      schema: {
        tags: ['providers'],
        summary: 'Download one of the provider’s own registration documents',
        // A file stream, not JSON: no response schema (errors still leave as `{ message, code }`).
        params: providerDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      // Never rendered inline, never sniffed into HTML, and sandboxed if a browser opens it anyway (UP-08).
      return sendDownload(reply, await openOwnDocument(app, requireActor(request).user.id, request.params.id));
    },
  );

  app.get(
    '/providers',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['providers'],
        summary: 'Verified companies with live jobs, by name, with their number of live jobs',
        querystring: publicProviderListQuerySchema,
        response: { 200: publicProviderListResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => listPublicProviders(app, request.query.page, request.query.per_page),
  );
};
