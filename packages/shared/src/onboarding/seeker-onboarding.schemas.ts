import { z } from 'zod';

import { cvPersonalRequestSchema, cvPersonalSchema } from '../cv/cv.schemas';
import { FEE_CURRENCIES } from '../settings/settings.schemas';

export const SALARY_PERIODS = ['hour', 'day', 'month', 'year'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

const slug = z.string().trim().min(1).max(80);
const slugList = (label: string, plural: string, max: number) =>
  z
    .array(slug, { error: `Choose at least one ${label}` })
    .min(1, `Choose at least one ${label}`)
    .max(max, `Choose at most ${max} ${plural}`)
    .refine((items) => new Set(items).size === items.length, `Each ${label} may be chosen once`);

/** Step 2: what the seeker is looking for; the slugs come from the reference lists. */
export const seekerPreferencesSchema = z.strictObject({
  job_categories: slugList('job category', 'job categories', 5),
  employment_types: slugList('employment type', 'employment types', 7),
  location_types: slugList('location type', 'location types', 3),
  expected_salary: z
    .strictObject({
      amount: z
        .number({ error: 'Enter the salary as a number' })
        .int('Enter the salary as a whole number')
        .min(1, 'The salary must be more than 0')
        .max(100_000_000, 'The salary looks too large'),
      currency: z.enum(FEE_CURRENCIES, { error: 'Choose a currency from the list' }),
      period: z.enum(SALARY_PERIODS, { error: 'Choose per hour, day, month or year' }),
    })
    .nullish()
    .transform((value) => value ?? null),
});
export type SeekerPreferences = z.output<typeof seekerPreferencesSchema>;
export type SeekerPreferencesRequest = z.input<typeof seekerPreferencesSchema>;

/** POST /auth/onboarding/seeker: one step at a time, so progress survives a reload. Step 3 may carry a CV file. */
export const seekerOnboardingRequestSchema = z.discriminatedUnion('step', [
  cvPersonalRequestSchema.extend({ step: z.literal(1) }),
  seekerPreferencesSchema.extend({ step: z.literal(2) }),
  z.strictObject({
    // Multipart sends the step as text.
    step: z.literal([3, '3']),
    /** The seeker confirms the profile may be shown to verified employers once the fee is paid. */
    consent: z
      .union([z.boolean(), z.enum(['true', 'false', 'on'])])
      .transform((value) => value === true || value === 'true' || value === 'on')
      .refine((value) => value, { message: 'Agree to show your profile to verified employers to finish' }),
  }),
]);
export type SeekerOnboardingRequest = z.input<typeof seekerOnboardingRequestSchema>;

/** The stored preferences as the API answers them. */
export const seekerPreferencesResponseSchema = z.object({
  job_categories: z.array(z.string()),
  employment_types: z.array(z.string()),
  location_types: z.array(z.string()),
  expected_salary: z
    .object({ amount: z.number().int(), currency: z.string(), period: z.enum(SALARY_PERIODS) })
    .nullable(),
});

export const seekerCvFileSchema = z.object({ name: z.string(), size: z.number().int(), uploaded_at: z.string() });

/** GET /auth/onboarding/seeker: what was saved so far, to resume. */
export const seekerOnboardingStateSchema = z.object({
  personal: cvPersonalSchema,
  preferences: seekerPreferencesResponseSchema.nullable(),
  cv_file: seekerCvFileSchema.nullable(),
  completed_steps: z.array(z.number().int()),
  has_completed_onboarding: z.boolean(),
});
export type SeekerOnboardingState = z.infer<typeof seekerOnboardingStateSchema>;
