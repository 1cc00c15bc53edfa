import { buildRoute } from '@transit/core';
import { useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppServices } from '../../common/appServices';
import { useAuthState } from '../../common/useAuthState';
import type { AuthState } from '../../platform';
import { safeRedirectPath } from './postLoginRedirect';

/**
 * The account's state, its provider started: the route's loader has usually started it while the screen's code
 * downloaded; starting it before the first paint (a layout effect) also keeps a signed-in rider from seeing the
 * signed-out screen for a frame.
 */
export function useStartedAuth(): AuthState {
  const { auth } = useAppServices();
  useLayoutEffect(() => auth.start(), [auth]);
  return useAuthState();
}

/** The address's postLoginRedirectUrl when it names a page of this app (spec §2), else undefined. */
export function usePostLoginRedirect(): string | undefined {
  const [params] = useSearchParams();
  return safeRedirectPath(params.get('postLoginRedirectUrl'), window.location.origin);
}

/** Where a sign-in started away from the account page ends: the postLoginRedirectUrl, else the account page. */
export function useAfterSignInPath(): string {
  return usePostLoginRedirect() ?? buildRoute('account');
}
