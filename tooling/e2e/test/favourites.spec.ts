import type { Page } from '@playwright/test';
import { boardRows, ensureDepartures } from './departures';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

const NAVBAR = { name: 'Navegación principal' } as const;

/** Saves the open stop page's stop as a favourite under `alias`, through the alias modal (spec §4). */
async function saveStopAs(page: Page, stopName: string, alias: string) {
  await page.getByRole('button', { name: 'Guardar en favoritos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar la parada en favoritos' });
  const field = dialog.getByRole('textbox', { name: 'Nombre' });
  // The stop's own name is offered, selected, so typing replaces it.
  await expect(field).toHaveValue(stopName);
  await expect(field).toBeFocused();
  await field.fill(alias);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Parada guardada')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: alias })).toBeVisible();
}

/** The page fits the phone's width: nothing sticks out sideways (which would let the whole screen pan). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    // Toasts slide in and out from the side by design; the screen itself must fit.
    wide: [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className} ${element.getBoundingClientRect().right}`),
  }));
  expect(widths.wide, JSON.stringify(widths)).toEqual([]);
}

async function openStopsHome(page: Page) {
  await page.getByRole('navigation', NAVBAR).getByRole('link', { name: 'Paradas' }).click();
  await expect(page).toHaveURL(/\/paradas$/);
}

test('save Sol as "Casa" on /paradas/4-12, see it on /paradas, rename it, reload, remove it with confirmation', async ({
  page,
  request,
}) => {
  await ensureDepartures(page, request, '4-12');
  await page.goto('/paradas/4-12');
  await expect(page.getByRole('heading', { level: 1, name: 'Sol' })).toBeVisible();
  await saveStopAs(page, 'Sol', 'Casa');
  // The stop's own name stays on the page, under the alias.
  await expect(page.getByText('Sol', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'favourite-stop');
  await expectNoSidewaysScroll(page);

  // A line pinned at a favourite stop shows its next departure on the stops home.
  const departures = page.getByRole('region', { name: 'Próximas salidas' });
  // A row's pin is in its details (issue 14): open the first row.
  await boardRows(departures).first().click();
  const pin = departures.getByRole('button', { name: /^Fijar la línea/ }).first();
  const pinName = (await pin.textContent()) ?? '';
  await pin.click();
  await expect(
    departures.getByRole('button', {
      name: pinName.replace('Fijar', 'Dejar de fijar').replace(' arriba', ''),
    }),
  ).toBeVisible();

  // A second favourite, so the home lists more than one.
  await page.goto('/paradas/10-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Pinar de Chamartín' })).toBeVisible();
  await saveStopAs(page, 'Pinar de Chamartín', 'Estación de Ana');

  await openStopsHome(page);
  const favourites = page.getByRole('region', { name: 'Paradas favoritas' });
  await expect(favourites.getByRole('link', { name: 'Metro Casa Parada 4-12' })).toBeVisible();
  await expect(
    favourites.getByRole('link', { name: /^Metro Ligero Estación de Ana Parada 10-1/ }),
  ).toBeVisible();
  const pinned = favourites.getByRole('list', { name: 'Líneas fijadas en Casa' });
  await expect(pinned.getByRole('listitem')).toHaveCount(1);
  await expect(pinned).toContainText('Según horario');

  // Edit mode: rename "Casa".
  await favourites.getByRole('button', { name: 'Editar' }).click();
  await saveScreenshot(page, 'favourites-edit');
  await expectNoSidewaysScroll(page);
  await favourites.getByRole('button', { name: 'Cambiar nombre de Casa' }).click();
  const rename = page.getByRole('dialog', { name: 'Cambiar el nombre de la parada' });
  await expect(rename.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Casa');
  await saveScreenshot(page, 'favourites-rename');
  await rename.getByRole('textbox', { name: 'Nombre' }).fill('Casa de la abuela');
  await rename.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Parada renombrada')).toBeVisible();
  await expect(rename).toBeHidden();
  await expect(favourites.getByRole('button', { name: 'Cambiar nombre de Casa de la abuela' })).toBeFocused();
  await favourites.getByRole('button', { name: 'Terminar' }).click();

  // Kept on the device: a reload reads it back.
  await page.reload();
  await expect(favourites.getByRole('link', { name: 'Metro Casa de la abuela Parada 4-12' })).toBeVisible();
  await expect(favourites.getByRole('list', { name: 'Líneas fijadas en Casa de la abuela' })).toContainText(
    'Según horario',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
  await saveScreenshot(page, 'favourites');

  // Removing asks first.
  await favourites.getByRole('button', { name: 'Editar' }).click();
  await favourites.getByRole('button', { name: 'Quitar Casa de la abuela' }).click();
  const question = page.getByRole('dialog', { name: '¿Quitar Casa de la abuela de tus paradas favoritas?' });
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(favourites.getByRole('link', { name: /Casa de la abuela/ })).toBeVisible();
  await favourites.getByRole('button', { name: 'Quitar Casa de la abuela' }).click();
  await question.getByRole('button', { name: 'Quitar' }).click();
  await expect(page.getByText('Parada eliminada')).toBeVisible();
  await expect(favourites.getByRole('link', { name: /Casa de la abuela/ })).toHaveCount(0);
  await expect(favourites.getByRole('button', { name: 'Quitar Estación de Ana' })).toBeFocused();
  await page.reload();
  await expect(favourites.getByRole('link')).toHaveCount(1);
  await expect(favourites.getByRole('link', { name: /Estación de Ana/ })).toBeVisible();
});

test.describe('with the API out of reach', () => {
  // The aborted requests are the test's own doing.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('the favourite stops still show on the stops home, from the device alone', async ({ page }) => {
    await page.goto('/paradas/4-12');
    await expect(page.getByRole('heading', { level: 1, name: 'Sol' })).toBeVisible();
    await saveStopAs(page, 'Sol', 'Casa');

    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await openStopsHome(page);
    await expect(
      page
        .getByRole('region', { name: 'Paradas favoritas' })
        .getByRole('link', { name: 'Metro Casa Parada 4-12' }),
    ).toBeVisible();
  });
});
