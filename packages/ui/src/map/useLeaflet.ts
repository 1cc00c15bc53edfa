import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { type Leaflet, loadLeaflet } from './loadLeaflet';

/** Where the map library's load stands: loading, ready (with Leaflet), or failed (with a retry). */
export type LeafletLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly L: Leaflet }
  | { readonly status: 'failed'; readonly retry: () => void };

/**
 * How the map components get Leaflet: loadLeaflet by default; stories and tests hand in a loader that stalls or fails
 * to show the loading and error states.
 */
export const LeafletLoaderContext = createContext<() => Promise<Leaflet>>(loadLeaflet);

/** Loads Leaflet for a map component; a failure can be retried. */
export function useLeaflet(): LeafletLoad {
  const load = useContext(LeafletLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<
    | { readonly status: 'loading' }
    | { readonly status: 'ready'; readonly L: Leaflet }
    | { readonly status: 'failed' }
  >({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    load().then(
      (L) => {
        if (isCurrent) setState({ status: 'ready', L });
      },
      () => {
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return state.status === 'failed' ? { status: 'failed', retry } : state;
}
