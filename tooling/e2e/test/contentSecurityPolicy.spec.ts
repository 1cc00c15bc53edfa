import type { Page } from '@playwright/test';
import { boardRows, ensureDepartures } from './departures';
import { expect, test } from './fixtures';

// The server sends a Content-Security-Policy on every answer (apps/api/src/securityHeaders.ts). These pages load,
// draw and talk to the API under it without a single violation: the browser reports each one as a
// `securitypolicyviolation` event and a console error, and any of either fails the test.

/** A transparent 1×1 PNG, served for OpenStreetMap's tiles (unreachable here) so the map loads real images. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** What the browser said it blocked, collected in the page from its first script on. */
declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every violation the page (and its frames) reports, from before any of the app's code runs. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
}

/** The violations so far, after the page has settled a moment (a report is dispatched asynchronously). */
async function violationsOf(page: Page): Promise<string[]> {
  await page.waitForTimeout(300);
  return page.evaluate(() => window.cspViolations ?? []);
}

/** Console messages about the policy (the browser also logs each violation as an error). */
function policyMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** The policy the page came with, as directive → sources. */
async function policyOf(page: Page, path: string): Promise<Map<string, string[]>> {
  const response = await page.goto(path);
  const header = response?.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

test('the stop page loads and shows its departures under the policy, with no violation', async ({
  page,
  request,
}) => {
  await recordViolations(page);
  const messages = policyMessages(page);
  await ensureDepartures(page, request, '4-12');
  const policy = await policyOf(page, '/paradas/4-12');
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  await expect(page.getByRole('heading', { level: 1, name: 'SOL' })).toBeVisible();
  const departures = page.getByRole('region', { name: 'Próximas salidas' });
  await expect(boardRows(departures).first()).toHaveAccessibleName(/, según horario$/);
  expect(await violationsOf(page)).toEqual([]);
  expect(messages).toEqual([]);
});

test('the line page loads with its map and timetable under the policy, with no violation', async ({
  page,
}) => {
  await recordViolations(page);
  const messages = policyMessages(page);
  const policy = await policyOf(page, '/lineas/4-1');
  expect(policy.get('img-src')).toContain('https://tile.openstreetmap.org');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Línea 1 Pinar de Chamartín-Valdecarros' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Horario' }).getByRole('radio')).toHaveCount(7);
  // The route's map, its chunk, Leaflet and its stylesheet load once the rider scrolls towards it.
  await page.getByRole('region', { name: 'Recorrido' }).scrollIntoViewIfNeeded();
  const lineMap = page.getByRole('region', { name: 'Mapa del recorrido de la línea 1 (Hacia VALDECARROS)' });
  await expect(lineMap.locator('path.leaflet-interactive').first()).toBeVisible();
  await expect(lineMap.locator('.leaflet-tile-loaded').first()).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  expect(messages).toEqual([]);
});

test('the stop map draws its stops and tiles under the policy, with no violation', async ({ page }) => {
  await recordViolations(page);
  const messages = policyMessages(page);
  await policyOf(page, '/paradas/mapa?codParada=4-12');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa de paradas' })).toBeVisible();
  await expect
    .poll(async () => Number(await page.locator('[data-stops-drawn]').getAttribute('data-stops-drawn')))
    .toBeGreaterThan(10);
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  // The stop's sheet, with its departures, opens over the map.
  await expect(page.getByRole('heading', { name: 'SOL' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  expect(messages).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker installs and takes the page under the policy, with no violation', async ({
    page,
  }) => {
    await recordViolations(page);
    const messages = policyMessages(page);
    await policyOf(page, '/paradas/4-12');
    await expect(page.getByRole('heading', { level: 1, name: 'SOL' })).toBeVisible();
    // The app registers its worker once the page has loaded; it precaches the whole app.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    expect(state).toMatch(/^(activating|activated)$/);
    expect(await violationsOf(page)).toEqual([]);
    expect(messages).toEqual([]);
  });
});
