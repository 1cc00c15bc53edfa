// @ts-check
import { defineConfig } from 'vitest/config';

/**
 * @typedef {object} TransitVitestOptions
 * @property {'node' | 'jsdom'} [environment] where the tests run; node unless a package renders components
 * @property {number} [lineCoveragePercent] minimum line coverage of src/ the run must reach (fails below it)
 */

/**
 * The shared Vitest config. Coverage is v8, printed as a text table so CI logs show it.
 * @param {TransitVitestOptions} [options]
 */
export function transitVitestConfig(options = {}) {
  const { environment = 'node', lineCoveragePercent } = options;
  return defineConfig({
    test: {
      environment,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx,js}'],
      restoreMocks: true,
      // Tests assert behaviour, not speed; the limit only catches a hang. CI runs every package at once on 2 cores,
      // where a first type-aware lint or a cold import can take several seconds.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      coverage: {
        provider: 'v8',
        enabled: lineCoveragePercent !== undefined,
        include: ['src/**/*.{ts,tsx}'],
        exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/**/index.ts'],
        reporter: ['text', 'text-summary'],
        ...(lineCoveragePercent === undefined ? {} : { thresholds: { lines: lineCoveragePercent } }),
      },
    },
  });
}
