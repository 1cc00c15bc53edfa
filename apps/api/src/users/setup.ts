import type { AccountsEnv } from '../env';
import { firebaseAdminApp, firestoreOf } from './firebase';
import { createFirestoreUserDataStore } from './firestoreStore';
import { firebaseIdTokenVerifier } from './idTokens';
import type { Accounts } from './signedIn';
import { createSqlUserDataStore, pgliteDriver, postgresDriver } from './sqlStore';

/**
 * The accounts the environment asks for: ID tokens of FIREBASE_PROJECT_ID checked by firebase-admin (against the
 * Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set), and the user data in Firestore (USER_DATA_STORE=firestore),
 * a PostgreSQL server (DATABASE_URL) or, by default, an embedded PGlite under USER_DATA_DIR. Undefined when accounts
 * are off.
 */
export async function createAccountsFromEnv(env: AccountsEnv | undefined): Promise<Accounts | undefined> {
  if (env === undefined) return undefined;
  const app = await firebaseAdminApp(env.projectId);
  const verifier = await firebaseIdTokenVerifier(app);
  const client = {
    enabled: true as const,
    projectId: env.projectId,
    // The emulator takes any key; Firebase itself needs the web app's.
    apiKey: env.webApiKey ?? (env.authEmulatorHost === undefined ? '' : 'emulator-api-key'),
    authDomain: env.authDomain ?? null,
    emulatorUrl: env.authEmulatorHost === undefined ? null : `http://${env.authEmulatorHost}`,
  };
  if (env.store === 'firestore')
    return { verifier, client, store: createFirestoreUserDataStore(await firestoreOf(app)) };
  const store =
    env.databaseUrl === undefined
      ? await createSqlUserDataStore(await pgliteDriver(env.dataDir), 'pglite')
      : await createSqlUserDataStore(await postgresDriver(env.databaseUrl), 'postgres');
  return { verifier, client, store };
}

/** One line for the start log: where accounts stand. */
export function describeAccounts(env: AccountsEnv | undefined): string {
  if (env === undefined) return 'Accounts: off (FIREBASE_PROJECT_ID is not set).';
  const where =
    env.store === 'firestore'
      ? 'Firestore'
      : env.databaseUrl === undefined
        ? `PGlite in ${env.dataDir}`
        : 'PostgreSQL (DATABASE_URL)';
  const auth = env.authEmulatorHost === undefined ? '' : `, Auth emulator at ${env.authEmulatorHost}`;
  return `Accounts: project ${env.projectId}${auth}; user data in ${where}.`;
}
