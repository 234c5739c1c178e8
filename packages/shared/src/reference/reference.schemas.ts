import { z } from 'zod';

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  phone_code: z.string().nullable(),
  flag: z.string().nullable(),
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({ code: z.string(), name: z.string(), country_code: z.string() });
export type State = z.infer<typeof stateSchema>;

export const citySchema = z.object({ name: z.string(), state_code: z.string(), country_code: z.string() });
export type City = z.infer<typeof citySchema>;

/** GET /geo-data: the states of a country, or the cities of a state. */
export const geoDataQuerySchema = z.strictObject({
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter ISO code'),
  state: z.string().trim().toUpperCase().min(1).max(10).optional(),
});
export const geoDataResponseSchema = z.object({
  country: countrySchema,
  states: z.array(stateSchema),
  cities: z.array(citySchema),
});
export type GeoData = z.infer<typeof geoDataResponseSchema>;

/** Work industries, job categories, employment types, location types. */
export const referenceItemSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const REFERENCE_LISTS = ['work-industries', 'job-categories', 'employment-types', 'location-types'] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];
