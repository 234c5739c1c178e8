/** Query keys of the admin console's support screens. */
export const queryKey = (...parts: readonly unknown[]) => ['admin-support', ...parts] as const;
