// @ts-check
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `pnpm dev` finds the API (apps/api's default port). */
const DEFAULT_API_ORIGIN = 'http://127.0.0.1:8787';
const CATALOG = /\/packages\/i18n\/src\/catalogs\/[a-z]{2}\.json$/;

/**
 * Message catalogs compiled to ICU syntax trees at build time, so the browser never ships the message parser
 * (react-intl formats trees directly; the parser import is swapped for its parser-free build below).
 * @returns {import('vite').Plugin}
 */
export function precompiledMessages() {
  return {
    name: 'transit:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0] ?? '')) return undefined;
      /** @type {Record<string, string>} */
      const messages = JSON.parse(code);
      const trees = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      // Still JSON: Vite's JSON plugin turns it into a module, as it does the catalog itself.
      return { code: JSON.stringify(trees), map: null };
    },
  };
}

/**
 * The Vite config every city app shares: React, catalogs precompiled, the API proxied under /api in development (so
 * the app and the API share an origin as they do in production), and a modern build.
 * @param {{ port?: number }} [options] the dev server port
 */
export function transitViteConfig(options = {}) {
  const apiOrigin = process.env['API_ORIGIN'] ?? DEFAULT_API_ORIGIN;
  return defineConfig({
    plugins: [precompiledMessages(), react()],
    resolve: {
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ],
    },
    server: {
      port: options.port ?? 5173,
      proxy: { '/api': apiOrigin, '/time': apiOrigin },
    },
    preview: { proxy: { '/api': apiOrigin, '/time': apiOrigin } },
    build: {
      target: 'es2022',
      sourcemap: true,
      chunkSizeWarningLimit: 600,
    },
  });
}
