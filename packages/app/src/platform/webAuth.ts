import { type City, HTTP_TIMEOUT_MS } from '@transit/core';
import { type AuthPort, AuthError, deferredAuth, hasSignedInBefore, signedInMarkerKey } from './auth';
import type { StoragePort } from './storage';

/**
 * The web client's account: Firebase Auth, configured by the city's API (GET /v1/auth-config), its code and the
 * session's in one chunk loaded on first need (platform/webAuthSession).
 */
export function webAuth(city: Pick<City, 'id' | 'apiBase'>, storage: StoragePort): AuthPort {
  return deferredAuth(
    () =>
      import('./webAuthSession').then((module) =>
        module.createWebAuthSession({
          cityId: city.id,
          apiBase: city.apiBase,
          configTimeoutMs: HTTP_TIMEOUT_MS,
          markerKey: signedInMarkerKey(city.id),
          storage,
          authError: (code, message, cause) => new AuthError(code, message, { cause }),
        }),
      ),
    hasSignedInBefore(storage.local, city.id),
  );
}
