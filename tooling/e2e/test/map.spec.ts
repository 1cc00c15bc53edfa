import type { Locator, Page } from '@playwright/test';
import { ensureDepartures } from './departures';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

// The tile server is unreachable from the tests (no internet): the fixtures expect its failures, and the map must
// still draw its stops.

/** Every stop of the Madrid static stop list (the real data the server serves). */
const MADRID_STOP_COUNT = 13_570;

/** The map's frame: its data attributes say what it shows. */
function mapFrame(page: Page): Locator {
  return page.locator('[data-stops-total]');
}

/** The map's centre, [latitude, longitude] rounded to 4 decimals (about 10 m). */
async function centreOf(frame: Locator): Promise<string> {
  const centre = (await frame.getAttribute('data-centre')) ?? '';
  return centre
    .split(',')
    .map((degrees) => Number(degrees).toFixed(4))
    .join(',');
}

/** How many pixels of the stops canvas are painted (not transparent). */
async function paintedPixels(page: Page): Promise<number> {
  return page.locator('.leaflet-pane canvas').evaluate((canvas) => {
    const context = (canvas as HTMLCanvasElement).getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(
      0,
      0,
      (canvas as HTMLCanvasElement).width,
      (canvas as HTMLCanvasElement).height,
    );
    let painted = 0;
    for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 0) > 0) painted += 1;
    return painted;
  });
}

test('the stop map draws the stops of Madrid with no tile server reachable, without the navbar', async ({
  page,
}) => {
  await page.goto('/paradas/mapa');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa de paradas' })).toBeVisible();
  const frame = mapFrame(page);
  await expect(frame).toHaveAttribute('data-stops-total', String(MADRID_STOP_COUNT));
  // Location is allowed and the rider stands at the Puerta del Sol (the context's location): the map opens there, with
  // the rider's dot in its accuracy circle, and the stops around as icons.
  await expect.poll(() => centreOf(frame)).toBe('40.4169,-3.7033');
  await expect(frame).toHaveAttribute('data-zoom', '16');
  await expect(page.locator('.leaflet-overlay-pane path')).toHaveCount(2);
  await expect.poll(async () => Number(await frame.getAttribute('data-stops-drawn'))).toBeGreaterThan(50);
  await expect.poll(() => paintedPixels(page)).toBeGreaterThan(10_000);
  await expect(page.getByText('© OpenStreetMap contributors')).toBeVisible();
  // Spec §2: the stop map hides the bottom navbar (and the web bottom ad).
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  await saveScreenshot(page, 'map');
});

test('zoomed out to the whole region, the map draws every stop of Madrid', async ({ page }) => {
  await page.goto('/paradas/mapa');
  const frame = mapFrame(page);
  await expect(frame).toHaveAttribute('data-stops-total', String(MADRID_STOP_COUNT));
  // First the map goes to the rider (location is allowed): zooming out starts from there.
  await expect(frame).toHaveAttribute('data-zoom', '16');
  const zoomOut = page.getByRole('button', { name: 'Alejar' });
  // Leaflet disables the button at the map's minimum zoom: the whole area of the city in view.
  while ((await zoomOut.getAttribute('aria-disabled')) !== 'true') {
    const zoom = Number(await frame.getAttribute('data-zoom'));
    await zoomOut.click();
    await expect.poll(async () => Number(await frame.getAttribute('data-zoom'))).toBeLessThan(zoom);
  }
  await expect(frame).toHaveAttribute('data-stops-drawn', String(MADRID_STOP_COUNT));
  await saveScreenshot(page, 'map-region');
});

test('/paradas/mapa?codParada=4-12 centres on the Metro stop Sol and opens its sheet, with scheduled departures', async ({
  page,
  request,
}) => {
  await ensureDepartures(page, request, '4-12');
  await page.goto('/paradas/mapa?codParada=4-12');
  const sheet = page.getByRole('dialog', { name: 'Sol' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Metro · Parada 4-12')).toBeVisible();
  const departures = sheet.getByRole('region', { name: 'Próximas salidas' });
  const rows = departures.getByRole('listitem');
  await expect(rows.first()).toContainText('Según horario');
  await expect(rows.filter({ hasNotText: 'Según horario' })).toHaveCount(0);
  await expect(departures.getByText('En directo', { exact: true })).toHaveCount(0);
  await expect(
    departures.getByText('Salidas según el horario publicado: no son tiempos en directo.'),
  ).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Ver la parada y todas sus salidas' })).toHaveAttribute(
    'href',
    '/paradas/4-12',
  );
  const frame = mapFrame(page);
  await expect.poll(() => centreOf(frame)).toBe('40.4169,-3.7033');
  await expect(frame).toHaveAttribute('data-zoom', '17');
  await saveScreenshot(page, 'map-sheet-sol');

  // Escape closes the sheet; a tap on the station (at the map's centre) opens it again, found on the canvas.
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/paradas\/mapa\?codParada=4-12$/);
  const map = page.getByRole('region', { name: 'Mapa con las paradas' });
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(sheet).toBeVisible();
  // Back closes it too, staying on the map.
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/paradas\/mapa\?codParada=4-12$/);
});

