/*
 * The web's account session, the chunk the web adapter (platform/webAuth) loads on first need: the session, the
 * server's sign-in config and Firebase, together.
 */
import type { AuthErrorFactory, AuthPort } from './auth';
import { type AuthSessionOptions, createAuthSession } from './authSession';
import { createFirebaseProvider, type EnabledAuthConfig } from './firebaseAuth';

/** GET /v1/auth-config under the city's API base (api-contract's ACCOUNT_ROUTES.authConfig). */
export const AUTH_CONFIG_PATH = '/v1/auth-config';

function nullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/**
 * Reads GET /v1/auth-config's answer, field by field as api-contract's authConfigSchema says: null when the server
 * has sign-in off, its Firebase web config when on; throws on anything else. Read here rather than with the schema
 * or the account client, whose modules would bring zod into this chunk (see authSession on what that costs).
 */
export function parseAuthConfig(value: unknown): EnabledAuthConfig | null {
  if (typeof value !== 'object' || value === null)
    throw new TypeError('The sign-in config is not an object.');
  const fields = value as Readonly<Record<string, unknown>>;
  if (fields['enabled'] === false) return null;
  const { projectId, apiKey, authDomain, emulatorUrl } = fields;
  if (
    fields['enabled'] !== true ||
    typeof projectId !== 'string' ||
    typeof apiKey !== 'string' ||
    !nullableString(authDomain) ||
    !nullableString(emulatorUrl)
  ) {
    throw new TypeError(`The sign-in config is malformed: ${JSON.stringify(value).slice(0, 200)}`);
  }
  return { enabled: true, projectId, apiKey, authDomain, emulatorUrl };
}

/**
 * Asks the city's API how the app signs in; fails with AUTH_NETWORK when it cannot be reached in time, AUTH_INTERNAL
 * when its answer is not a config.
 */
async function fetchAuthConfig(options: {
  readonly apiBase: string;
  readonly timeoutMs: number;
  readonly authError: AuthErrorFactory;
}): Promise<EnabledAuthConfig | null> {
  const url = `${options.apiBase}${AUTH_CONFIG_PATH}`;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    throw options.authError('AUTH_NETWORK', `${url} could not be reached.`, error);
  }
  if (!response.ok) throw options.authError('AUTH_INTERNAL', `${url} answered ${response.status}.`);
  try {
    return parseAuthConfig(await response.json());
  } catch (error) {
    const code = signal.aborted ? 'AUTH_NETWORK' : 'AUTH_INTERNAL';
    throw options.authError(code, `${url} answered no sign-in config this app can read.`, error);
  }
}

/** The widest viewport taken as a phone's, CSS pixels: there a sign-in popup opens as a tab riders lose. */
export const PHONE_VIEWPORT_MAX_WIDTH_PX = 600;

/** Whether the page shows on a phone-sized screen or as an installed app, where a popup works badly. */
export function isPhoneOrInstalledDisplay(): boolean {
  const matches = (query: string) =>
    typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const isIosHomeScreen = (navigator as Navigator & { readonly standalone?: boolean }).standalone === true;
  return (
    isIosHomeScreen ||
    matches('(display-mode: standalone)') ||
    matches(`(max-width: ${PHONE_VIEWPORT_MAX_WIDTH_PX}px)`)
  );
}

/** The web's session: Firebase Auth, configured by the city's API (GET /v1/auth-config). */
export function createWebAuthSession(
  options: Omit<AuthSessionOptions, 'loadProvider' | 'prefersRedirect'> & {
    readonly apiBase: string;
    /** How long the config call waits (spec §9: HTTP 15 s). */
    readonly configTimeoutMs: number;
  },
): AuthPort {
  return createAuthSession({
    ...options,
    prefersRedirect: isPhoneOrInstalledDisplay,
    loadProvider: async () => {
      const config = await fetchAuthConfig({
        apiBase: options.apiBase,
        timeoutMs: options.configTimeoutMs,
        authError: options.authError,
      });
      if (!config) return null;
      try {
        return createFirebaseProvider(config);
      } catch (error) {
        throw options.authError('AUTH_INTERNAL', 'Firebase refused the sign-in config.', error);
      }
    },
  });
}
