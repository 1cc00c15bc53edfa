import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

const NAVBAR = { name: 'Navegación principal' } as const;

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test('the legacy redirect /parada/4-12 lands on /paradas/4-12 and replaces the history entry', async ({
  page,
}) => {
  await page.goto('/paradas');
  await expect(page.getByRole('heading', { level: 1, name: 'Paradas' })).toBeVisible();
  const entries = await historyLength(page);
  await page.goto('/parada/4-12');
  await expect(page).toHaveURL(/\/paradas\/4-12$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sol' })).toBeVisible();
  // One entry more, /paradas/4-12 in place of /parada/4-12: Back goes to the stops home, not to the old address.
  expect(await historyLength(page)).toBe(entries + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/paradas$/);
});

test('the legacy / lands on the stops home /paradas', async ({ page }) => {
  const entries = await historyLength(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/paradas$/);
  expect(await historyLength(page)).toBe(entries + 1);
});

test('an unknown path says the page "/…" does not exist, with a link to the main page', async ({ page }) => {
  await page.goto('/no-existe/esta-pagina');
  await expect(page.getByText('La página "/no-existe/esta-pagina" no existe')).toBeVisible();
  await saveScreenshot(page, 'not-found');
  await page.getByRole('link', { name: 'Ir a la página principal' }).click();
  await expect(page).toHaveURL(/\/paradas$/);
});

test('the navbar reads Paradas, Líneas, Cómo llegar, Info, Tarjeta, and Card is the balance page on web', async ({
  page,
}) => {
  await page.goto('/paradas');
  const navbar = page.getByRole('navigation', NAVBAR);
  await expect(navbar.getByRole('link')).toHaveText(['Paradas', 'Líneas', 'Cómo llegar', 'Info', 'Tarjeta']);
  await expect(navbar.getByRole('link', { name: 'Paradas' })).toHaveAttribute('aria-current', 'page');
  await expect(navbar.getByRole('link', { name: 'Tarjeta' })).toHaveAttribute(
    'href',
    '/saldo-abono-transporte',
  );
});

for (const path of ['/paradas/buscar', '/paradas/mapa']) {
  test(`the navbar is hidden on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', NAVBAR)).toHaveCount(0);
  });
}

test('the language switch on /ajustes turns the app to English, then Catalan, and keeps it', async ({
  page,
}) => {
  await page.goto('/ajustes');
  const navbar = page.getByRole('navigation', NAVBAR);
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();

  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText([
    'Stops',
    'Lines',
    'How to get there',
    'Info',
    'Card',
  ]);
  await saveScreenshot(page, 'settings-english');

  await page.getByRole('radio', { name: 'Català' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuració' })).toBeVisible();
  const catalanNavbar = page.getByRole('navigation', { name: 'Navegació principal' });
  await expect(catalanNavbar.getByRole('link')).toHaveText([
    'Parades',
    'Línies',
    'Com arribar-hi',
    'Info',
    'Targeta',
  ]);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Català' })).toBeChecked();
  await expect(catalanNavbar.getByRole('link')).toHaveText([
    'Parades',
    'Línies',
    'Com arribar-hi',
    'Info',
    'Targeta',
  ]);
  await expect(navbar).toHaveCount(0);
});

test('/app?client=android&androidClientVersionCode=40 lands on the stops home, and Card opens the NFC reading', async ({
  page,
}) => {
  await page.goto('/app?client=android&androidClientVersionCode=40');
  await expect(page).toHaveURL(/\/paradas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paradas' })).toBeVisible();
  await expect(page.getByRole('navigation', NAVBAR).getByRole('link', { name: 'Tarjeta' })).toHaveAttribute(
    'href',
    '/saldo-abono-transporte-nfc',
  );
});

test.describe('a parameter the app cannot read', () => {
  // React and React Router report the error they caught on the console; that report is expected here, no other.
  test.use({ allowedConsoleErrors: [/Cannot interpret the param/] });

  test('/app?client=foo shows the error screen with "Cannot interpret the param"', async ({ page }) => {
    await page.goto('/app?client=foo');
    const screen = page.getByRole('alert').first();
    await expect(screen).toContainText('Ha ocurrido un error inesperado.');
    await expect(screen).toContainText('Cannot interpret the param');
    await expect(page.getByRole('link', { name: 'Ir a la sección principal' })).toHaveAttribute('href', '/');
    await saveScreenshot(page, 'app-param-error');
  });
});

test("the app's own styles come inside the page, so the first paint waits for no stylesheet download", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/paradas');
  await expect(page.getByRole('navigation', NAVBAR)).toBeVisible();
  // The entry's stylesheets are in the page: the design tokens apply and their links stay disabled, never fetched.
  const entryLinks = await page
    .locator('head link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(entryLinks.length).toBeGreaterThan(0);
  expect(stylesheets.filter((sheet) => entryLinks.includes(sheet))).toEqual([]);
  const spacing = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--ui-space-4').trim(),
  );
  expect(spacing).toBe('16px');
  // A screen loaded later still brings its own stylesheet (the lines screen, once).
  await page.getByRole('navigation', NAVBAR).getByRole('link', { name: 'Líneas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Líneas' })).toBeVisible();
  expect(stylesheets.some((sheet) => /\/assets\/lines-[\w-]+\.css$/.test(sheet))).toBe(true);
});
