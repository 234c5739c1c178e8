import { z } from 'zod';

import {
  CURSOR_MAX_LENGTH,
  CURSOR_PATTERN,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  PAGE_SIZE_OPTIONS,
} from '../constants/constants';

/** `{ data: T }` — the success envelope of every API answer. */
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const paginationMetaSchema = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int(),
  total: z.number().int().min(0),
  last_page: z.number().int().min(1),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** `{ data: T[], meta }` — the envelope of every list. */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });

/* Keyset lists: COUNT_CAP and the cursor's rules are in constants.ts (read by the board's URL without zod). */
export const keysetMetaSchema = paginationMetaSchema.extend({
  /** True when more than COUNT_CAP match: `total` is then COUNT_CAP, a lower bound ("10,000+"). */
  total_is_lower_bound: z.boolean(),
  /** Pass as `cursor` (with `page` + 1) for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** Pass as `cursor` (with `page` - 1) for the previous page; null on the first page. */
  prev_cursor: z.string().nullable(),
});
export type KeysetMeta = z.infer<typeof keysetMetaSchema>;

/** `{ data: T[], meta }` with a capped count and cursors. */
export const keysetEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: keysetMetaSchema });

export const cursorQuerySchema = z.object({
  /** An opaque position from `meta.next_cursor` / `prev_cursor`; `page` then only numbers the page shown. */
  cursor: z
    .string()
    .max(CURSOR_MAX_LENGTH, 'Not a valid page cursor')
    .regex(CURSOR_PATTERN, 'Not a valid page cursor')
    .optional(),
});

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), {
      message: `Page size must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** The one error shape: `{ message, code, errors? }`. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: z.string() });

/** True for the API's one error shape `{ message, code, errors? }`. */
export const isErrorBody = (value: unknown): value is ErrorBody => errorBodySchema.safeParse(value).success;
