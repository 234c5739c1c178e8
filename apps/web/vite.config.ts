import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

// By relative path (bundled into the config): the inline skin script, hashed by the API for its CSP.
import { COLOR_SCHEME_SCRIPT } from '../../packages/shared/src/security/color-scheme-script';
import { precompress } from './build/precompress';

const API_TARGET = process.env.HIREWAY_API_URL ?? 'http://localhost:3000';

/**
 * In production the SPA, the API and the socket share one origin. The dev server stands in for
 * that origin, so the socket handshake it forwards carries the API's origin (the API refuses
 * sockets from foreign origins to stop cross-site WebSocket hijacking).
 */
const realtimeProxy: ProxyOptions = {
  target: API_TARGET,
  ws: true,
  changeOrigin: false,
  configure: (proxy) => {
    proxy.on('proxyReqWs', (proxyRequest) => {
      proxyRequest.setHeader('origin', new URL(API_TARGET).origin);
    });
  },
};

/** The skin before the first paint: COLOR_SCHEME_SCRIPT first in <head>, before any style sheet. */
const colorSchemeScript = (): Plugin => ({
  name: 'hireway-color-scheme-script',
  transformIndexHtml: () => [{ tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' }],
});

/**
 * Zod compiles object parsers with `new Function` when a page allows eval, and finds out by trying once, when the
 * first object schema is built (at module load, before any app code could call `z.config`). The app's CSP forbids
 * eval, so that try is a CSP violation on every page (Chrome's Issues panel; Lighthouse's best practices). In the
 * browser build zod starts jitless: the same parsing without the trial. The server render keeps the JIT.
 */
const ZOD_CONFIG = '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});';
const zodJitless = (): Plugin => ({
  name: 'hireway-zod-jitless',
  transform(code, id, options) {
    if (options?.ssr === true || !/[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
    if (!code.includes(ZOD_CONFIG)) throw new Error(`zod's global config changed: update zodJitless (${id})`);
    return { code: code.replace(ZOD_CONFIG, ZOD_CONFIG.replace('= {}', '= { jitless: true }')), map: null };
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), colorSchemeScript(), zodJitless(), precompress()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
      '/socket.io': realtimeProxy,
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
      '/socket.io': realtimeProxy,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the served build (CFG-01): the code is not published to visitors.
    sourcemap: false,
    // dist/.vite/manifest.json: what each entry and route loads, read by the size budget (build/size-budget.mjs) and
    // by the API to preload a server-rendered page's screen chunk (ADR 0012).
    manifest: true,
    // No vendor groups: a group pulls every module of its packages into one chunk that the entry loads, so the
    // login page would download all of Mantine (charts included). Rolldown splits by use instead, so each
    // route loads what it needs and shared code lands in shared chunks.
    // One exception: every module the entry imports statically (`$initial`) goes into the entry chunk. The entry
    // always loads them, so merging costs no page anything, and one file compresses better than the 20-odd small
    // shared chunks Rolldown made of them (login page −9.5 KB brotli; ADR 0033). Client build only: the server
    // bundle is not sent.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                // The board's URL rules (no schema built) in a chunk of their own: left to the automatic split, they
                // shared one with jobs.schemas.ts, which imports them, so the job board loaded zod to read its URL.
                {
                  name: 'job-board-query',
                  test: /[\\/]shared[\\/]src[\\/](jobs[\\/]job-board-query|text[\\/]safe-text)\.ts$/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
}));
