// @ts-check
import { parse } from '@formatjs/icu-messageformat-parser';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, parseSync } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { cityDocument, cityFileOf, cityManifest, loadCityIdentity } from './cityIdentity.js';

export { cityDocument, cityFileOf, cityManifest, loadCity, loadCityIdentity } from './cityIdentity.js';

/** Where `pnpm dev` finds the API (apps/api's default port). */
const DEFAULT_API_ORIGIN = 'http://127.0.0.1:8787';
const CATALOG = /\/packages\/i18n\/src\/catalogs\/[a-z]{2}\/[A-Za-z-]+\.json$/;

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

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every file under `folder`, as absolute paths. */
async function listFiles(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build time, so the
 * server sends a phone the compressed bytes without compressing on each request (apps/api serves them with
 * @fastify/static's preCompressed).
 * @returns {import('vite').Plugin}
 */
export function precompressedAssets() {
  /** @type {string} */
  let outDir = 'dist';
  return {
    name: 'transit:precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.byteLength < MIN_COMPRESSED_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
              },
            }),
            gzipAsync(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * React Router's package exports only its development build (remix-run/react-router#12532, meant to be temporary):
 * in a production build, each of its modules is swapped for the same file of its production build, which drops the
 * development warnings and checks (smaller, and less work on the phone's main thread).
 * @returns {import('vite').Plugin}
 */
export function reactRouterProductionBuild() {
  return {
    name: 'transit:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes('/react-router/dist/development/')) return resolved;
      return { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
  };
}

/** The default theme's background (V2_LightBlue, packages/ui themes.css), painted before the app's styles load. */
const SPLASH_BACKGROUND = '#d8e9f8';

/**
 * Paints the city's icon (public/icon.svg, inlined) on the default background from the HTML alone, so a phone on a
 * slow network sees the app at once instead of a blank page while the JavaScript arrives; the app replaces it when
 * it mounts (React's createRoot clears #root).
 * @returns {import('vite').Plugin}
 */
export function splashScreen() {
  /** @type {string} */
  let iconPath = '';
  return {
    name: 'transit:splash-screen',
    configResolved(config) {
      iconPath = path.join(config.publicDir, 'icon.svg');
    },
    async transformIndexHtml(html) {
      const icon = (await readFile(iconPath, 'utf8')).trim();
      const splash =
        '<div id="root"><div class="transit-splash" aria-hidden="true">' +
        icon.replace('<svg ', '<svg width="72" height="72" focusable="false" ') +
        '</div></div>';
      const style =
        '<style>body{margin:0}.transit-splash{position:fixed;inset:0;display:grid;place-items:center;' +
        `background:${SPLASH_BACKGROUND}}</style>`;
      return html.replace('<div id="root"></div>', splash).replace('</head>', `${style}</head>`);
    },
  };
}

/**
 * zod compiles object parsers with `new Function` unless told not to before its first object schema is built, and it
 * probes for `new Function` when that schema is built. The server's Content-Security-Policy allows no eval, so the
 * probe alone is a reported violation on every page load. zod reads its settings from `globalThis.__zod_globalConfig`
 * when it loads: this inline script, run before any module, turns compiling (and the probe) off, whatever order the
 * bundle evaluates its modules in. A page parses each answer once, where compiling costs more than it saves (core's
 * PARSE_ONCE); the server keeps zod's compiler. The server allows the script by its hash.
 * @returns {import('vite').Plugin}
 */
export function zodWithoutEval() {
  return {
    name: 'transit:zod-without-eval',
    transformIndexHtml() {
      // A classic script runs as the page is parsed, before the deferred module scripts wherever it sits.
      return [{ tag: 'script', children: 'globalThis.__zod_globalConfig={jitless:true}', injectTo: 'head' }];
    },
  };
}

/** A stylesheet link Vite writes into index.html for the entry's CSS. */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * Writes the entry's stylesheets into index.html, so the first paint waits for no other request (on a slow 4G link a
 * stylesheet costs a round trip before anything shows). Each keeps its link, disabled: a disabled stylesheet is not
 * fetched, and Vite's preloader, which loads a lazy chunk's CSS unless a link to it is in the page, sees it there.
 * @returns {import('vite').Plugin}
 */
export function inlineEntryStyles() {
  return {
    name: 'transit:inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(ENTRY_STYLESHEET, (link, /** @type {string} */ file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (css.includes('</style')) return link;
          return `<style>${css.trim()}</style>\n    ${link.replace('>', ' disabled>')}`;
        });
      },
    },
  };
}

