import { z } from 'zod';

import { singleLineRule } from '../text/plain-text';
import { optionalText, requiredText } from '../text/text-fields';

import { pageEnvelope, paginationQuerySchema } from '../api/envelope';
import { PROVIDER_STATUSES, userSchema } from '../auth/auth.schemas';
import { UPLOAD_RULES } from '../uploads/upload-rules';

/* Providers: business onboarding, the company profile, verification by an admin, the public company list. */

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** The company logo (multipart field `logo`): public, served like avatars. */
export const PROVIDER_LOGO_FIELD = 'logo';
export const PROVIDER_LOGO_TYPES = UPLOAD_RULES.providerLogo.types;
export const PROVIDER_LOGO_MAX_BYTES = UPLOAD_RULES.providerLogo.maxBytes;

/** Registration documents (multipart fields document_1..document_3): private to the provider and admins. */
export const PROVIDER_DOCUMENT_FIELDS = ['document_1', 'document_2', 'document_3'] as const;
export type ProviderDocumentField = (typeof PROVIDER_DOCUMENT_FIELDS)[number];
export const PROVIDER_DOCUMENT_TYPES = UPLOAD_RULES.providerDocument.types;
export const PROVIDER_DOCUMENT_MAX_BYTES = UPLOAD_RULES.providerDocument.maxBytes;
export const PROVIDER_DOCUMENT_KINDS = [
  'registration_certificate',
  'tax_certificate',
  'proof_of_address',
  'other',
] as const;
export type ProviderDocumentKind = (typeof PROVIDER_DOCUMENT_KINDS)[number];

export const DECLINE_REASON_MIN = 10;
export const DECLINE_REASON_MAX = 1000;

/** The company details of onboarding and of the company profile (multipart text fields or JSON). */
const companyFields = {
  company_name: requiredText('Company name', 2, 160, singleLineRule),
  registration_number: requiredText('Registration number', 2, 60, singleLineRule).regex(
    /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/,
    'Use letters, digits, spaces, dots, slashes and dashes only',
  ),
  industry: z
    .string({ error: 'Choose an industry' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose an industry from the list')
    .max(80, 'Choose an industry from the list'),
  company_size: z.enum(COMPANY_SIZES, { error: 'Choose the size of the company' }),
  website: z
    .string({ error: 'Website is required' })
    .trim()
    .min(1, 'Website is required')
    .max(255, 'The address must be at most 255 characters')
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter the full address, starting with https://' })),
  description: requiredText('Description', 20, 5000),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number in international format, e.g. +4915112345678'),
  address_line1: requiredText('Address', 2, 200, singleLineRule),
  city: requiredText('City', 1, 120, singleLineRule),
  state_code: optionalText('State', 10, singleLineRule),
  postal_code: optionalText('Postal code', 20, singleLineRule),
  country_code: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country from the list'),
};

const documentKind = z
  .enum(PROVIDER_DOCUMENT_KINDS, { error: 'Choose what the document is' })
  .optional()
  .transform((value) => value ?? 'registration_certificate');

/**
 * POST /auth/onboarding/provider (multipart): the company, a `logo` image and registration documents
 * `document_1..document_3` (at least one on the first submission); `document_N_kind` says what each one is.
 */
export const providerOnboardingRequestSchema = z.strictObject({
  ...companyFields,
  document_1_kind: documentKind,
  document_2_kind: documentKind,
  document_3_kind: documentKind,
});
export type ProviderOnboardingRequest = z.input<typeof providerOnboardingRequestSchema>;
export type ProviderOnboardingInput = z.output<typeof providerOnboardingRequestSchema>;

/** PUT /provider (multipart): the company profile; the logo is optional (the old one stays without one). */
export const providerProfileUpdateRequestSchema = z.strictObject(companyFields);
export type ProviderProfileUpdateRequest = z.input<typeof providerProfileUpdateRequestSchema>;
export type ProviderProfileUpdateInput = z.output<typeof providerProfileUpdateRequestSchema>;

export const providerDocumentParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a document id' }) });

export const providerDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(PROVIDER_DOCUMENT_KINDS),
  /** The uploaded name, for display only (the file is stored under a random name). */
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
  /** API path that streams the file to its owner; null where the caller has no download route. */
  download_url: z.string().nullable(),
});
export type ProviderDocument = z.infer<typeof providerDocumentSchema>;

/** GET /provider: the company profile as its provider sees it. */
export const providerProfileSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  registration_number: z.string(),
  industry: z.string(),
  company_size: z.enum(COMPANY_SIZES),
  website: z.string().nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  address_line1: z.string(),
  city: z.string(),
  state_code: z.string().nullable(),
  postal_code: z.string().nullable(),
  country_code: z.string(),
  logo_url: z.string().nullable(),
  status: z.enum(PROVIDER_STATUSES).nullable(),
  decline_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  documents: z.array(providerDocumentSchema),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

/** The answer of business onboarding: the user (its profile is now pending, for the guards) and the company. */
export const providerOnboardingResponseSchema = z.object({ user: userSchema, provider: providerProfileSchema });
export type ProviderOnboardingResponse = z.infer<typeof providerOnboardingResponseSchema>;

// ---- Admin verification -----------------------------------------------------------------------

export const adminProviderListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  status: z.enum(PROVIDER_STATUSES, { error: 'Choose pending, approved or declined' }).default('pending'),
});
export type AdminProviderListQuery = z.input<typeof adminProviderListQuerySchema>;

export const adminProviderParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a provider id' }) });

/** A provider as the verification console sees it: the company, its documents and who to contact. */
export const adminProviderSchema = providerProfileSchema.extend({
  contact: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type AdminProvider = z.infer<typeof adminProviderSchema>;

export const adminProviderListResponseSchema = pageEnvelope(adminProviderSchema);
export type AdminProviderListResponse = z.infer<typeof adminProviderListResponseSchema>;

/** POST /admin/providers/{id}/decline */
export const providerDeclineRequestSchema = z.strictObject({
  reason: requiredText('Reason', DECLINE_REASON_MIN, DECLINE_REASON_MAX),
});
export type ProviderDeclineRequest = z.input<typeof providerDeclineRequestSchema>;

// ---- Public company list -----------------------------------------------------------------------

export const publicProviderListQuerySchema = z.strictObject({ ...paginationQuerySchema.shape });

/** GET /providers: a verified company with live jobs. Never documents, registration number, phone or e-mail. */
export const publicProviderSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  logo_url: z.string().nullable(),
  industry: z.string(),
  company_size: z.enum(COMPANY_SIZES),
  city: z.string(),
  country_code: z.string(),
  live_jobs_count: z.number().int().min(0),
});
export type PublicProvider = z.infer<typeof publicProviderSchema>;

export const publicProviderListResponseSchema = pageEnvelope(publicProviderSchema);
export type PublicProviderListResponse = z.infer<typeof publicProviderListResponseSchema>;
