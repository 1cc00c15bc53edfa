import { type FixtureServer, madridLiveEnv, startFixtureServer } from '@transit/realtime/testing';
import { liveRows } from './departures';
import { type RunningServer, startServer } from '../src/server';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

/**
 * Issue 10's browser test: the Madrid app on a server whose live sources are the realtime package's fixture server
 * (`pnpm --filter @transit/realtime fixtures` prints the same environment). Its answers are EMT's recorded answer at
 * stop 72 and constructed Metro displays and ADIF departures at Sol (fixtures/SOURCES.md says which is which),
 * replayed as if made now: the rows are replayed data, and the test checks the board marks them live.
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

test('EMT stop 72: live rows from EMT, each row read as live, and the source line says so', async ({
  page,
}) => {
  await page.goto(`${server.origin}/paradas/72`);
  const departures = page.getByRole('region', { name: 'Próximas salidas' });
  await expect(liveRows(departures).first()).toBeVisible();
  expect(await liveRows(departures).count()).toBeGreaterThan(3);
  await expect(page.getByText('EMT: en tiempo real')).toBeVisible();
  // EMT gives each bus's distance.
  await expect(departures.getByText(/^A \d[\d.]* m$/).first()).toBeVisible();
  // No "no timetable, so no departures" over live ones.
  await expect(page.getByText(/No se publican horarios de las líneas de esta parada/)).toHaveCount(0);
  await departures.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'live-emt-stop-72');
});

test('Sol, a Metro and Cercanías station: both sections live, from Metro de Madrid and from Adif', async ({
  page,
}) => {
  await page.goto(`${server.origin}/estaciones/E4-12`);
  const board = page.getByRole('region', { name: 'Próximas salidas' });
  await expect(board.getByRole('heading', { level: 3 })).toHaveText(['Cercanías', 'Metro']);
  await expect(liveRows(board).first()).toBeVisible();
  await expect(page.getByText('Metro de Madrid: en tiempo real')).toBeVisible();
  await expect(page.getByText('Cercanías (Adif y Renfe): en tiempo real')).toBeVisible();
  await saveScreenshot(page, 'live-station-sol');
  // The sources modal lists each source with its state.
  await page.getByRole('button', { name: '¿De dónde salen estos datos?' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Origen de los datos' });
  await expect(dialog.getByText('Fuentes en tiempo real de estas salidas')).toBeVisible();
  await expect(dialog.getByText('Metro de Madrid')).toBeVisible();
  await saveScreenshot(page, 'live-station-sol-sources');
});

test('Metro stop 4-12 on its own page: live rows from the displays', async ({ page }) => {
  await page.goto(`${server.origin}/paradas/4-12`);
  const departures = page.getByRole('region', { name: 'Próximas salidas' });
  await expect(liveRows(departures).first()).toBeVisible();
  await expect(page.getByText('Metro de Madrid: en tiempo real')).toBeVisible();
  await departures.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'live-metro-stop-4-12');
});
