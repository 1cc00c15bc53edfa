/*
 * Firebase Auth as the account's identity provider. This module and Firebase's code are downloaded with the account's
 * session (platform/authSession, which the web adapter imports dynamically), never with the app.
 */
import type { AuthConfig } from '@transit/api-client';
import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  getRedirectResult,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type User,
} from 'firebase/auth';
import type { AuthUser } from './auth';
import { type AuthProvider, noCurrentUser } from './authProvider';

/** The config of a server with sign-in on. */
export type EnabledAuthConfig = Extract<AuthConfig, { readonly enabled: true }>;

function userOf(user: User): AuthUser {
  return { userId: user.uid, email: user.email, displayName: user.displayName };
}

/**
 * The provider over the Firebase project the server names (its public web config), with the Auth emulator when the
 * server uses one. The SDK keeps the session on the device and refreshes the ID token about 5 minutes before it
 * expires (spec §9); a refresh refused because the account is disabled or the token revoked signs the user out, which
 * onAuthStateChanged reports.
 */
export function createFirebaseProvider(config: EnabledAuthConfig): AuthProvider {
  const name = `transit-${config.projectId}`;
  const app =
    getApps().find((existing) => existing.name === name) ??
    initializeApp(
      {
        apiKey: config.apiKey,
        projectId: config.projectId,
        // Firebase's own default for a project without a custom domain.
        authDomain: config.authDomain ?? `${config.projectId}.firebaseapp.com`,
      },
      name,
    );
  const auth = getAuth(app);
  if (config.emulatorUrl !== null && auth.emulatorConfig === null) {
    connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  }
  // Google's pages in the rider's language.
  auth.useDeviceLanguage();
  const google = new GoogleAuthProvider();
  return {
    onUserChanged: (listener) => onAuthStateChanged(auth, (user) => listener(user ? userOf(user) : null)),
    redirectResult: async () => {
      const result = await getRedirectResult(auth);
      return result ? userOf(result.user) : null;
    },
    signInWithPopup: async () => userOf((await signInWithPopup(auth, google)).user),
    signInWithRedirect: () => signInWithRedirect(auth, google),
    signInWithGoogleIdToken: async (idToken) =>
      userOf((await signInWithCredential(auth, GoogleAuthProvider.credential(idToken))).user),
    signOut: () => signOut(auth),
    idToken: (forceRefresh) => {
      const user = auth.currentUser;
      if (!user) return Promise.reject(noCurrentUser());
      return user.getIdToken(forceRefresh);
    },
  };
}
