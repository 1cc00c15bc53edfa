import { createHash } from 'node:crypto';

/** The sources AdSense's script loads its own scripts, frames, images and reports from (Google's CSP guidance). */
const AD_NETWORK_SOURCES = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.gstatic.com',
  'https://*.adtrafficquality.google',
] as const;

/**
 * What Google Analytics 4 reaches (Google's CSP guidance for GA4): Google's tag (gtag.js) from Tag Manager, its hits
 * sent to the collect endpoints, and the image hits it falls back to.
 */
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];
const ANALYTICS_IMAGES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/**
 * The policy of an answer that is not a page: JSON, the OpenAPI document. Nothing may load from it, nothing may
 * frame it. Short: every API answer carries it.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** What a page's policy depends on. */
export interface PagePolicySources {
  /** The app's index.html, whose inline scripts and styles are allowed by their hashes (never 'unsafe-inline'). */
  readonly indexHtml: string;
  /** Map tile URL templates (a city's map.tileUrl), e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'. */
  readonly tileUrls: readonly string[];
  /** API bases the app calls; an absolute one ('https://api.example.org/madrid') adds its origin to connect-src. */
  readonly apiBases: readonly string[];
  /** Whether the build shows AdSense ads (VITE_ADSENSE_CLIENT): its scripts, frames and images are then allowed. */
  readonly hasAdNetwork: boolean;
  /**
   * Whether the build sends analytics to Google Analytics (a VITE_GA_MEASUREMENT_ID_* set): Google's tag and GA's
   * collect endpoints are then allowed. Off when absent.
   */
  readonly hasAnalytics?: boolean | undefined;
  /**
   * Sign-in (the server's auth config, when accounts are on): Firebase Auth's endpoints, its auth domain's frame and
   * Google's sign-in script are then allowed, or the Auth emulator's origin.
   */
  readonly signIn?: { readonly authDomain: string | null; readonly emulatorUrl: string | null } | undefined;
}

/**
 * What Firebase Auth's web SDK reaches: the identity toolkit and token endpoints (connect), Google's API loader for
 * the popup and redirect flows (script), and the project's auth domain, whose page it frames to finish them.
 */
const FIREBASE_AUTH_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
const FIREBASE_AUTH_SCRIPTS = ['https://apis.google.com'];

/** The sha256 source expression of each inline `<script>` (without src) or `<style>` element of a page. */
export function inlineHashes(html: string, element: 'script' | 'style'): string[] {
  const pattern =
    element === 'script'
      ? /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi
      : /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
  const hashes = [...html.matchAll(pattern)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * The origin a tile URL template loads from: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' is
 * 'https://*.tile.example.org'. Undefined when the template is not an http(s) URL.
 */
export function tileOrigin(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/[^/?#]+)/.exec(tileUrl);
  if (!match?.[1]) return undefined;
  return match[1].replace(/\{[a-z]+\}/g, '*');
}

/** The origin of an absolute API base; undefined for a path on the page's own origin. */
function apiOrigin(apiBase: string): string | undefined {
  return /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : undefined;
}

const defined = (values: readonly (string | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== undefined)),
];

/**
 * The Content-Security-Policy of the app's pages and files. Scripts and styles come from the app's own origin, plus
 * the inline ones of index.html by their hashes (never 'unsafe-inline'; React and Leaflet set styles through the
 * DOM, which the policy does not restrict); images from the origin, data: and blob: URLs and the map's tile servers;
 * calls to the origin and the API; the service worker from the origin; no plugin; no frame of the app elsewhere. The
 * ad network's, sign-in's and Google Analytics' sources join only when the build or the server turns them on.
 */
export function pageContentSecurityPolicy(sources: PagePolicySources): string {
  const ads = sources.hasAdNetwork ? AD_NETWORK_SOURCES : [];
  const tiles = defined(sources.tileUrls.map(tileOrigin));
  const apis = defined(sources.apiBases.map(apiOrigin));
  const { signIn } = sources;
  const emulator = signIn?.emulatorUrl ? [new URL(signIn.emulatorUrl).origin] : [];
  const signInConnect = signIn === undefined ? [] : [...FIREBASE_AUTH_CONNECT, ...emulator];
  const signInScripts = signIn === undefined ? [] : FIREBASE_AUTH_SCRIPTS;
  const signInFrames = [...(signIn?.authDomain ? [`https://${signIn.authDomain}`] : []), ...emulator];
  const frames = [...(sources.hasAdNetwork ? ads : []), ...signInFrames];
  const hasAnalytics = sources.hasAnalytics === true;
  const analyticsScripts = hasAnalytics ? ANALYTICS_SCRIPTS : [];
  const analyticsConnect = hasAnalytics ? ANALYTICS_CONNECT : [];
  const analyticsImages = hasAnalytics ? ANALYTICS_IMAGES : [];
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...inlineHashes(sources.indexHtml, 'script'), ...ads, ...signInScripts, ...analyticsScripts],
    ],
    ['style-src', ["'self'", ...inlineHashes(sources.indexHtml, 'style')]],
    ['img-src', ["'self'", 'data:', 'blob:', ...tiles, ...ads, ...analyticsImages]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...apis, ...ads, ...signInConnect, ...analyticsConnect]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Which referrer an answer lets the browser send on: a page only its origin to other sites (the tile servers ask for
 * one; paths stay private), an API answer none.
 */
export type ReferrerPolicy = 'strict-origin-when-cross-origin' | 'no-referrer';

/** The headers every answer carries: its policy, no MIME sniffing (a JSON answer is never run as a script), its referrer policy. */
export function securityHeaders(
  contentSecurityPolicy: string,
  referrerPolicy: ReferrerPolicy,
): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': referrerPolicy,
  };
}
