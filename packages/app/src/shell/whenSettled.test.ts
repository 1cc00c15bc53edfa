import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type SettleHost, type SettleSources, whenSettled } from './whenSettled';

/** A router whose state the test sets, telling its subscribers as a real one does. */
function fakeRouter(initial: { initialized: boolean; navigating: boolean }) {
  const listeners = new Set<() => void>();
  const state = {
    initialized: initial.initialized,
    navigation: { state: initial.navigating ? 'loading' : 'idle' },
  };
  const router: SettleSources['router'] = {
    state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return {
    router,
    set(next: { initialized: boolean; navigating: boolean }) {
      state.initialized = next.initialized;
      state.navigation = { state: next.navigating ? 'loading' : 'idle' };
      for (const listener of [...listeners]) listener();
    },
    listenerCount: () => listeners.size,
  };
}

function fakeHost(loaded: boolean) {
  const loadListeners = new Set<() => void>();
  let isLoaded = loaded;
  const host: SettleHost = {
    isLoaded: () => isLoaded,
    onLoad: (listener) => {
      loadListeners.add(listener);
      return () => loadListeners.delete(listener);
    },
    whenIdle: (task) => task(),
  };
  return {
    host,
    load() {
      isLoaded = true;
      for (const listener of [...loadListeners]) listener();
    },
  };
}

describe('whenSettled (the offline copy waits for the first screen)', () => {
  it('waits for the load, the first screen and its data, then runs the task once', async () => {
    const page = fakeHost(false);
    const routing = fakeRouter({ initialized: false, navigating: false });
    const queryClient = new QueryClient();
    const task = vi.fn();
    let answer: (value: string) => void = () => undefined;
    void queryClient.prefetchQuery({
      queryKey: ['arrivals'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    whenSettled({ router: routing.router, queryClient }, task, page.host);

    page.load();
    expect(task).not.toHaveBeenCalled();
    // The first screen's code has arrived; its departures are still on their way.
    routing.set({ initialized: true, navigating: false });
    expect(task).not.toHaveBeenCalled();
    answer('departures');
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    // Later fetches and navigations change nothing: it ran once, and listens no more.
    routing.set({ initialized: true, navigating: true });
    routing.set({ initialized: true, navigating: false });
    await queryClient.fetchQuery({ queryKey: ['stop'], queryFn: () => Promise.resolve('Sol') });
    expect(task).toHaveBeenCalledTimes(1);
    expect(routing.listenerCount()).toBe(0);
  });

  it('runs at once on a page already settled, and not at all once cancelled', () => {
    const task = vi.fn();
    whenSettled(
      { router: fakeRouter({ initialized: true, navigating: false }).router, queryClient: new QueryClient() },
      task,
      fakeHost(true).host,
    );
    expect(task).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    const routing = fakeRouter({ initialized: false, navigating: false });
    const cancel = whenSettled(
      { router: routing.router, queryClient: new QueryClient() },
      later,
      fakeHost(true).host,
    );
    cancel();
    routing.set({ initialized: true, navigating: false });
    expect(later).not.toHaveBeenCalled();
  });

  it('waits while a navigation is under way', () => {
    const task = vi.fn();
    const routing = fakeRouter({ initialized: true, navigating: true });
    whenSettled({ router: routing.router, queryClient: new QueryClient() }, task, fakeHost(true).host);
    expect(task).not.toHaveBeenCalled();
    routing.set({ initialized: true, navigating: false });
    expect(task).toHaveBeenCalledTimes(1);
  });
});
