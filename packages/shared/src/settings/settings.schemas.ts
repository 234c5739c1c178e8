import { z } from 'zod';

import {
  DEFAULT_IDLE_TIMEOUT_MINUTES,
  DEFAULT_PASSWORD_EXPIRE_REMINDER_DAYS,
  DEFAULT_PASSWORD_MIN_LENGTH,
} from '../constants/constants';

export const generalSettingsSchema = z.object({
  enable_maintenance_mode: z.boolean().default(false),
  site_name: z.string().min(1).max(80).default('Hireway'),
});

export const securitySettingsSchema = z.object({
  /** Days before expiry at which the reminder screen shows (spec default 10000). */
  days_before_password_expire_reminder: z.number().int().min(0).default(DEFAULT_PASSWORD_EXPIRE_REMINDER_DAYS),
  /** Minutes (spec default 5). */
  idle_timeout: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(DEFAULT_IDLE_TIMEOUT_MINUTES),
  require_user_phone_verification: z.boolean().default(false),
  /** Password expiry is off unless an admin sets a maximum age (ARCHITECTURE.md, ASVS 6.2.10). */
  max_password_age_days: z.number().int().min(1).nullable().default(null),
});

export const passwordComplexitySettingsSchema = z.object({
  enable_password_complexity_check: z.boolean().default(true),
  minimum_length: z.number().int().min(8).max(128).default(DEFAULT_PASSWORD_MIN_LENGTH),
  include_upper_and_lower_cased_characters: z.boolean().default(true),
  include_special_character: z.boolean().default(true),
  include_number: z.boolean().default(true),
});

export const registrationSettingsSchema = z.object({
  sign_ups_disabled: z.boolean().default(false),
});

/** ISO 4217 currencies the registration fee may be charged in. */
export const FEE_CURRENCIES = ['EUR', 'USD', 'GBP', 'NGN', 'GHS', 'KES', 'ZAR'] as const;

export const paymentSettingsSchema = z.object({
  /** The one-time registration fee of job seekers, in minor units (cents). */
  registration_fee_amount: z.number().int().min(100).max(10_000_000).default(999),
  registration_fee_currency: z.enum(FEE_CURRENCIES).default('EUR'),
});

/** The settings sent with login and check, read by the guards and the auth rules. */
export const platformSettingsSchema = z.object({
  general_settings: generalSettingsSchema,
  security_settings: securitySettingsSchema,
  password_complexity_settings: passwordComplexitySettingsSchema,
  registration_settings: registrationSettingsSchema,
  payment_settings: paymentSettingsSchema,
});

export type GeneralSettings = z.infer<typeof generalSettingsSchema>;
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export type PasswordComplexitySettings = z.infer<typeof passwordComplexitySettingsSchema>;
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export type SettingsGroup = keyof PlatformSettings;

export const SETTINGS_GROUPS = [
  'general_settings',
  'security_settings',
  'password_complexity_settings',
  'registration_settings',
  'payment_settings',
] as const satisfies readonly SettingsGroup[];

/** The defaults of the spec, used when a group is absent from the store. */
export const defaultPlatformSettings = (): PlatformSettings => ({
  general_settings: generalSettingsSchema.parse({}),
  security_settings: securitySettingsSchema.parse({}),
  password_complexity_settings: passwordComplexitySettingsSchema.parse({}),
  registration_settings: registrationSettingsSchema.parse({}),
  payment_settings: paymentSettingsSchema.parse({}),
});

/** GET /auth/registration/settings */
export const registrationSettingsResponseSchema = z.object({
  sign_ups_disabled: z.boolean(),
  password_complexity_settings: passwordComplexitySettingsSchema,
});
export type RegistrationSettingsResponse = z.infer<typeof registrationSettingsResponseSchema>;

/** PUT /admin/settings: any groups, any of their fields; what is left out stays as it is. */
export const settingsUpdateRequestSchema = z
  .strictObject({
    general_settings: generalSettingsSchema.partial().strict(),
    security_settings: securitySettingsSchema.partial().strict(),
    password_complexity_settings: passwordComplexitySettingsSchema.partial().strict(),
    registration_settings: registrationSettingsSchema.partial().strict(),
    payment_settings: paymentSettingsSchema.partial().strict(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one settings group to change' });
export type SettingsUpdateRequest = z.input<typeof settingsUpdateRequestSchema>;
