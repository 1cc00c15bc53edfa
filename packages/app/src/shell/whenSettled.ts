import type { QueryClient } from '@tanstack/react-query';

/** What "settled" is read from: the router (the app's, or a stand-in) and the query cache. */
export interface SettleSources {
  readonly router: {
    readonly state: { readonly initialized: boolean; readonly navigation: { readonly state: string } };
    readonly subscribe: (listener: () => void) => () => void;
  };
  readonly queryClient: Pick<QueryClient, 'isFetching' | 'getQueryCache'>;
}

/** The browser's part, so tests can stand in for it. */
export interface SettleHost {
  readonly isLoaded: () => boolean;
  readonly onLoad: (listener: () => void) => () => void;
  /** Runs `task` when the browser is next idle (after the render and paint a settle may have started). */
  readonly whenIdle: (task: () => void) => void;
}

const browserHost: SettleHost = {
  isLoaded: () => document.readyState === 'complete',
  onLoad: (listener) => {
    window.addEventListener('load', listener);
    return () => window.removeEventListener('load', listener);
  },
  // Safari has no requestIdleCallback: the next task, then.
  whenIdle: (task) =>
    typeof window.requestIdleCallback === 'function'
      ? void window.requestIdleCallback(() => task())
      : void setTimeout(task, 0),
};

/**
 * Runs `task` once, when the first screen has settled: the page has loaded, the router shows its first screen (its
 * code has arrived) with no navigation under way, no query is fetching, and then the browser is idle. For work the
 * rider does not wait for (installing the offline copy downloads the whole app), which on a slow phone's network
 * must not compete with the first screen's code and data. Returns what cancels it.
 */
export function whenSettled(
  sources: SettleSources,
  task: () => void,
  host: SettleHost = browserHost,
): () => void {
  const { router, queryClient } = sources;
  const isSettled = () =>
    host.isLoaded() &&
    router.state.initialized &&
    router.state.navigation.state === 'idle' &&
    queryClient.isFetching() === 0;
  let done = false;
  const unsubscribes: (() => void)[] = [];
  const stop = () => {
    done = true;
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  };
  const check = () => {
    if (done || !isSettled()) return;
    stop();
    host.whenIdle(task);
  };
  unsubscribes.push(
    host.onLoad(check),
    router.subscribe(check),
    queryClient.getQueryCache().subscribe(check),
  );
  check();
  return stop;
}
