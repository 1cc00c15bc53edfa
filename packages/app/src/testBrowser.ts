/**
 * The browser pieces jsdom lacks or answers for an American desktop (matchMedia, languages, geolocation and its
 * permission), faked for the tests. Kept apart from testSupport so the per-file setup stays light.
 */
import { vi } from 'vitest';

/** The browser's preferred languages (navigator.languages). */
export function setBrowserLanguages(languages: readonly string[]): void {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
}

/** A window.matchMedia that answers `(prefers-color-scheme: dark)` as told, and can change its mind. */
export function installMatchMedia(options: { readonly prefersDark: boolean }): {
  readonly setPrefersDark: (prefersDark: boolean) => void;
} {
  let prefersDark = options.prefersDark;
  const listeners = new Set<() => void>();
  const matchMedia = (query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-color-scheme: dark)' && prefersDark;
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    setPrefersDark(value) {
      prefersDark = value;
      for (const listener of listeners) listener();
    },
  };
}

type PositionCallback = (position: {
  coords: { latitude: number; longitude: number; accuracy: number };
}) => void;
type PositionErrorCallback = (error: { code: number; message: string }) => void;

/**
 * navigator.geolocation answering each request with `answer` (a position, or a browser error code: 1 denied, 2
 * unavailable, 3 timeout); returns the spy of getCurrentPosition. Remove it with removeGeolocation.
 */
export function fakeGeolocation(
  answer: () => { readonly latitude: number; readonly longitude: number } | { readonly errorCode: number },
) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure: PositionErrorCallback) => {
    const result = answer();
    if ('errorCode' in result) failure({ code: result.errorCode, message: 'denied or unavailable' });
    else success({ coords: { ...result, accuracy: 20 } });
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

export function removeGeolocation(): void {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
}

/** navigator.permissions answering the geolocation query with `state`. */
export function fakePermissions(state: PermissionState): void {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: vi.fn(() => Promise.resolve({ state })) },
  });
}
