/** Query keys of the admin console's payments screens. */
export const queryKey = (...parts: readonly unknown[]) => ['admin-payments', ...parts] as const;
