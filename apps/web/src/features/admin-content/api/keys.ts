/** Query keys of the admin console's content screens. */
export const queryKey = (...parts: readonly unknown[]) => ['admin-content', ...parts] as const;
