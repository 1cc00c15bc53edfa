import type { App } from 'firebase-admin/app';

/**
 * The Admin SDK's app for a Firebase project: ID tokens are checked against the project (and against the Auth
 * emulator when FIREBASE_AUTH_EMULATOR_HOST is set), Firestore is the project's (or the emulator at
 * FIRESTORE_EMULATOR_HOST). Credentials for Firestore are Google's application default ones
 * (GOOGLE_APPLICATION_CREDENTIALS), read by the SDK when it first needs them; verifying tokens needs none.
 * @param name the app's name, so several can live in one process (tests)
 */
export async function firebaseAdminApp(projectId: string, name = 'transit-api'): Promise<App> {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

/** Firestore of an Admin SDK app. */
export async function firestoreOf(app: App) {
  const { getFirestore } = await import('firebase-admin/firestore');
  return getFirestore(app);
}
