import { createStore } from 'zustand';

/** Whether a new version of the app waits to take over, and how to switch to it (spec §4). */
export interface UpdateState {
  readonly isUpdateReady: boolean;
  /** Activates the waiting version; the page reloads once it controls the page. */
  readonly applyUpdate: () => void;
}

export type UpdateStore = ReturnType<typeof createUpdateStore>;

export function createUpdateStore() {
  return createStore<UpdateState>()(() => ({ isUpdateReady: false, applyUpdate: () => undefined }));
}

/** The page's one update store: the service worker writes it, the update banner reads it. */
export const updateStore = createUpdateStore();
