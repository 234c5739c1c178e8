import { multiLineRule, plainString } from './plain-text';

/* Text fields of the request schemas (not exported from the package: the schemas built with them are). */

/** Required text of `min` (at least 1) to `max` characters, trimmed, with the given character rule. */
export const requiredText = (label: string, min: number, max: number, rule = multiLineRule) =>
  plainString({ error: `${label} is required` })
    .trim()
    .min(Math.max(min, 1), min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...rule);

/** Optional text: omitted, null and blank all mean "not given" (null). */
export const optionalText = (label: string, max: number, rule = multiLineRule) =>
  plainString({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...rule)
    .nullish()
    .transform((value) => value || null);
