import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { City } from '@transit/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PagePolicySources, pageContentSecurityPolicy } from './securityHeaders';

/** Built assets carry a content hash in their name, so they never change: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the manifest, icons) is revalidated so a new build shows at once. */
const REVALIDATE = 'no-cache';
/**
 * Files the build compresses ahead (tooling/vite-config writes .br and .gz beside them) or the server compresses per
 * request: the answer depends on Accept-Encoding, and a cache between must know it.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/**
 * Paths never answered with the app's page: the built assets, the API, dotfiles (/.env, /.git/config), and what
 * names a file by its extension (a source map, a script, an image); a missing one is a 404.
 */
const NOT_APP_PAGES = [
  /^\/assets\//,
  /^\/api(\/|$)/,
  /(^|\/)\./,
  /^\/time$/,
  /^\/openapi\.json$/,
  /\.(m?js|css|map|json|webmanifest|txt|xml|ico|png|jpe?g|gif|svg|webp|woff2?|br|gz)$/i,
];

/**
 * Serves a built city app (apps/<id>/dist) beside the API, so one port answers both. Files are listed once at start
 * (no wildcard route), without source maps (a build made with them does not publish them); any other GET that asks
 * for HTML gets index.html, and the app's router shows the page — or says the page does not exist. API paths,
 * assets and dotfiles keep their JSON 404s.
 */
export function registerStaticSite(app: FastifyInstance, root: string): void {
  void app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    globIgnore: ['**/*.map'],
    // The build writes .br and .gz beside each text file (tooling/vite-config): sent as the browser accepts them.
    preCompressed: true,
    // Our own Cache-Control per file (below) instead of the plugin's max-age=0.
    cacheControl: false,
    setHeaders(response, filePath) {
      response.setHeader('cache-control', filePath.includes('/assets/') ? IMMUTABLE : REVALIDATE);
      if (COMPRESSIBLE.test(filePath.replace(/\.(br|gz)$/, '')))
        response.setHeader('vary', 'Accept-Encoding');
    },
  });
}

/**
 * The policy of the served app's pages, from its index.html (inline scripts and styles by hash), the map tile
 * servers and API bases of the cities served, and whether it shows ads and sends analytics.
 */
export function appContentSecurityPolicy(
  root: string,
  cities: readonly City[],
  built: Pick<PagePolicySources, 'hasAdNetwork' | 'hasAnalytics'>,
  signIn?: PagePolicySources['signIn'],
): string {
  return pageContentSecurityPolicy({
    indexHtml: readFileSync(path.join(root, 'index.html'), 'utf8'),
    tileUrls: cities.map((city) => city.map.tileUrl),
    apiBases: cities.map((city) => city.apiBase),
    ...built,
    signIn,
  });
}

/** Whether a URL is the API's: under a city's API base, /api/*, /time or the OpenAPI document. */
export function isApiPath(url: string, apiPrefixes: readonly string[]): boolean {
  if (url.startsWith('/api/') || url.startsWith('/time') || url.startsWith('/openapi.json')) return true;
  return apiPrefixes.some((prefix) => url.startsWith(prefix));
}

/** The path of a URL, percent-decoded ('/%2Eenv' is '/.env'); as sent when it does not decode. */
function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether a request not matching any route should get the app's index.html (a client-side route). */
export function wantsAppPage(request: FastifyRequest, apiPrefixes: readonly string[]): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = decodedPath(request.url);
  if (apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  if (NOT_APP_PAGES.some((pattern) => pattern.test(path))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendAppPage(reply: FastifyReply): void {
  void reply.header('cache-control', REVALIDATE).sendFile('index.html');
}
