import { ROUTES } from '@transit/core';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

/** Every path of the info section (spec §2): /info and the pages under it. */
const INFO_PATHS = Object.values(ROUTES)
  .map((route) => route.path)
  .filter((path) => path === '/info' || path.startsWith('/info/'));

test('open /info, then the fares, then the Metro fares page: its heading and its official link', async ({
  page,
}) => {
  await page.goto('/info');
  await expect(page.getByRole('heading', { level: 1, name: 'Información' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Planos y mapas' }).getByRole('link')).toHaveCount(7);
  await saveScreenshot(page, 'info');

  await page
    .getByRole('region', { name: 'Tarifas' })
    .getByRole('link', { name: /^Tarifas Billetes, abonos y zonas/ })
    .click();
  await expect(page).toHaveURL(/\/info\/tarifas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifas' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tarifas por modo de transporte' }).getByRole('link'),
  ).toHaveCount(6);

  await page.getByRole('link', { name: /^Tarifas de Metro Billetes sencillos/ }).click();
  await expect(page).toHaveURL(/\/info\/tarifas\/metro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifas de Metro' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Qué título usar' })
      .getByText('Billete de 10 viajes: sirve en Metro dentro de la zona A y en los autobuses EMT.'),
  ).toBeVisible();
  const metro = page.getByRole('region', { name: 'Información oficial' }).getByRole('link', {
    name: 'Metro de Madrid (metromadrid.es) (web externa; se abre en una pestaña nueva)',
  });
  await expect(metro).toHaveAttribute('href', 'https://www.metromadrid.es');
  await expect(metro).toHaveAttribute('target', '_blank');
  await expect(metro).toHaveAttribute('rel', 'noopener noreferrer');
  await saveScreenshot(page, 'fares');

  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/info\/tarifas$/);
});

test('the Metro schematic map page shows its preview image, drawn from the data and said to be unofficial', async ({
  page,
}) => {
  await page.goto('/info/plano-metro');
  await expect(page.getByRole('heading', { level: 1, name: 'Plano de Metro' })).toBeVisible();
  const preview = page.getByRole('img', {
    name: 'Dibujo de las líneas de Metro de Madrid, cada una de su color, uniendo sus estaciones.',
  });
  await expect(preview).toBeVisible();
  // Loaded and drawn: an SVG the server sends, decoded at its 1200 × 900 frame.
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  const response = await page.request.get((await preview.getAttribute('src')) ?? '');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(await response.text()).toContain('Consorcio Regional de Transportes de Madrid');
  await expect(page.getByRole('figure')).toContainText('Ilustración de esta app, no el plano oficial.');
  await expect(
    page.getByRole('region', { name: 'Información oficial' }).getByRole('link', { name: /^Metro de Madrid/ }),
  ).toHaveAttribute('href', 'https://www.metromadrid.es');
  await saveScreenshot(page, 'poster-metro');
});

const LANGUAGES = [
  { locale: 'es-ES', lang: 'es', official: 'Información oficial', pending: 'Próximamente' },
  { locale: 'en-GB', lang: 'en', official: 'Official information', pending: 'Coming soon' },
  { locale: 'ca-ES', lang: 'ca', official: 'Informació oficial', pending: 'Properament' },
] as const;

for (const language of LANGUAGES) {
  test.describe(`in ${language.lang}`, () => {
    test.use({ locale: language.locale });

    test(`every route of the info section renders its page without an error (${language.lang})`, async ({
      page,
    }) => {
      // One page load per route, each checked in full; generous, as CI shares two cores between suites.
      test.setTimeout(180_000);
      for (const path of INFO_PATHS) {
        await page.goto(path);
        const title = page.getByRole('heading', { level: 1 });
        await expect(title, path).toBeVisible();
        await expect(title, path).not.toHaveText(language.pending);
        await expect(page.locator('html'), path).toHaveAttribute('lang', language.lang);
        const official = page.getByRole('region', { name: language.official });
        await expect(official.getByRole('link').first(), path).toHaveAttribute('href', /^https:\/\//);
        await expect(page.getByRole('alert'), path).toHaveCount(0);
      }
    });
  });
}
