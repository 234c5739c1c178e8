/** Build-time environment (Vite `import.meta.env`), checked once (without zod: it is in every first load, ADR 0033). */
export interface Env {
  apiBaseUrl: string;
  realtimePath: string;
  isProduction: boolean;
}

const checked = (raw: { apiBaseUrl: unknown; realtimePath: unknown; isProduction: unknown }): Env => {
  if (typeof raw.apiBaseUrl !== 'string' || raw.apiBaseUrl.length === 0) {
    throw new Error('VITE_API_BASE_URL must be a non-empty path or URL');
  }
  if (typeof raw.realtimePath !== 'string' || !raw.realtimePath.startsWith('/')) {
    throw new Error('VITE_REALTIME_PATH must start with /');
  }
  if (typeof raw.isProduction !== 'boolean') throw new Error('import.meta.env.PROD must be a boolean');
  return { apiBaseUrl: raw.apiBaseUrl, realtimePath: raw.realtimePath, isProduction: raw.isProduction };
};

export const env: Env = checked({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api/v1',
  realtimePath: import.meta.env.VITE_REALTIME_PATH ?? '/socket.io',
  isProduction: import.meta.env.PROD,
});
