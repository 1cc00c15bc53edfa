import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

/**
 * Sign-in against the Firebase Auth emulator the global setup starts beside the server (as `npm start` does). The
 * emulator takes a Google ID token written as JSON (its documented stand-in for Google's signed one), so the
 * credential handler's route signs a new rider in without Google.
 */
function fakeGoogleIdToken(email: string): string {
  return JSON.stringify({ sub: randomUUID(), email, email_verified: true, name: 'Ana Viajera' });
}

test('a rider signs in with a Google credential, sees their account, and signs out after confirming', async ({
  page,
}) => {
  await page.goto('/ajustes/cuenta');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Google' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión con un código' })).toBeVisible();
  await saveScreenshot(page, 'account-signed-out');

  const email = `ana-${randomUUID().slice(0, 8)}@example.com`;
  const idToken = encodeURIComponent(fakeGoogleIdToken(email));
  await page.goto(`/google-credential-handler?idToken=${idToken}&postLoginRedirectUrl=%2Fajustes%2Fcuenta`);
  await expect(page).toHaveURL(/\/ajustes\/cuenta$/);
  await expect(page.getByText('Has iniciado sesión como Ana Viajera.')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
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
