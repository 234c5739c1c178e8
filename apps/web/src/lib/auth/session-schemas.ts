// The stored session's schemas, loaded only when a session is stored (ADR 0033): zod stays out of an anonymous
// first visit.
export { platformSettingsSchema, userSchema } from '@hireway/shared';
