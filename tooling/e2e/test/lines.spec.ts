import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';
import { typeLikeARider } from './typing';

/** A direction's departures from one stop, as the API gives them. */
interface StopDeparturesAnswer {
  readonly stopCode: string;
  readonly firstDeparture: string | null;
  readonly lastDeparture: string | null;
  readonly hours: readonly {
    readonly hour: number;
    readonly isNextDay: boolean;
    readonly minutes: number[];
  }[];
}

/** A day of a line's timetable, as GET /v1/lines/{code} and /v1/lines/{code}/timetable give it. */
interface TimetableAnswer {
  readonly feeds: readonly { readonly isFeedExpired: boolean; readonly feedEndDate: string | null }[];
  readonly directions: readonly {
    readonly direction: number;
    readonly stopDepartures: StopDeparturesAnswer | null;
  }[];
}

/** What GET /v1/lines/{code} answers, as far as these tests read it. */
interface LineAnswer {
  readonly itineraries: readonly {
    readonly stops: readonly { readonly code: string; readonly name: string }[];
  }[];
  readonly timetable: TimetableAnswer | null;
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

/** The printed timetable shown for a stop, as "hour: minutes" rows. */
async function departuresShown(page: Page, stopName: string): Promise<string[]> {
  const rows = page
    .getByRole('table', { name: `Salidas desde ${stopName}` })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  return rows.evaluateAll((elements) =>
    elements.map((row) => `${row.querySelector('th')?.textContent}: ${row.querySelector('td')?.textContent}`),
  );
}

/** The same rows from the API's answer: each hour with a departure, then its minutes (the next morning's marked). */
function expectedDepartures(departures: StopDeparturesAnswer | null | undefined): string[] {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (departures?.hours ?? []).map(
    (row) =>
      `${row.isNextDay ? `${pad(row.hour)} (día siguiente)` : pad(row.hour)}: ${row.minutes.map(pad).join(' ')}`,
  );
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
  // The day at the itinerary's first stop, from the line's own answer.
  const [towardsValdecarros, towardsPinar] = directions.map((direction) => direction.stopDepartures);
  expect(towardsValdecarros?.stopCode).toBe(outbound[0]?.code);
  await expect(timetable.getByRole('combobox', { name: 'Salidas desde la parada' })).toHaveValue(
    outbound[0]?.code ?? '',
  );
  await expect(timetable.getByRole('definition')).toHaveText([
    towardsValdecarros?.firstDeparture ?? '',
    towardsValdecarros?.lastDeparture ?? '',
  ]);
  expect(await departuresShown(page, outbound[0]?.name ?? '')).toEqual(
    expectedDepartures(towardsValdecarros),
  );
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
  expect(await departuresShown(page, inbound[0]?.name ?? '')).toEqual(expectedDepartures(towardsPinar));
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
  const direction = answer.timetable?.directions[0]?.stopDepartures;
  const firstStop = answer.itineraries[0]?.stops[0]?.name ?? '';

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
  expect(await departuresShown(page, firstStop)).toEqual(expectedDepartures(direction));
});

test('line page shows the departures at a chosen stop of the itinerary: Sol on Metro line 1, kept across a reload', async ({
  page,
  request,
}) => {
  await blankTiles(page);
  const answer = (await (await request.get('/api/madrid/v1/lines/4-1/timetable?stop=4-12')).json()) as {
    readonly timetable: TimetableAnswer | null;
  };
  const [towardsValdecarros, towardsPinar] = (answer.timetable?.directions ?? []).map(
    (direction) => direction.stopDepartures,
  );
  expect(towardsValdecarros?.stopCode).toBe('4-12');
  expect(towardsValdecarros?.hours.length).toBeGreaterThan(15);

  await page.goto('/lineas/4-1');
  const timetable = page.getByRole('region', { name: 'Horario' });
  const stop = timetable.getByRole('combobox', { name: 'Salidas desde la parada' });
  await expect(stop).toHaveValue('4-263');
  const asked = page.waitForRequest((call) => call.url().includes('/v1/lines/4-1/timetable?stop=4-12'));
  // With the keyboard, as a rider without a mouse would: focus the list and pick Sol.
  await stop.focus();
  await stop.selectOption({ label: 'Sol' });
  await asked;
  await expect(page).toHaveURL(/\/lineas\/4-1\?codParada=4-12$/);
  await expect(timetable.getByRole('definition')).toHaveText([
    towardsValdecarros?.firstDeparture ?? '',
    towardsValdecarros?.lastDeparture ?? '',
  ]);
  expect(await departuresShown(page, 'Sol')).toEqual(expectedDepartures(towardsValdecarros));
  await saveScreenshot(page, 'line-at-sol');

  // A reload (or a shared link) shows the same stop; the other direction shows its own trains there.
  await page.reload();
  await expect(stop).toHaveValue('4-12');
  expect(await departuresShown(page, 'Sol')).toEqual(expectedDepartures(towardsValdecarros));
  await page.getByRole('tab', { name: 'Hacia Pinar de Chamartín' }).click();
  await expect(page).toHaveURL(/\/lineas\/4-1\?codParada=4-12&ruta=4-1%3A1$/);
  await expect(stop).toHaveValue('4-12');
  await expect(timetable.getByRole('definition')).toHaveText([
    towardsPinar?.firstDeparture ?? '',
    towardsPinar?.lastDeparture ?? '',
  ]);
  expect(await departuresShown(page, 'Sol')).toEqual(expectedDepartures(towardsPinar));
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
  await expect(page.getByRole('combobox')).toHaveCount(0);
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
