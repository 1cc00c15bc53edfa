import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';
import { typeLikeARider } from './typing';

/** What GET /v1/lines/{code} answers, as far as these tests read it. */
interface LineAnswer {
  readonly itineraries: readonly {
    readonly stops: readonly { readonly code: string; readonly name: string }[];
  }[];
  readonly timetable: {
    readonly feeds: readonly { readonly isFeedExpired: boolean; readonly feedEndDate: string | null }[];
    readonly directions: readonly {
      readonly direction: number;
      readonly firstDeparture: string | null;
      readonly lastDeparture: string | null;
      readonly departuresPerHour: readonly number[];
    }[];
  } | null;
}

/** A transparent 1×1 PNG: the map's tiles, which the test machine cannot fetch from OpenStreetMap. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The map draws its shape over OpenStreetMap tiles; offline here, so each tile is a blank one. */
async function blankTiles(page: Page) {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
}

/** The departures-per-hour rows shown, as "hour: count". */
async function hoursShown(page: Page): Promise<string[]> {
  const rows = page
    .getByRole('table', { name: 'Salidas por hora desde la cabecera' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  return rows.evaluateAll((elements) =>
    elements.map((row) => `${row.querySelector('th')?.textContent}: ${row.querySelector('td')?.textContent}`),
  );
}

/** The same rows from the API's answer: the first to the last hour with a departure (hours past 23 are the next day's). */
function expectedHours(perHour: readonly number[]): string[] {
  const first = perHour.findIndex((count) => count > 0);
  const last = perHour.findLastIndex((count) => count > 0);
  return perHour.slice(first, last + 1).map((count, index) => {
    const hour = first + index;
    const clock = `${String(hour % 24).padStart(2, '0')}:00`;
    return `${hour >= 24 ? `${clock} (día siguiente)` : clock}: ${count}`;
  });
}

test('open /lineas, search, open Metro line 1: its two directions, stops, timetable and map; open a stop', async ({
  page,
  request,
}) => {
  await blankTiles(page);
  const answer = (await (await request.get('/api/madrid/v1/lines/4-1')).json()) as LineAnswer;
  const directions = answer.timetable?.directions ?? [];
  expect(directions).toHaveLength(2);

  await page.goto('/lineas');
  await expect(page.getByRole('heading', { level: 1, name: 'Líneas' })).toBeVisible();
  const metro = page.getByRole('region', { name: 'Metro', exact: true });
  await expect(metro.getByRole('link', { name: 'Línea 1 Pinar de Chamartín-Valdecarros' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Autobuses EMT nocturnos (búhos)' })).toBeAttached();
  await saveScreenshot(page, 'lines');

  const field = page.getByRole('searchbox', { name: 'Busca una línea' });
  await typeLikeARider(field, '1');
  await expect(page).toHaveURL(/\/lineas\?q=1$/);
  const results = page.getByRole('region', { name: /líneas encontradas$/ });
  // The line number typed whole comes first: Metro's line 1, then EMT's.
  await expect(results.getByRole('link').nth(0)).toHaveAccessibleName(
    'Línea 1 Pinar de Chamartín-Valdecarros Metro',
  );
  await expect(results.getByRole('link').nth(1)).toHaveAccessibleName(
    'Línea 1 CRISTO REY-PROSPERIDAD Autobuses EMT',
  );
  await saveScreenshot(page, 'lines-search-1');
  await results.getByRole('link').nth(0).click();

  await expect(page).toHaveURL(/\/lineas\/4-1$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Línea 1 Pinar de Chamartín-Valdecarros' }),
  ).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Sentidos' }).getByRole('tab');
  await expect(tabs).toHaveText(['Hacia Valdecarros', 'Hacia Pinar de Chamartín']);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

  const stops = page.getByRole('region', { name: 'Paradas' }).getByRole('list').getByRole('link');
  const outbound = answer.itineraries[0]?.stops ?? [];
  await expect(stops).toHaveCount(outbound.length);
  await expect(stops.first()).toHaveAccessibleName(`${outbound[0]?.name} Parada ${outbound[0]?.code}`);

  // The Metro feed ended on 2026-02-20: the day's timetable is read from its last valid week, and the page says so.
  const timetable = page.getByRole('region', { name: 'Horario' });
  await expect(timetable.getByRole('radio', { name: 'Hoy' })).toBeChecked();
  await expect(timetable.getByRole('note')).toHaveText(
    /^El horario publicado era válido hasta el 20\/02\/2026; mostramos el del \d{2}\/\d{2}\/\d{4}, mismo día de la semana\.$/,
  );
  const [towardsValdecarros, towardsPinar] = directions;
  await expect(timetable.getByRole('definition')).toHaveText([
    towardsValdecarros?.firstDeparture ?? '',
    towardsValdecarros?.lastDeparture ?? '',
  ]);
  expect(await hoursShown(page)).toEqual(expectedHours(towardsValdecarros?.departuresPerHour ?? []));
  await saveScreenshot(page, 'line');

  // The route on its map: its chunk and Leaflet are fetched once the rider scrolls towards it.
  await page.getByRole('region', { name: 'Recorrido' }).scrollIntoViewIfNeeded();
  const lineMap = page.getByRole('region', { name: 'Mapa del recorrido de la línea 1 (Hacia Valdecarros)' });
  await expect(lineMap.locator('path.leaflet-interactive').first()).toBeVisible();
  await saveScreenshot(page, 'line-map');

  // The other direction, by tab: its stops start at the other end, its timetable is its own.
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/lineas\/4-1\?ruta=4-1%3A1$/);
  const inbound = answer.itineraries[1]?.stops ?? [];
  await expect(stops.first()).toHaveAccessibleName(`${inbound[0]?.name} Parada ${inbound[0]?.code}`);
  await expect(timetable.getByRole('definition')).toHaveText([
    towardsPinar?.firstDeparture ?? '',
    towardsPinar?.lastDeparture ?? '',
  ]);
  expect(await hoursShown(page)).toEqual(expectedHours(towardsPinar?.departuresPerHour ?? []));
  // The arrow keys move between the tabs.
  await tabs.nth(1).press('ArrowLeft');
  await expect(tabs.nth(0)).toBeFocused();
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

  await stops.first().click();
  await expect(page).toHaveURL(new RegExp(`/paradas/${outbound[0]?.code}$`));
  await expect(page.getByRole('heading', { level: 1, name: outbound[0]?.name })).toBeVisible();
});

test('the day chooser shows another day’s departures, as the API gives them for that date', async ({
  page,
  request,
}) => {
  await blankTiles(page);
  await page.goto('/lineas/4-1');
  const timetable = page.getByRole('region', { name: 'Horario' });
  const days = timetable.getByRole('radio');
  await expect(days).toHaveCount(7);
  const date = await days.nth(3).getAttribute('value');
  const answer = (await (await request.get(`/api/madrid/v1/lines/4-1?date=${date}`)).json()) as LineAnswer;
  const direction = answer.timetable?.directions[0];

  const asked = page.waitForRequest((call) => call.url().includes(`/v1/lines/4-1?date=${date}`));
  // The choice is the address's (?dia=): the radio shows it checked once the page has moved there.
  await days.nth(3).click();
  await asked;
  await expect(days.nth(3)).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/lineas/4-1\\?dia=${date}$`));
  await expect(timetable.getByRole('definition')).toHaveText([
    direction?.firstDeparture ?? '',
    direction?.lastDeparture ?? '',
  ]);
  expect(await hoursShown(page)).toEqual(expectedHours(direction?.departuresPerHour ?? []));
});

test('a Cercanías line says no timetable is published, and still lists its stations in order', async ({
  page,
}) => {
  await blankTiles(page);
  await page.goto('/lineas/5-3');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Línea C3 Aranjuez-Atocha-Sol-Chamartín' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Horario' }).getByRole('note')).toHaveText(
    'No se publica el horario de esta línea, así que no podemos mostrar sus salidas.',
  );
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Paradas' }).getByRole('list').getByRole('link').first(),
  ).toBeVisible();
  // No shape is published either: the map draws the stations alone.
  const lineMap = page.getByRole('region', { name: 'Mapa del recorrido de la línea C3 (Hacia Chamartín)' });
  await expect(lineMap.locator('path.leaflet-interactive').first()).toBeVisible();
  await saveScreenshot(page, 'line-cercanias');
});

test('an interurban line says what its feed does not publish', async ({ page }) => {
  await page.goto('/lineas/8-151');
  await expect(page.getByText('No se publican las paradas de este itinerario.')).toBeVisible();
  await expect(page.getByText('No se publica el recorrido de este itinerario.')).toBeVisible();
  await expect(
    page.getByText('No se publica el horario de esta línea, así que no podemos mostrar sus salidas.'),
  ).toBeVisible();
});

test('one itinerary on its own page, with the way back to the whole line', async ({ page }) => {
  await blankTiles(page);
  await page.goto('/lineas/4-1/rutas/4-1%3A1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Línea 1 Hacia Pinar de Chamartín' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ver la línea 1 completa' }).click();
  await expect(page).toHaveURL(/\/lineas\/4-1\?ruta=4-1%3A1$/);
  await expect(page.getByRole('tab', { name: 'Hacia Pinar de Chamartín' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('circular Metro 6 names its two ways round by platform, not "Hacia" Laguna both ways', async ({
  page,
}) => {
  await blankTiles(page);
  await page.goto('/lineas/4-6');
  const tabs = page.getByRole('tablist', { name: 'Sentidos' }).getByRole('tab');
  await expect(tabs).toHaveText(['Circular · Andén 1', 'Circular · Andén 2']);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  // The map comes once the rider scrolls towards it.
  await page.getByRole('region', { name: 'Recorrido' }).scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('region', { name: 'Mapa del recorrido de la línea 6 (Circular · Andén 2)' }),
  ).toBeVisible();
});

test.describe('a line the server does not know', () => {
  // The browser reports the server's 404 answer in the console.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an unknown line code says the line does not exist', async ({ page }) => {
    await page.goto('/lineas/4-99');
    await expect(page.getByText('No existe la línea 4-99.')).toBeVisible();
  });
});

test('an invalid line code says so, without asking the server', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/v1/lines/')) asked.push(call.url());
  });
  await page.goto('/lineas/abc');
  await expect(page.getByText('«abc» no es un código de línea válido.')).toBeVisible();
  expect(asked).toEqual([]);
});
