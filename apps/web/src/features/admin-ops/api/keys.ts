/** Query keys of the admin console's operations screens. */
export const ADMIN_OPS_KEY = ['admin-ops'] as const;
export const opsKey = (...parts: readonly unknown[]) => [...ADMIN_OPS_KEY, ...parts] as const;

/** Query values with empty filters left out. */
export const compact = (query: Record<string, string | number | null | undefined>) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );
