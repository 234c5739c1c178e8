import { z } from 'zod';

import { PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../constants/constants';

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
