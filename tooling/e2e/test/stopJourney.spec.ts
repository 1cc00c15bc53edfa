import { boardRows, ensureDepartures, liveRows } from './departures';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';
import { typeLikeARider } from './typing';

test('open home, search "sol", open the Metro stop Sol (4-12), see departures marked scheduled, refresh', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/paradas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paradas' })).toBeVisible();
  // The rider is at Puerta del Sol (the context's location): the nearby stops come first by type.
  const nearby = page.getByRole('region', { name: 'Paradas cercanas' });
  await expect(nearby.getByRole('link', { name: 'Metro Sol Parada 4-12 A 0 m' })).toBeVisible();
  await saveScreenshot(page, 'home');

  await page.getByRole('link', { name: 'Buscar una parada' }).click();
  await expect(page).toHaveURL(/\/paradas\/buscar$/);
  const field = page.getByRole('searchbox', { name: 'Busca una parada o una línea' });
  await expect(field).toBeFocused();
  await typeLikeARider(field, 'sol');
  await expect(page).toHaveURL(/\/paradas\/buscar\?q=sol$/);
  const results = page.getByRole('region', { name: 'Paradas' });
  const sol = results.getByRole('link', { name: 'Metro Sol Parada 4-12' });
  await expect(sol).toBeVisible();
  await saveScreenshot(page, 'search-sol');

  await ensureDepartures(page, request, '4-12');
  await sol.click();
  await expect(page).toHaveURL(/\/paradas\/4-12$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sol' })).toBeVisible();
  const departures = page.getByRole('region', { name: 'Próximas salidas' });
  // One row per line and direction (issue 14), each read as one sentence: all from the timetable here.
  const rows = boardRows(departures);
  await expect(rows.first()).toHaveAccessibleName(/, según horario$/);
  await expect(liveRows(departures)).toHaveCount(0);
  // No live source configured in the e2e run: the board says so plainly (issue 10), in place of the old sentence.
  await expect(departures.getByText('Sin datos en tiempo real: horarios programados')).toBeVisible();
  await expect(departures.getByRole('note')).toHaveText(
    /^El horario publicado era válido hasta el \d{2}\/\d{2}\/\d{4}; mostramos el del \d{2}\/\d{2}\/\d{4}, mismo día de la semana\.$/,
  );
  await saveScreenshot(page, 'stop-metro-4-12');

  const refreshed = page.waitForResponse(
    (response) => response.url().includes('/v1/stops/4-12/arrivals') && response.ok(),
  );
  await departures.getByRole('button', { name: 'Actualizar' }).click();
  await refreshed;
  await expect(departures.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
  await expect(departures.getByRole('status')).toHaveText('Actualizado ahora mismo');
  await expect(rows.first()).toHaveAccessibleName(/, según horario$/);
  await expect(liveRows(departures)).toHaveCount(0);
});

test('search "Sól" (accent ignored) lists the Metro stop Sol', async ({ page }) => {
  await page.goto('/paradas/buscar');
  await typeLikeARider(page.getByRole('searchbox', { name: 'Busca una parada o una línea' }), 'Sól');
  await expect(
    page.getByRole('region', { name: 'Paradas' }).getByRole('link', { name: 'Metro Sol Parada 4-12' }),
  ).toBeVisible();
});

test('search "pta del sol" (pta is puerta) lists the stations riders call Puerta del Sol, "Sol", first, told apart by their lines and where they go', async ({
  page,
}) => {
  await page.goto('/paradas/buscar');
  await typeLikeARider(page.getByRole('searchbox', { name: 'Busca una parada o una línea' }), 'pta del sol');
  const links = page.getByRole('region', { name: 'Paradas' }).getByRole('link');
  // Both stations are "Sol" (the feeds write "SOL"): Cercanías first (the nearby-stop type order), then Metro.
  await expect(links.nth(0)).toHaveAccessibleName(/^Cercanías Sol Parada 5-122 /);
  await expect(links.nth(1)).toHaveAccessibleName(/^Metro Sol Parada 4-12 /);
  await expect(links.nth(0)).toContainText('Hacia Chamartín');
  await expect(links.nth(1)).toContainText(
    'Hacia Valdecarros, Pinar de Chamartín, Cuatro Caminos, Las Rosas',
  );
  for (const line of ['Línea 1', 'Línea 2', 'Línea 3'])
    await expect(links.nth(1).getByText(line)).toBeAttached();
  await expect(links.nth(0).getByText('Línea C3')).toBeAttached();
  // However long the list of places, the row keeps to the screen's width, its badges in view.
  const width = page.viewportSize()?.width ?? 0;
  for (const index of [0, 1]) {
    const box = await links.nth(index).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
  }
  await expect(links.nth(1).getByText('3', { exact: true })).toBeInViewport();
});

test('search "plaza castilla" tells the EMT stops of that name apart by their street addresses', async ({
  page,
}) => {
  await page.goto('/paradas/buscar');
  await typeLikeARider(
    page.getByRole('searchbox', { name: 'Busca una parada o una línea' }),
    'plaza castilla',
  );
  const results = page.getByRole('region', { name: 'Paradas' });
  // EMT names eighteen stops "Plaza Castilla" and the data gives them no lines: each row says its address.
  const emt = results.getByRole('link', { name: /^Autobús EMT Plaza Castilla Parada \d+ / });
  await expect(emt.first()).toBeVisible();
  const names = await emt.evaluateAll((links) => links.map((link) => link.textContent ?? ''));
  expect(names.length).toBeGreaterThan(1);
  const addresses = names.map((name) => /(Calle|Paseo|Plaza) de .*$/.exec(name)?.[0]);
  expect(addresses.every((address) => address !== undefined)).toBe(true);
  expect(new Set(addresses).size).toBeGreaterThan(1);
  await expect(results.getByText('Calle de Bravo Murillo 379')).toBeVisible();
});

test('search for text nothing matches says "No se han encontrado resultados para la búsqueda …"', async ({
  page,
}) => {
  await page.goto('/paradas/buscar');
  await typeLikeARider(page.getByRole('searchbox', { name: 'Busca una parada o una línea' }), 'zzxq');
  await expect(page.getByText('No se han encontrado resultados para la búsqueda zzxq')).toBeVisible();
});

test('a stop opened is listed under the recent stops of the stops home', async ({ page }) => {
  await page.goto('/paradas/10-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Pinar de Chamartín' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Paradas' })
    .click();
  await expect(page).toHaveURL(/\/paradas$/);
  await expect(
    page
      .getByRole('region', { name: 'Paradas recientes' })
      .getByRole('link', { name: /Pinar de Chamartín Parada 10-1/ }),
  ).toBeVisible();
});
