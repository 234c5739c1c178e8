// The error body's schema, loaded when an answer fails (ADR 0033): zod stays out of the first load.
export { errorBodySchema } from '@hireway/shared';
