import { PremiumError, type PremiumManager, premiumManager } from '@transit/core';
import { useLayoutEffect, useMemo } from 'react';
import { useAppServices, useCity } from '../../common/appServices';
import { useAuthState } from '../../common/useAuthState';
import type { AuthState } from '../../platform';

/** The city's premium: its manager, or why there is none (spec §5: it throws that premium is not enabled). */
export type PremiumAvailability =
  | { readonly status: 'enabled'; readonly manager: PremiumManager }
  | { readonly status: 'notEnabled'; readonly error: PremiumError };

/** The premium manager of the city the app runs for, or that premium is not enabled there. */
export function usePremiumManager(): PremiumAvailability {
  const { premium } = useCity();
  return useMemo(() => {
    try {
      return { status: 'enabled', manager: premiumManager(premium) };
    } catch (error) {
      if (error instanceof PremiumError) return { status: 'notEnabled', error };
      throw error;
    }
  }, [premium]);
}

/**
 * The account's state, its provider started before the first paint (the route's loader has usually started it while
 * the screen downloaded), so a signed-in rider never sees the signed-out prompt for a frame.
 */
export function useStartedAuthState(): AuthState {
  const { auth } = useAppServices();
  useLayoutEffect(() => auth.start(), [auth]);
  return useAuthState();
}
