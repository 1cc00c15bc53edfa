import { ROUTES } from '@transit/core';

/** The sign-in routes themselves: going back to one after signing in would start over. */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set([
  ROUTES.googleSignIn.path,
  ROUTES.googleCredentialHandler.path,
  ROUTES.manualTokenSignIn.path,
]);

/**
 * Where to go after signing in: the routes' postLoginRedirectUrl (spec §2) when it names a page of this app, as a
 * path ('/paradas/4-12?x=1') or a URL on this origin, answered as path, query and hash; otherwise undefined, so an
 * external URL ('https://elsewhere.example', '//elsewhere.example', 'javascript:…') is never followed.
 * @param origin the app's origin, `window.location.origin`
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string | undefined {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  // Resolving against the origin and comparing catches '//host', '/\host', other schemes and stray whitespace alike.
  if (url.origin !== origin || SIGN_IN_PATHS.has(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
