// Browser tests of the Madrid app: Playwright's runner driving Debian's Chromium (no browser download: the binary is
// set below), at a phone viewport in Spanish and Madrid time, against the real server that test/globalSetup.ts starts
// as `npm start` does. test/variants.spec.ts starts one server per variant for its smoke test. Turbo's test:e2e task
// builds the data and all 8 apps first.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PHONE_VIEWPORT } from './src/chromium';

/** Puerta del Sol: where the rider stands when the stops home asks for their location. */
const AT_SOL = { latitude: 40.41688, longitude: -3.70326 };

export default defineConfig({
  testDir: 'test',
  testMatch: '*.spec.ts',
  globalSetup: './test/globalSetup.ts',
  // CI runs this beside the unit tests and the Storybook check on two cores: generous limits, which only catch a
  // hang; a passing test takes a few seconds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  // E2E_OUTPUT_DIR keeps a run's traces apart from another run's.
  outputDir: process.env['E2E_OUTPUT_DIR'] ?? 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    geolocation: AT_SOL,
    permissions: ['geolocation'],
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
