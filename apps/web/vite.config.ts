import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  plugins: [react()],
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
    // The API links a server-rendered page's screen chunk from the manifest (ADR 0012).
    manifest: true,
    // No source maps in the served build (CFG-01): the code is not published to visitors.
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: an app release does not invalidate React or Mantine in caches.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            { name: 'mantine-vendor', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/, priority: 15 },
          ],
        },
      },
    },
  },
});
