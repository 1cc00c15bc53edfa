import { existsSync } from 'node:fs';
import type { BillingEnv } from '../env';
import { StartupError } from '../load';
import {
  type AccessTokenSource,
  createPlayDeveloperApi,
  DEFAULT_PLAY_API_BASE_URL,
  googleAccessTokens,
} from './playDeveloperApi';
import type { Billing } from './routes';

/**
 * Google Play billing as the environment asks: purchases of PLAY_PACKAGE_NAMES verified with the Play Developer API
 * (PLAY_API_BASE_URL, Google's by default) under a service account's tokens (GOOGLE_PLAY_CREDENTIALS, else Google's
 * application default credentials). Undefined when billing is off. A key file named but missing stops the start: a
 * server that would answer every purchase 503 should say so at once.
 * @param testing a token source in place of Google's and a shorter timeout (tests)
 */
export async function createBillingFromEnv(
  env: BillingEnv | undefined,
  testing: { readonly accessToken?: AccessTokenSource; readonly timeoutMs?: number } = {},
): Promise<Billing | undefined> {
  if (env === undefined) return undefined;
  if (env.credentialsFile !== undefined && !existsSync(env.credentialsFile)) {
    throw new StartupError(
      'ENV_INVALID',
      `GOOGLE_PLAY_CREDENTIALS names ${env.credentialsFile}, which does not exist: give the path of the service account's key file.`,
    );
  }
  const play = createPlayDeveloperApi({
    baseUrl: env.apiBaseUrl,
    accessToken: testing.accessToken ?? (await googleAccessTokens(env.credentialsFile)),
    timeoutMs: testing.timeoutMs,
  });
  return { play, packageNames: new Set(env.packageNames) };
}

/** One line for the start log: where billing stands. */
export function describeBilling(env: BillingEnv | undefined): string {
  if (env === undefined) return 'Google Play billing: off (PLAY_PACKAGE_NAMES is not set).';
  const credentials =
    env.credentialsFile === undefined
      ? "Google's application default credentials"
      : `the key file ${env.credentialsFile}`;
  const api = env.apiBaseUrl ?? DEFAULT_PLAY_API_BASE_URL;
  return `Google Play billing: purchases of ${env.packageNames.join(', ')} verified at ${api} with ${credentials}.`;
}
