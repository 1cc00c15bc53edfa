import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';
import { typeLikeARider } from './typing';

test('search "sol": the station comes before its stops and opens its page, a section per mode, each stop linked', async ({
  page,
}) => {
  await page.goto('/paradas/buscar');
  const field = page.getByRole('searchbox', { name: 'Busca una parada o una línea' });
  await typeLikeARider(field, 'sol');
  const stations = page.getByRole('region', { name: 'Estaciones' });
  const station = stations.getByRole('link', { name: /Estación Sol/ });
  await expect(station).toHaveAttribute('href', '/estaciones/E4-12');
  // Above the stops.
  const stationsBox = await stations.boundingBox();
  const stopsBox = await page.getByRole('region', { name: 'Paradas' }).boundingBox();
  expect(stationsBox?.y ?? Infinity).toBeLessThan(stopsBox?.y ?? -Infinity);
  await saveScreenshot(page, 'search-sol-station');

  await station.click();
  await expect(page).toHaveURL(/\/estaciones\/E4-12$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sol' })).toBeVisible();
  const board = page.getByRole('region', { name: 'Próximas salidas' });
  await expect(board.getByRole('heading', { level: 3 })).toHaveText(['Cercanías', 'Metro']);
  // No live source is configured in this run: the board says so plainly.
  await expect(board.getByText('Sin datos en tiempo real: horarios programados')).toBeVisible();
  const stops = page.getByRole('region', { name: 'Paradas de la estación' });
  await expect(stops.getByRole('link')).toHaveText(['Cercanías: parada 5-122', 'Metro: parada 4-12']);
  await expect(page.getByRole('region', { name: 'Transbordo' })).toContainText(
    /De Cercanías: parada 5-122 a Metro: parada 4-12: .* a pie \(\d+ m en línea recta\)/,
  );
  await saveScreenshot(page, 'station-sol');

  await stops.getByRole('link', { name: 'Metro: parada 4-12' }).click();
  await expect(page).toHaveURL(/\/paradas\/4-12$/);
  // The device has the stop list (search brought it): the stop page leads back to its station.
  await expect(page.getByRole('link', { name: 'Ver la estación completa' })).toHaveAttribute(
    'href',
    '/estaciones/E4-12',
  );
  await saveScreenshot(page, 'stop-metro-4-12-station-link');
});
