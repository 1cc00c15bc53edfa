import { type FixtureServer, madridLiveEnv, startFixtureServer } from '@transit/realtime/testing';
import type { Page } from '@playwright/test';
import { PHONE_VIEWPORT } from '../src/chromium';
import { type RunningServer, startServer } from '../src/server';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

/**
 * Issue 14's browser test: a board read at a glance. At the phone viewport (390×844), the first screen of a busy
 * board shows at least six line-directions below the header: Sol (Metro, live from the displays), an EMT stop with
 * live rows (72) and the station board of Sol (Metro and Cercanías). The live sources are the realtime package's
 * fixture server, replayed as if made now (as live.spec.ts).
 */
let fixtures: FixtureServer;
let server: RunningServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fixtures = await startFixtureServer({ replayAt: Date.now });
  server = await startServer(undefined, madridLiveEnv(fixtures));
});

test.afterAll(async () => {
  await server.stop();
  await fixtures.close();
});

const ROWS = 'Salidas por línea y destino';

/**
 * How many line-directions the first screen shows whole: rows whose bottom is above whatever is fixed at the bottom of
 * the screen (the navbar, the bottom ad), with the page scrolled to the top.
 */
async function rowsOnFirstScreen(page: Page): Promise<{ readonly visible: number; readonly total: number }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate((label) => {
    const fixedTops = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (style.position === 'fixed' || style.position === 'sticky') && element.offsetHeight > 0;
      })
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.top > window.innerHeight / 2)
      .map((box) => box.top);
    const bottom = Math.min(window.innerHeight, ...fixedTops);
    const rows = [...document.querySelectorAll(`[aria-label="${label}"] > li > button`)];
    return {
      visible: rows.filter((row) => row.getBoundingClientRect().bottom <= bottom).length,
      total: rows.length,
    };
  }, ROWS);
}

test.use({ viewport: PHONE_VIEWPORT });

test('Sol (Metro): one row per line and direction, at least six on the first screen', async ({ page }) => {
  await page.goto(`${server.origin}/paradas/4-12`);
  const rows = page.getByRole('list', { name: ROWS }).first();
  await expect(rows.getByRole('button', { name: /, en directo/ }).first()).toBeVisible();
  const { visible, total } = await rowsOnFirstScreen(page);
  console.log(`board: Sol 4-12 shows ${visible} of ${total} line-directions without scrolling`);
  expect(visible).toBeGreaterThanOrEqual(Math.min(6, total));
  await saveScreenshot(page, 'board-sol-4-12');
});

test('EMT stop 72: live rows from EMT, each line and direction one row', async ({ page }) => {
  await page.goto(`${server.origin}/paradas/72`);
  const rows = page.getByRole('list', { name: ROWS });
  await expect(rows.getByRole('button', { name: /, en directo/ }).first()).toBeVisible();
  const { visible, total } = await rowsOnFirstScreen(page);
  console.log(`board: EMT 72 shows ${visible} of ${total} line-directions without scrolling`);
  expect(visible).toBeGreaterThanOrEqual(Math.min(6, total));
  await saveScreenshot(page, 'board-emt-72');
});

test('the station board of Sol: the same rows, grouped by mode', async ({ page }) => {
  await page.goto(`${server.origin}/estaciones/E4-12`);
  const board = page.getByRole('region', { name: 'Próximas salidas' });
  await expect(board.getByRole('heading', { level: 3 })).toHaveText(['Cercanías', 'Metro']);
  await expect(board.getByRole('list', { name: ROWS }).first().getByRole('button').first()).toBeVisible();
  const { visible, total } = await rowsOnFirstScreen(page);
  console.log(`board: station E4-12 shows ${visible} of ${total} line-directions without scrolling`);
  expect(visible).toBeGreaterThanOrEqual(Math.min(6, total));
  await saveScreenshot(page, 'board-station-sol');
});
