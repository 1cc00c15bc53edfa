import { test as base, expect } from '@playwright/test';

export { expect };

export interface E2EOptions {
  /** Console errors a test expects (the router error screen's own report); any other fails the test. */
  readonly allowedConsoleErrors: readonly RegExp[];
}

interface E2EFixtures {
  /** Every console error and uncaught page error of the test's pages, checked after the test. */
  readonly consoleErrors: readonly string[];
}

/**
 * Playwright's test with the server's origin as baseURL (set by the global setup) and, in every test, the check
 * that no page logged a console error or threw.
 */
/**
 * Map tiles come from the tile server of the city config (OpenStreetMap), which the test machines cannot reach: the
 * browser reports each failed tile, and the map is meant to work without them (the stops still draw).
 */
const UNREACHABLE_TILES = /^Failed to load resource: .*\(https:\/\/tile\.openstreetmap\.org\//;

export const test = base.extend<E2EFixtures & E2EOptions>({
  allowedConsoleErrors: [[UNREACHABLE_TILES], { option: true }],
  baseURL: async ({ baseURL }, use) => {
    await use(process.env['E2E_ORIGIN'] ?? baseURL);
  },
  consoleErrors: [
    async ({ context, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        errors.push(`${message.text().split('\n')[0] ?? ''}${url ? ` (${url})` : ''}`);
      });
      context.on('weberror', (error) => errors.push(`page error: ${error.error().message}`));
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
});
