import { APP_VERSION } from '@transit/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

/** The theme classes on the page body (spec §4: the theme sets a global class on the body). */
const themeClasses = (page: Page) =>
  page.evaluate(() => [...document.body.classList].filter((name) => name.startsWith('theme-')));

test('a dark theme and English chosen in /ajustes both persist across a reload (body class and texts)', async ({
  page,
}) => {
  await page.goto('/ajustes');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  const themeLink = page.getByRole('link', { name: /Tema visual/ });
  await expect(themeLink).toContainText('Sistema (Azul claro)');
  expect(await themeClasses(page)).toEqual(['theme-V2_LightBlue']);
  await saveScreenshot(page, 'settings');

  await themeLink.click();
  await expect(page).toHaveURL(/\/ajustes\/tema-visual$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tema visual' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Sistema' })).toBeChecked();
  const darkBlue = page
    .getByRole('group', { name: 'Fondos oscuros' })
    .getByRole('radio', { name: 'Azul oscuro' });
  await darkBlue.check();
  await expect(darkBlue).toBeChecked();
  await expect(page.locator('body')).toHaveClass('theme-V2_DarkBlue');
  await saveScreenshot(page, 'theme');

  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/ajustes$/);
  await expect(page.getByRole('link', { name: /Tema visual/ })).toContainText('Azul oscuro');
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass('theme-V2_DarkBlue');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.getByRole('link', { name: /Visual theme/ })).toContainText('Dark blue');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText([
    'Stops',
    'Lines',
    'How to get there',
    'Info',
    'Card',
  ]);
  await saveScreenshot(page, 'settings-dark-english');

  await page.goto('/ajustes/tema-visual');
  await expect(page.getByRole('heading', { level: 1, name: 'Visual theme' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Dark blue' })).toBeChecked();
  expect(await themeClasses(page)).toEqual(['theme-V2_DarkBlue']);
});

test('on "system" the theme follows the system live: dark black in dark mode, light blue in light mode', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/ajustes/tema-visual');
  await expect(page.getByRole('radio', { name: 'Sistema' })).toBeChecked();
  await expect(page.locator('body')).toHaveClass('theme-V2_LightBlue');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass('theme-V2_DarkBlack');
  await saveScreenshot(page, 'theme-system-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).toHaveClass('theme-V2_LightBlue');
});

test('the contact modal shows the address and copies it, showing "Copiado"', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/ajustes');
  await page.getByRole('button', { name: 'Contacta con nosotros' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contacta con nosotros' });
  const field = dialog.getByRole('textbox', { name: 'Correo electrónico' });
  const email = await field.inputValue();
  expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);
  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await expect(dialog.getByRole('button', { name: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);
  await saveScreenshot(page, 'contact-modal');
  // Back closes the modal (spec §2: modals push a history entry).
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/ajustes$/);
});

test('about us gives the version, the data attributions and the contact address', async ({ page }) => {
  await page.goto('/ajustes');
  await page.getByRole('link', { name: 'Sobre nosotros' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
  await expect(page.getByText(`Versión ${APP_VERSION}`)).toBeVisible();
  await expect(page.getByText('Compilada el 7 de agosto de 2025')).toBeVisible();
  const data = page.getByRole('region', { name: 'Datos y atribuciones' });
  await expect(data.getByText('Fuente: Consorcio Regional de Transportes de Madrid').first()).toBeVisible();
  await expect(data.getByRole('link', { name: 'Licencia de uso' }).first()).toHaveAttribute(
    'href',
    'https://www.crtm.es/licencia-de-uso',
  );
  await expect(data.getByText('Teselas del mapa: © OpenStreetMap contributors')).toBeVisible();
  await saveScreenshot(page, 'about-us');
});

test("the debug page lists this city's stored keys and clears the rider's stores after confirmation", async ({
  page,
}) => {
  await page.goto('/ajustes/tema-visual');
  await page.getByRole('radio', { name: 'Verde claro' }).check();
  await expect(page.locator('body')).toHaveClass('theme-V2_LightGreen');

  await page.goto('/ajustes/debug');
  await expect(page.getByRole('heading', { level: 1, name: 'Depuración' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'transit:madrid:preferences' })).toBeVisible();
  await saveScreenshot(page, 'debug');

  const clearStores = page.getByRole('button', { name: 'Borrar los datos del usuario' });
  await clearStores.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'debug-storage');
  await clearStores.click();
  const confirm = page.getByRole('dialog', { name: 'Borrar los datos del usuario' });
  await expect(confirm).toContainText('No se puede deshacer.');
  await saveScreenshot(page, 'debug-confirm');
  await confirm.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Datos del usuario borrados.' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'transit:madrid:preferences' })).toHaveCount(0);
  await expect(page.locator('body')).toHaveClass('theme-V2_LightBlue');
  await page.reload();
  await expect(page.locator('body')).toHaveClass('theme-V2_LightBlue');
});

test.describe('in the Android app, with a phone in English', () => {
  test.use({ locale: 'en-GB' });

  test('the initial language modal asks once; the choice is stored and it does not come back', async ({
    page,
  }) => {
    await page.goto('/app?client=android&androidClientVersionCode=40');
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await expect(dialog).toBeVisible();
    await saveScreenshot(page, 'language-modal');
    await dialog.getByRole('button', { name: 'Català' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Parades' })).toBeVisible();
    await page.goto('/app?client=android&androidClientVersionCode=40');
    await expect(page.getByRole('heading', { level: 1, name: 'Parades' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the web client never shows it', async ({ page }) => {
    await page.goto('/paradas');
    await expect(page.getByRole('heading', { level: 1, name: 'Stops' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
