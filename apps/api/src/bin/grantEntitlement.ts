/**
 * Grants a rider a manual premium entitlement (spec §3), through the user data store the environment configures
 * (as the server reads it: FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST, USER_DATA_STORE, DATABASE_URL,
 * USER_DATA_DIR; .env.example).
 *
 *   pnpm --filter @transit/api grant-entitlement --city madrid --email ana@example.com --forever
 *   pnpm --filter @transit/api grant-entitlement --city madrid --email ana@example.com --until 2027-01-31T23:59:59Z
 *
 * With the embedded PGlite store, stop the server first: one process at a time may open its folder.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_IDS } from '@transit/core';
import { z } from 'zod';
import { parseEnv } from '../env';
import { firebaseAdminApp } from '../users/firebase';
import { grantManualEntitlement, uidOfEmail } from '../users/grantEntitlement';
import { createAccountsFromEnv } from '../users/setup';

const argsSchema = z
  .object({
    city: z.enum(PROJECT_IDS),
    email: z.email(),
    forever: z.boolean().optional(),
    until: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((args) => (args.forever === true) !== (args.until !== undefined), {
    message: 'give either --forever or --until <ISO date-time>',
  });

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      city: { type: 'string' },
      email: { type: 'string' },
      forever: { type: 'boolean' },
      until: { type: 'string' },
    },
  });
  const args = argsSchema.safeParse(values);
  if (!args.success) {
    const issues = args.error.issues.map(
      (issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`,
    );
    throw new Error(`grant-entitlement: ${issues.join('; ')}`);
  }
  const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
  const env = parseEnv(process.env, repositoryRoot).accounts;
  if (env === undefined) throw new Error('grant-entitlement: accounts are off (set FIREBASE_PROJECT_ID).');
  const accounts = await createAccountsFromEnv(env);
  if (accounts === undefined) throw new Error('grant-entitlement: accounts are off.');
  try {
    const uid = await uidOfEmail(await firebaseAdminApp(env.projectId), args.data.email);
    const grant =
      args.data.until === undefined
        ? ({ entitlementType: 'Forever' } as const)
        : ({ entitlementType: 'Temporary', endDate: new Date(args.data.until) } as const);
    const granted = await grantManualEntitlement(accounts.store, args.data.city, uid, grant, Date.now());
    console.log(`Granted ${args.data.email} (${uid}) in ${args.data.city}: ${JSON.stringify(granted)}`);
  } finally {
    await accounts.store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.toString() : String(error));
  process.exitCode = 1;
});
