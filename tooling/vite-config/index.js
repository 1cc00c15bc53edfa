// @ts-check
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `pnpm dev` finds the API (apps/api's default port). */
const DEFAULT_API_ORIGIN = 'http://127.0.0.1:8787';

/**
 * The Vite config every city app shares: React, the API proxied under /api in development (so the app and the API
 * share an origin as they do in production), and a modern build whose initial chunk stays small.
 * @param {{ port?: number }} [options] the dev server port
 */
export function transitViteConfig(options = {}) {
  const apiOrigin = process.env['API_ORIGIN'] ?? DEFAULT_API_ORIGIN;
  return defineConfig({
    plugins: [react()],
    server: {
      port: options.port ?? 5173,
      proxy: { '/api': apiOrigin, '/time': apiOrigin },
    },
    preview: { proxy: { '/api': apiOrigin, '/time': apiOrigin } },
    build: {
      target: 'es2022',
      sourcemap: true,
      // A route's screen loads with the route; the stop map and the planner come later in their own chunks.
      chunkSizeWarningLimit: 600,
    },
  });
}