/** The account's lazily loaded chunk (the session and Firebase), as the build names it. */
const ACCOUNT_CHUNK_GLOB = 'assets/webAuthSession-*.js';

/** How long the service worker keeps the static stop and line lists it has fetched (spec §9: kept 7 days). */
const STATIC_LIST_MAX_AGE_SEC = 7 * 24 * 60 * 60;

/**
 * The service worker (spec §4: a new version activates and reloads the page): Workbox precaches the whole built app
 * — the shell and every lazily loaded screen — so it opens with no network; the static stop and line lists are kept
 * as they are fetched (served from the cache at once and refreshed behind). Other API answers come from the persisted
 * query cache. The account's chunk (with Firebase) is left out of the precache and kept once a rider who signs in
 * has loaded it. A new worker waits until the rider accepts the update (packages/app's update banner). The plugin also
 * writes the city's manifest (/manifest.webmanifest) and links it from index.html.
 * @param {import('./cityIdentity.js').CityIdentity} identity
 */
export function offlineServiceWorker(identity) {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: cityManifest(identity),
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The account's session and Firebase (packages/app's platform/webAuthSession): only riders who sign in load
      // it, so the offline copy does not download it for everyone; it is kept once loaded (below).
      globIgnores: ['**/node_modules/**/*', ACCOUNT_CHUNK_GLOB],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/time$/, /^\/openapi\.json$/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Written out: the function's text is copied into the service worker, without this module's constants.
          urlPattern: ({ url }) => /\/assets\/webAuthSession-[\w-]+\.js$/.test(url.pathname),
          // Its name carries its content's hash: a copy never goes stale.
          handler: 'CacheFirst',
          options: { cacheName: 'transit-account', expiration: { maxEntries: 4 } },
        },
        {
          urlPattern: ({ url }) => /^\/api\/[a-z-]+\/v1\/(stops|lines)$/.test(url.pathname),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'transit-static-lists',
            expiration: { maxAgeSeconds: STATIC_LIST_MAX_AGE_SEC },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

/** The repository's own packages, whose modules the screens chunk gathers (libraries keep rolldown's chunks). */
const OWN_PACKAGES = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/;
/** A package's index, which only re-exports its modules (and may import the package's global stylesheets). */
const PACKAGE_INDEX = /[\\/]packages[\\/]([^\\/]+)[\\/]src[\\/]index\.tsx?$/;

/**
 * The names `code` imports from `specifier` (`import { a, b as c } from 'specifier'`), read by Vite's parser, or
 * undefined when it takes the module otherwise (whole, for its side effects, as a default, or re-exported) or imports
 * it by no such statement: then all of it counts.
 * @param {string} code
 * @param {string} specifier
 * @returns {string[] | undefined}
 */
export function namedImports(code, specifier) {
  // As TypeScript, the superset: the code is a module's after transform, or its source in a test.
  const { module } = parseSync('module.ts', code);
  const imports = module.staticImports.filter((statement) => statement.moduleRequest.value === specifier);
  const reExported = module.staticExports.some((statement) =>
    statement.entries.some((entry) => entry.moduleRequest?.value === specifier),
  );
  if (imports.length === 0 || reExported) return undefined;
  /** @type {string[]} */
  const names = [];
  for (const statement of imports) {
    // `import 'specifier'` (no entries) runs the module for its side effects; types import nothing.
    if (statement.entries.length === 0) return undefined;
    for (const { importName } of statement.entries.filter((entry) => !entry.isType)) {
      if (importName.kind !== 'Name' || importName.name === null) return undefined;
      names.push(importName.name);
    }
  }
  return names;
}

/**
 * The code the lazy screens share, beyond the first download, in one chunk with one stylesheet, instead of a chunk
 * for each set of screens that shares a piece. A phone's HTTP/1.1 connection asks for six files at a time, and each
 * request past six waits a round trip (Lighthouse's slow 4G: 150 ms): the stop page asked for nine scripts and six
 * stylesheets once the first download had run, in four rounds.
 *
 * What the first download holds stays out of it (else the page would start by downloading every screen's share):
 * the modules the entry reaches by static imports, through a package's index only to the modules declaring the names
 * imported from it (the app imports the kit's Spinner from '@transit/ui', not its stop row). Where an import cannot
 * be read that way, all of the index counts, which at worst leaves a module out of the chunk.
 * @returns {import('vite').Plugin}
 */
export function sharedScreenChunk() {
  /** @type {Set<string>} */
  const initial = new Set();
  return {
    name: 'transit:shared-screen-chunk',
    apply: 'build',
    config() {
      const screens = {
        name: 'screens',
        test: (id) => OWN_PACKAGES.test(id) && !initial.has(id),
        minShareCount: 2,
        // Its modules' imports stay where rolldown puts them (the first download, libraries).
        includeDependenciesRecursively: false,
      };
      // The first download in one chunk beside the entry: left to rolldown, each module the first download shares
      // with a different set of lazy chunks became a file of its own (21 files at one point, a few hundred bytes
      // each), and every file costs a request and compresses on its own.
      const firstDownload = {
        name: 'app',
        test: (id) => initial.has(id),
        includeDependenciesRecursively: false,
      };
      return {
        build: { rolldownOptions: { output: { codeSplitting: { groups: [firstDownload, screens] } } } },
      };
    },
    buildEnd() {
      /** @param {string} id */
      const info = (id) => this.getModuleInfo(id);
      /**
       * The module of a package index that declares `name`.
       * @param {string} indexId
       * @param {string} name
       * @returns {string | undefined}
       */
      const declaring = (indexId, name) => {
        for (const id of info(indexId)?.importedIds ?? []) {
          if (!(info(id)?.exports ?? []).includes(name)) continue;
          return PACKAGE_INDEX.test(id) ? declaring(id, name) : id;
        }
        return undefined;
      };
      /**
       * What `importerId` needs of `id`: `id` itself, or, for a package index, the modules declaring what it imports.
       * @param {string} importerId
       * @param {string} id
       * @returns {string[]}
       */
      const needed = (importerId, id) => {
        const index = PACKAGE_INDEX.exec(id);
        const code = info(importerId)?.code;
        if (!index || !code) return [id];
        const names = namedImports(code, `@transit/${index[1]}`);
        const modules = names?.map((name) => declaring(id, name));
        if (!modules || modules.some((module) => module === undefined)) return [id];
        // The index is in the first download too (it imports the kit's tokens and themes), but not all it re-exports.
        initial.add(id);
        const styles = (info(id)?.importedIds ?? []).filter((imported) => imported.endsWith('.css'));
        return [...styles, .../** @type {string[]} */ (modules)];
      };
      /** @type {[string | undefined, string][]} */
      const stack = [];
      for (const id of this.getModuleIds()) if (info(id)?.isEntry) stack.push([undefined, id]);
      while (stack.length > 0) {
        const [importer, id] = /** @type {[string | undefined, string]} */ (stack.pop());
        for (const module of importer === undefined ? [id] : needed(importer, id)) {
          if (initial.has(module)) continue;
          initial.add(module);
          for (const imported of info(module)?.importedIds ?? []) stack.push([module, imported]);
        }
      }
    },
  };
}

/**
 * The Vite config every city app shares: React, catalogs precompiled, the city's identity (cities/<id>/city.ts) written
 * into index.html and the manifest, the API proxied under /api in development (so the app and the API share an
 * origin as they do in production), and a modern build. The app's own index.html is only the page's skeleton.
 * @param {{ city: string, port?: number }} options the city id (its folder under cities/) and the dev server port
 */
export function transitViteConfig(options) {
  const apiOrigin = process.env['API_ORIGIN'] ?? DEFAULT_API_ORIGIN;
  return defineConfig(async () => {
    const identity = await loadCityIdentity(cityFileOf(options.city));
    return {
      plugins: [
        reactRouterProductionBuild(),
        precompiledMessages(),
        react(),
        cityDocument(identity),
        splashScreen(),
        zodWithoutEval(),
        inlineEntryStyles(),
        offlineServiceWorker(identity),
        sharedScreenChunk(),
        precompressedAssets(),
      ],
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
        // Not published: apps/api serves the whole folder. `vite build --sourcemap` makes them for a local look.
        sourcemap: false,
        chunkSizeWarningLimit: 600,
      },
    };
  });
}
