import { useEffect, useState } from 'react';
import { useAppServices } from './appServices';
import type { EntitlementOutcome } from './entitlement';
import type { EntitlementError } from './entitlementError';
import { useAuthState } from './useAuthState';

/**
 * The rider's entitlement as the app uses it (spec §4, §6):
 * - `off`: nobody is signed in (or sign-in is off): the entitlement feature is disabled;
 * - `loading`: the lookup of a signed-in rider is under way;
 * - `entitled` / `notEntitled`: the answer, by core's rules on the server's time;
 * - `failed`: the lookup failed online after its retries (the entitlement-load error screen); `retry` asks again. A
 *   device offline does not fail: the rider keeps the app, without premium until it can ask.
 */
export type EntitlementView =
  | { readonly status: 'off' | 'loading' | 'entitled' | 'notEntitled' }
  | { readonly status: 'failed'; readonly error: EntitlementError; readonly retry: () => void };

/** A lookup's outcome, for whom and for which attempt (the rider's Reintentar makes a new one). */
interface Looked {
  readonly key: string;
  readonly outcome: EntitlementOutcome;
}

/**
 * The signed-in rider's entitlement, looked up when they sign in (and on Reintentar). A plain effect, not a query:
 * the shell renders it on every screen, and the lookup's code (and the entitlement document's schema) load only
 * when a rider is signed in, so none of it weighs on the first download.
 */
/** Each mounted lookup's "ask again" (the shell has one). */
const askAgainListeners = new Set<() => void>();

/**
 * Asks the server again for the signed-in rider's entitlement: after a purchase is recorded, so the ads go at once
 * rather than at the next start.
 */
export function lookUpEntitlementAgain(): void {
  for (const askAgain of askAgainListeners) askAgain();
}

export function useEntitlement(): EntitlementView {
  const { auth, city } = useAppServices();
  const state = useAuthState();
  const userId = state.status === 'signedIn' ? state.userId : undefined;
  const [attempt, setAttempt] = useState(0);
  const [looked, setLooked] = useState<Looked | undefined>();
  const key = `${city.id} ${userId ?? ''} ${attempt}`;
  useEffect(() => {
    const askAgain = () => setAttempt((count) => count + 1);
    askAgainListeners.add(askAgain);
    return () => {
      askAgainListeners.delete(askAgain);
    };
  }, []);
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    void import('./entitlement')
      .then(({ lookUpEntitlement }) => lookUpEntitlement(city.apiBase, auth, controller.signal))
      .then((outcome) => {
        if (!controller.signal.aborted) setLooked({ key, outcome });
      });
    return () => controller.abort();
  }, [auth, city.apiBase, userId, key]);
  if (userId === undefined) return { status: 'off' };
  if (looked === undefined || looked.key !== key) return { status: 'loading' };
  const { outcome } = looked;
  if (outcome.ok) return { status: outcome.isEntitled ? 'entitled' : 'notEntitled' };
  if (outcome.error.code === 'ENTITLEMENT_OFFLINE') return { status: 'notEntitled' };
  return { status: 'failed', error: outcome.error, retry: () => setAttempt((count) => count + 1) };
}
