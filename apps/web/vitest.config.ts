import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.mjs'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Route tests type into real forms; on a 2-core CI machine running the API suites alongside, 5 s is too tight.
    testTimeout: 20_000,
  },
});
