/** Query keys of the admin console's settings screens. */
export const queryKey = (...parts: readonly unknown[]) => ['admin-settings', ...parts] as const;
