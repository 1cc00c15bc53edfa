import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Where the screenshots go (gitignored; E2E_SCREENSHOT_DIR for a run beside another); CI prints their paths at the end
 * of the run.
 */
export const SCREENSHOT_DIR =
  process.env['E2E_SCREENSHOT_DIR'] ?? path.resolve(import.meta.dirname, '..', 'screenshots');

/**
 * The screen as the rider sees it (the viewport, with the fixed navbar where it belongs; a full-page capture would
 * paint it mid-page), at rest, saved as screenshots/{name}.png.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    animations: 'disabled',
  });
}
