import { z } from 'zod';

/* Field helpers of the hiring schemas (not exported from the package: the schemas built with them are). */

export { optionalText, requiredText } from '../text/text-fields';

/**
 * The earliest calendar date that is "today" somewhere on Earth (UTC−12): a date the user picked as today in
 * their own time zone is never refused because the server's clock is already on the next day.
 */
export const earliestToday = (now: Date = new Date()): string =>
  new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

const dateMessage = (label: string) => `Enter ${label.toLowerCase()} as a date like 2026-05-31`;

/** A real calendar date as yyyy-MM-dd (no 30 February). */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .pipe(z.iso.date({ error: dateMessage(label) }));

/** A date that is today or later (see earliestToday), at most ten years ahead. */
export const upcomingDate = (label: string) =>
  calendarDate(label)
    .refine((value) => value >= earliestToday(), `${label} cannot be in the past`)
    .refine(
      (value) => value <= `${String(new Date().getUTCFullYear() + 10)}-12-31`,
      `${label} is too far in the future`,
    );

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeOfDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(TIME_PATTERN, `Enter ${label.toLowerCase()} like 14:30`);

/** An IANA time zone the runtime knows (Europe/Berlin, UTC). */
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** Multipart sends text: 'true' / 'false' count as booleans; JSON sends booleans. */
export const booleanField = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: message });

export const uuidParam = (message: string) => z.uuid({ error: message });
