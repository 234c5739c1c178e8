/** Query keys of the admin console's reference screens. */
export const queryKey = (...parts: readonly unknown[]) => ['admin-reference', ...parts] as const;
