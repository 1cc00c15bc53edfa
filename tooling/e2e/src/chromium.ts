// Debian's Chromium, as the Storybook check drives it (packages/ui/scripts/testStorybook.mjs): nothing here downloads
// a browser of its own.

/** The browser binary; CHROMIUM_PATH (passed through by turbo) points elsewhere when needed. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Offline and quiet: no GPU, no sandbox (CI runs as root), and none of Chromium's own network traffic. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** A phone, as riders see the product. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
