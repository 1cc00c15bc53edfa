import type { Page } from '@playwright/test';
import { boardRows, ensureDepartures } from './departures';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

// These tests need the service worker the other tests keep out of the way.
test.use({ serviceWorkers: 'allow' });

/** Waits until the built app's service worker is active and controls the page (its precache is then complete). */
async function untilServiceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installs the worker; a reload puts the page under its control.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test("with the network cut after one visit, the stops home, a favourite stop's scheduled departures and a line page still load", async ({
  page,
  context,
  request,
}) => {
  await ensureDepartures(page, request, '4-12');
  // One visit, online: the stop (saved as a favourite), the stops home and Metro line 1.
  await page.goto('/paradas/4-12');
  await expect(page.getByRole('heading', { level: 1, name: 'Sol' })).toBeVisible();
  const departures = page.getByRole('region', { name: 'Próximas salidas' });
  await expect(boardRows(departures).first()).toHaveAccessibleName(/, según horario$/);
  await page.getByRole('button', { name: 'Guardar en favoritos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar la parada en favoritos' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Trabajo');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trabajo' })).toBeVisible();
  await page.goto('/lineas/4-1');
  await expect(page.getByRole('heading', { level: 1, name: /Pinar de Chamartín/ })).toBeVisible();
  await page.goto('/paradas');
  const favourites = page.getByRole('region', { name: 'Paradas favoritas' });
  await expect(favourites.getByRole('link', { name: /Trabajo Parada 4-12/ })).toBeVisible();
  await untilServiceWorkerControls(page);
  // The query cache is saved at most once a second (spec §9), and as the page goes away: let the last save land.
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paradas' })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /conexión/ })
      .first(),
  ).toBeVisible();
  await favourites.getByRole('link', { name: /Trabajo Parada 4-12/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trabajo' })).toBeVisible();
  await expect(boardRows(departures).first()).toHaveAccessibleName(/, según horario$/);
  await saveScreenshot(page, 'offline-stop');

  // The line page, from the saved answer.
  await page.goto('/lineas/4-1');
  await expect(page.getByRole('heading', { level: 1, name: /Pinar de Chamartín/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Valdecarros/ })).toBeVisible();

  // A page opened for the first time while offline still loads its screen (every chunk is precached).
  await page.goto('/ajustes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
