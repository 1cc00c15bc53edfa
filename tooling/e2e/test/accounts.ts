import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from '../src/server';

/** A Google account of the tests: the same `sub` signs in as the same rider, on any browser context. */
export interface GoogleRider {
  readonly sub: string;
  readonly email: string;
  readonly name: string;
}

export function newGoogleRider(name = 'Ana Viajera'): GoogleRider {
  const id = randomUUID();
  return { sub: id, email: `rider-${id.slice(0, 8)}@example.com`, name };
}

/**
 * A Google ID token as the Firebase Auth emulator takes it: JSON, its documented stand-in for Google's signed one, so
 * the credential handler's route signs a rider in without Google.
 */
export function fakeGoogleIdToken(rider: GoogleRider): string {
  return JSON.stringify({ sub: rider.sub, email: rider.email, email_verified: true, name: rider.name });
}

/** Signs `rider` in through the credential handler (as Google's redirect does), landing on `then`. */
export async function signInWithGoogle(page: Page, rider: GoogleRider, then = '/ajustes/cuenta') {
  const idToken = encodeURIComponent(fakeGoogleIdToken(rider));
  await page.goto(
    `/google-credential-handler?idToken=${idToken}&postLoginRedirectUrl=${encodeURIComponent(then)}`,
  );
}

/**
 * Makes a rider premium the way support does: a manual Forever entitlement (spec §3) through apps/api's
 * grant-entitlement tool, against the server's own user data and Auth emulator (E2E_ACCOUNTS_ENV, set by the global
 * setup).
 */
export async function grantPremium(rider: GoogleRider): Promise<string> {
  const accountsEnv = JSON.parse(process.env['E2E_ACCOUNTS_ENV'] ?? '{}') as Record<string, string>;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      import.meta.resolve('tsx'),
      'src/bin/grantEntitlement.ts',
      '--city',
      'madrid',
      '--email',
      rider.email,
      '--forever',
    ],
    {
      cwd: path.join(REPO_ROOT, 'apps', 'api'),
      env: { ...process.env, ...accountsEnv, METADATA_SERVER_DETECTION: 'none' },
    },
  );
  return stdout;
}