test('a codParada that is no stop says so and the map still draws its stops', async ({ page }) => {
  await page.goto('/paradas/mapa?codParada=4-99999');
  await expect(page.getByText('La parada 4-99999 no está en el mapa.')).toBeVisible();
  await expect
    .poll(async () => Number(await mapFrame(page).getAttribute('data-stops-drawn')))
    .toBeGreaterThan(100);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await saveScreenshot(page, 'map-unknown-stop');
});

test('the keyboard reaches the stops in view through their list', async ({ page }) => {
  await page.goto('/paradas/mapa?p=40.41688,-3.70326');
  await expect(page.getByText('Lugar marcado en el mapa: 40.41688,-3.70326')).toBeVisible();
  await expect(mapFrame(page)).toHaveAttribute('data-stops-total', String(MADRID_STOP_COUNT));
  const open = page.getByRole('button', { name: 'Paradas a la vista' });
  await open.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: 'Paradas a la vista' });
  await expect(list).toBeVisible();
  await expect(list.getByText(/^\d+ paradas a la vista/)).toBeVisible();
  const sol = list.getByRole('button', { name: 'Metro Sol Parada 4-12' });
  await expect(sol).toBeVisible();
  await saveScreenshot(page, 'map-stops-in-view');
  await sol.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sol' })).toBeVisible();
});

/**
 * The sheet's stops at their widest, from the real stop list (every Metro, Metro Ligero and Cercanías stop and the 250
 * bus stops with the longest names and words were measured; these are the worst of them, and Sol).
 */
const WIDE_SHEETS = [
  // The longest run without a space in any stop's name: it pushed the close button 24 px past the sheet's edge.
  { code: '18327', name: 'JULIO PALACIOS-POL.IND.NTRA.SRA.BUTARQUE', hasTimetable: false },
  // The longest name of all (50 characters).
  { code: '8-5441', name: 'AV.M.FRAGA IRIBARNE-JOSE ANTONIO FERNANDEZ ORDOÑEZ', hasTimetable: false },
  // Every departure goes to "Estadio Metropolitano": its rows were 7 px wider than the sheet.
  { code: '4-154', name: 'Pitis', hasTimetable: true },
  // Metro 2 and 7: "Estadio Metropolitano" beside "Hora aproximada" and the other lines' rows.
  { code: '4-41', name: 'Canal', hasTimetable: true },
  // Nine Cercanías line badges, the most of any stop.
  { code: '5-11', name: 'Atocha', hasTimetable: false },
  // Metro Ligero: two-letter line numbers and "Estación de Aravaca".
  { code: '10-10', name: 'Colonia Jardín', hasTimetable: true },
  { code: '4-12', name: 'Sol', hasTimetable: true },
] as const;

test("the map's stop sheet does not overflow its width at 390 px", async ({ page, request }) => {
  test.setTimeout(120_000);
  expect(page.viewportSize()?.width).toBe(390);
  for (const stop of WIDE_SHEETS) {
    if (stop.hasTimetable) await ensureDepartures(page, request, stop.code);
    await page.goto(`/paradas/mapa?codParada=${stop.code}`);
    const sheet = page.getByRole('dialog', { name: stop.name });
    await expect(sheet, stop.code).toBeVisible();
    // Measured once the departures (or the notice that there are none) are in, as the rider sees the sheet.
    const departures = sheet.getByRole('region', { name: 'Próximas salidas' });
    if (stop.hasTimetable) await expect(departures.getByRole('listitem').first(), stop.code).toBeVisible();
    else await expect(departures.getByRole('note'), stop.code).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Ver la parada y todas sus salidas' })).toBeVisible();
    const widths = await sheet.evaluate((dialog) => {
      const box = dialog.getBoundingClientRect();
      // Every visible piece of the sheet (the screen-reader-only labels are 1 px boxes clipped away).
      const beyond = [...dialog.querySelectorAll<HTMLElement>('*')]
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 1 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5))
        .map(
          ({ element, rect }) =>
            `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}" ${Math.round(rect.left)}–${Math.round(rect.right)} px`,
        );
      return {
        page: document.documentElement.scrollWidth,
        sheetScroll: dialog.scrollWidth,
        sheetClient: dialog.clientWidth,
        sheetRight: Math.round(box.right),
        beyond,
      };
    });
    test.info().annotations.push({ type: 'widths', description: `${stop.code}: ${JSON.stringify(widths)}` });
    // Soft: every stop is measured, and a failure names each one that sticks out.
    expect.soft(widths.page, `${stop.code}: the page's width`).toBeLessThanOrEqual(390);
    expect.soft(widths.sheetRight, `${stop.code}: the sheet's right edge`).toBeLessThanOrEqual(390);
    expect
      .soft(widths.sheetScroll, `${stop.code}: the sheet's content width`)
      .toBeLessThanOrEqual(widths.sheetClient);
    expect.soft(widths.beyond, `${stop.code}: what sticks out of the sheet`).toEqual([]);
    await saveScreenshot(page, `map-sheet-${stop.code}`);
  }
});
