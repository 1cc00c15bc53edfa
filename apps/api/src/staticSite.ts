import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Built assets carry a content hash in their name, so they never change: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the manifest, icons) is revalidated so a new build shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves a built city app (apps/<id>/dist) beside the API, so one port answers both. Files are listed once at start
 * (no wildcard route); any other GET that asks for HTML gets index.html, and the app's router shows the page — or
 * says the page does not exist. API paths keep their JSON 404s.
 */
export function registerStaticSite(app: FastifyInstance, root: string): void {
  void app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    // The build writes .br and .gz beside each text file (tooling/vite-config): sent as the browser accepts them.
    preCompressed: true,
    // Our own Cache-Control per file (below) instead of the plugin's max-age=0.
    cacheControl: false,
    setHeaders(response, filePath) {
      response.setHeader('cache-control', filePath.includes('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
}

/** Whether a request not matching any route should get the app's index.html (a client-side route). */
export function wantsAppPage(request: FastifyRequest, apiPrefixes: readonly string[]): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  if (path === '/time' || path === '/openapi.json') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendAppPage(reply: FastifyReply): void {
  void reply.header('cache-control', REVALIDATE).sendFile('index.html');
}
