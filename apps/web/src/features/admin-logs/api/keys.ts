/** Query keys of the admin console's logs screens. */
export const queryKey = (...parts: readonly unknown[]) => ['admin-logs', ...parts] as const;
