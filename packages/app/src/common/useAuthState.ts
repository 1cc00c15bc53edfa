import { useSyncExternalStore } from 'react';
import type { AuthState } from '../platform';
import { useAppServices } from './appServices';

/** The rider's account state (spec §4: logged-out and logged-in), re-rendering at each change. */
export function useAuthState(): AuthState {
  const { auth } = useAppServices();
  return useSyncExternalStore(auth.subscribe, auth.state);
}
