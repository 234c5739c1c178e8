import { z } from 'zod';

import { plainString, singleLineRule } from '../text/plain-text';

import { abilityRuleSchema, authorizationSchema } from '../permissions/permission.schemas';
import { platformSettingsSchema } from '../settings/settings.schemas';

export const USER_TYPES = ['client', 'provider', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_GROUPS = ['seeker', 'provider', 'admin'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

/** The groups a visitor may register into. */
export const REGISTRABLE_GROUPS = ['seeker', 'provider'] as const;
export type RegistrableGroup = (typeof REGISTRABLE_GROUPS)[number];

import { LANGUAGES } from '../i18n/language-codes';
export { LANGUAGES, type Language } from '../i18n/language-codes';

export const PROVIDER_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const profileSchema = z.object({
  has_completed_onboarding: z.boolean(),
  /** Providers only: verification status. */
  status: z.enum(PROVIDER_STATUSES).nullable(),
  /** Providers only: why verification was declined. */
  decline_reason: z.string().nullable(),
  /** Seekers only: the registration fee. */
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The logged-in user (spec section 3). Never carries secrets. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  user_group: z.enum(USER_GROUPS),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  avatar_url: z.string().nullable(),
  country_code: z.string().nullable(),
  state_code: z.string().nullable(),
  city: z.string().nullable(),
  meta: z.object({
    phone_verified: z.boolean(),
    email_verified: z.boolean(),
    mfa_enabled: z.boolean(),
  }),
  has_completed_onboarding: z.boolean(),
  /** Days until the password expires; null while expiry is off. */
  days_before_password_expire: z.number().int().nullable(),
  profile: profileSchema,
  authorization: authorizationSchema,
  ability: z.array(abilityRuleSchema),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Login and signup answer: `{ data: { user, settings, abilities, access_token } }`. */
export const sessionSchema = z.object({
  user: userSchema,
  settings: platformSettingsSchema,
  abilities: z.array(abilityRuleSchema),
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

const email = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

const personName = (label: string) =>
  plainString({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`)
    .refine(...singleLineRule);

/** The password is checked against the policy from settings on the server (see password/). */
export const passwordInputSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(256, 'Password must be at most 256 characters');

export const loginRequestSchema = z.strictObject({
  email,
  password: passwordInputSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .strictObject({
    user_group: z.enum(REGISTRABLE_GROUPS, { error: 'Choose whether you are looking for work or hiring' }),
    first_name: personName('First name'),
    last_name: personName('Last name'),
    email,
    password: passwordInputSchema,
    password_confirmation: z.string({ error: 'Confirm your password' }).min(1, 'Confirm your password'),
    language: z.enum(LANGUAGES).default('en'),
    accept_terms: z
      .union([z.boolean(), z.enum(['true', 'false', 'on'])])
      .transform((value) => value === true || value === 'true' || value === 'on')
      .refine((value) => value, { message: 'You must accept the terms to register' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * POST /auth/register answer (202): the same words whether the address is new or already has an account, so
 * nobody can learn who has one. A new account gets a confirmation link; the owner of an existing one gets an
 * e-mail saying someone tried to register with it. The client then logs in with the same credentials.
 */
export const registerResponseSchema = z.object({ message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export const REGISTER_ACCEPTED_MESSAGE =
  'Check your inbox: we have sent a message to this address to finish signing up';

/** What the check of a reset or confirm link's token tells the page (null for a web session). */
export const tokenCheckInfoSchema = z.object({
  purpose: z.enum(['reset', 'confirm']),
  /** A reset for an account with MFA on must first pass POST /mfa/verify-password-reset-request. */
  mfa_required: z.boolean(),
});

/** POST /auth/check: token validity. */
export const checkResponseSchema = z.object({
  authorized: z.boolean(),
  user: userSchema.nullable(),
  settings: platformSettingsSchema,
  client_group: z.enum(USER_GROUPS).nullable(),
  token: tokenCheckInfoSchema.nullable(),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

/** POST /auth/logs: a page-access log entry. */
export const pageAccessLogRequestSchema = z.strictObject({
  route: z.string().trim().min(1, 'Route is required').max(2048, 'Route must be at most 2048 characters'),
  comment: z.string().trim().max(500, 'Comment must be at most 500 characters').optional(),
});
export type PageAccessLogRequest = z.infer<typeof pageAccessLogRequestSchema>;

const optionalText = (label: string, max: number) =>
  plainString()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...singleLineRule)
    // Left out, null and blank all mean "not given".
    .nullish()
    .transform((value) => (value === '' || value === undefined || value === null ? null : value));

/** POST /auth/onboarding (multipart): general onboarding for every user. */
export const generalOnboardingRequestSchema = z.strictObject({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number in international format, e.g. +4915112345678'),
  country_code: z
    .string({ error: 'Country is required' })
    .trim()
    .regex(/^[A-Z]{2}$/, 'Choose a country'),
  state_code: optionalText('State', 10),
  city: optionalText('City', 120),
  language: z.enum(LANGUAGES, { error: 'Choose a language' }),
});
export type GeneralOnboardingRequest = z.input<typeof generalOnboardingRequestSchema>;

/** PUT /auth/profile (multipart, optional `avatar`): name, phone and language. A new phone needs verifying again. */
export const profileUpdateRequestSchema = generalOnboardingRequestSchema.pick({
  first_name: true,
  last_name: true,
  phone: true,
  language: true,
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** PUT /auth/address: where the user lives (country, state, city). */
export const addressUpdateRequestSchema = generalOnboardingRequestSchema.pick({
  country_code: true,
  state_code: true,
  city: true,
});
export type AddressUpdateRequest = z.input<typeof addressUpdateRequestSchema>;
