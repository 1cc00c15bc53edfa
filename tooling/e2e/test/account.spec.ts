import { ensureDepartures } from './departures';
import { expect, test } from './fixtures';
import { newGoogleRider, signInWithGoogle } from './accounts';
import { saveScreenshot } from './screenshots';

test('a rider signs in with a Google credential, sees their account, and signs out after confirming', async ({
  page,
}) => {
  await page.goto('/ajustes/cuenta');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Google' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión con un código' })).toBeVisible();
  await saveScreenshot(page, 'account-signed-out');

  const rider = newGoogleRider();
  await signInWithGoogle(page, rider);
  await expect(page).toHaveURL(/\/ajustes\/cuenta$/);
  await expect(page.getByText('Has iniciado sesión como Ana Viajera.')).toBeVisible();
  await expect(page.getByText(rider.email)).toBeVisible();
  await saveScreenshot(page, 'account-signed-in');

  // The session survives a reload (the device remembers it signed in, and restores it).
  await page.reload();
  await expect(page.getByText('Has iniciado sesión como Ana Viajera.')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cerrar sesión?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByText('Sesión cerrada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Google' })).toBeVisible();
});

test('the credential handler without an id token says so (spec §8)', async ({ page }) => {
  await page.goto('/google-credential-handler');
  await expect(
    page.getByText('Se ha producido un error inesperado. Por favor, inténtalo de nuevo.'),
  ).toBeVisible();
});

test.describe('a refused code', () => {
  // The identity service refuses it with a 400, which the browser reports as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource: .* 400 .*accounts:signInWithIdp/] });

  test('a pasted code that is not a credential fails with the spec’s code-login message', async ({
    page,
  }) => {
    await page.goto('/ajustes/google-manual-token-sign-in');
    await page.getByLabel('Código de acceso').fill('not-a-token');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.getByText(
        'Se ha producido un error al iniciar sesión con el código. Por favor, inténtalo de nuevo.',
      ),
    ).toBeVisible();
  });
});

test('a favourite saved on one device is there on another once the rider signs in (cloud favourites, spec §4)', async ({
  browser,
  page,
  request,
}) => {
  const rider = newGoogleRider('Beatriz Andén');
  await signInWithGoogle(page, rider);
  await expect(page.getByText('Has iniciado sesión como Beatriz Andén.')).toBeVisible();
  await ensureDepartures(page, request, '4-12');
  await page.goto('/paradas/4-12');
  await expect(page.getByRole('heading', { level: 1, name: 'Sol' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar en favoritos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar la parada en favoritos' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Trabajo');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Parada guardada')).toBeVisible();

  // Another device: a browser context of its own, nothing stored, not signed in.
  const other = await browser.newContext({ baseURL: process.env['E2E_ORIGIN'] });
  try {
    const phone = await other.newPage();
    await phone.goto('/paradas');
    const favourites = phone.getByRole('region', { name: 'Paradas favoritas' });
    await expect(phone.getByRole('heading', { level: 1, name: 'Paradas' })).toBeVisible();
    await expect(favourites.getByRole('link', { name: 'Metro Trabajo Parada 4-12' })).toHaveCount(0);
    await signInWithGoogle(phone, rider, '/paradas');
    await expect(phone).toHaveURL(/\/paradas$/);
    await expect(favourites.getByRole('link', { name: 'Metro Trabajo Parada 4-12' })).toBeVisible();
    await saveScreenshot(phone, 'account-favourites-second-device');

    // Signed out, the second device keeps no copy of the rider's cloud favourites.
    await phone.goto('/ajustes/cuenta');
    await phone.getByRole('button', { name: 'Cerrar sesión' }).click();
    await phone
      .getByRole('dialog', { name: '¿Cerrar sesión?' })
      .getByRole('button', { name: 'Cerrar sesión' })
      .click();
    await expect(phone.getByText('Sesión cerrada')).toBeVisible();
    await phone.goto('/paradas');
    await expect(phone.getByRole('heading', { level: 1, name: 'Paradas' })).toBeVisible();
    await expect(favourites.getByRole('link', { name: 'Metro Trabajo Parada 4-12' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
