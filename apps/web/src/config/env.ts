import { z } from 'zod';

/** Build-time environment (Vite `import.meta.env`), validated once. */
const envSchema = z.object({
  apiBaseUrl: z.string().min(1),
  realtimePath: z.string().startsWith('/'),
  isProduction: z.boolean(),
});

export type Env = z.infer<typeof envSchema>;

export const env: Env = envSchema.parse({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api/v1',
  realtimePath: import.meta.env.VITE_REALTIME_PATH ?? '/socket.io',
  isProduction: import.meta.env.PROD,
});
