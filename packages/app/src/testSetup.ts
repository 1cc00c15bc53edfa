/**
 * Runs before every test file of the package: a clean page, storage, URL and clock for each test, a browser that
 * prefers Spanish and a light system theme (jsdom answers 'en-US' and has no matchMedia), and no query timer of a
 * finished test left to fire into the next one.
 */
import { cleanup, configure } from '@testing-library/react';
import { timeoutManager } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { installMatchMedia, removeGeolocation, setBrowserLanguages } from './testBrowser';

// Role queries skip jsdom's slow computed-style walk for visibility; the screens hide nothing with CSS that a test
// asks for by role (what is not shown is not rendered). CI runs every package at once on 2 cores, where the first
// render of a lazily loaded screen can take well over the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });

type TimerId = ReturnType<typeof setTimeout>;

/**
 * TanStack Query's timers (retries, garbage collection, refetch intervals and the persisted cache's throttled save)
 * go through its timeout manager; tracking them lets each test end with none pending, so a cache saved a second after
 * one test ends is never restored by the next.
 */
const pendingTimeouts = new Set<TimerId>();
const pendingIntervals = new Set<ReturnType<typeof setInterval>>();
timeoutManager.setTimeoutProvider({
  setTimeout(callback, delay) {
    const id = setTimeout(() => {
      pendingTimeouts.delete(id);
      callback();
    }, delay);
    pendingTimeouts.add(id);
    return id;
  },
  clearTimeout(id) {
    if (id === undefined) return;
    pendingTimeouts.delete(id);
    clearTimeout(id);
  },
  setInterval(callback, delay) {
    const id = setInterval(callback, delay);
    pendingIntervals.add(id);
    return id;
  },
  clearInterval(id) {
    if (id === undefined) return;
    pendingIntervals.delete(id);
    clearInterval(id);
  },
});

/** Errors react-intl reports (a message id missing from a catalog, a value missing from a message). */
const intlErrors: unknown[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (args.some((arg) => arg instanceof Error && arg.message.includes('@formatjs/intl Error'))) {
    intlErrors.push(args[0]);
  }
  consoleError(...args);
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.className = '';
  document.documentElement.lang = '';
  setBrowserLanguages(['es-ES', 'es']);
  installMatchMedia({ prefersDark: false });
  removeGeolocation();
  intlErrors.length = 0;
});

afterEach(() => {
  cleanup();
  for (const id of pendingTimeouts) clearTimeout(id);
  for (const id of pendingIntervals) clearInterval(id);
  pendingTimeouts.clear();
  pendingIntervals.clear();
  vi.useRealTimers();
  expect(intlErrors, 'every message the screens showed exists in the catalog').toEqual([]);
});
