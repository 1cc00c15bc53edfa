import { grantPremium, newGoogleRider, signInWithGoogle } from './accounts';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

const AD = { name: 'Publicidad' } as const;

test('a rider sees the bottom ad until support makes them premium; then no ad (spec §4: entitled users get no ads)', async ({
  page,
}) => {
  // Signed out: the web bottom ad (the house ad: no ad network is configured here, and it needs no network).
  await page.goto('/paradas');
  await expect(page.getByRole('heading', { level: 1, name: 'Paradas' })).toBeVisible();
  await expect(page.getByRole('complementary', AD)).toBeVisible();
  await saveScreenshot(page, 'ads-house-ad');

  // Signed in without premium: still the ad, once the entitlement lookup has answered.
  const rider = newGoogleRider('Carmen Premium');
  await signInWithGoogle(page, rider, '/paradas');
  await expect(page).toHaveURL(/\/paradas$/);
  await expect(page.getByRole('complementary', AD)).toBeVisible();

  // Support grants a manual Forever entitlement (spec §3); at the next start the lookup finds it.
  expect(await grantPremium(rider)).toContain(`Granted ${rider.email}`);
  const lookup = page.waitForResponse(
    (response) => response.url().endsWith('/api/madrid/v1/me/entitlement') && response.ok(),
  );
  await page.reload();
  expect(((await (await lookup).json()) as { isEntitled: boolean }).isEntitled).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Paradas' })).toBeVisible();
  await expect(page.getByRole('complementary', AD)).toHaveCount(0);
  await page.goto('/ajustes');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByRole('complementary', AD)).toHaveCount(0);
  await saveScreenshot(page, 'ads-premium-none');

  // Their premium page says so, and where it comes from.
  await page.goto('/ajustes/tu-premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu premium' })).toBeVisible();
  await expect(page.getByText('Tienes premium: la app no te muestra anuncios.')).toBeVisible();
  await expect(page.getByText('Premium concedido')).toBeVisible();
  await expect(page.getByText('Para siempre')).toBeVisible();
  await saveScreenshot(page, 'premium-yours');
});

test('the premium plans list the city’s products with no price, and buying on the web points to the app', async ({
  page,
}) => {
  await page.goto('/ajustes/planes-premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Planes premium' })).toBeVisible();
  await expect(page.getByText('Sin anuncios: la app no te muestra publicidad.')).toBeVisible();
  await expect(
    page.getByText('Google Play te muestra el precio antes de que confirmes la compra.'),
  ).toBeVisible();
  await expect(page.getByText(/€/)).toHaveCount(0);
  await saveScreenshot(page, 'premium-plans');
  await page.getByRole('link', { name: /Mensual/ }).click();
  await expect(page).toHaveURL(/\/ajustes\/adquirir-premium\/premium\/monthly$/);
  await page.getByRole('button', { name: 'Conseguir la app' }).click();
  const modal = page.getByRole('dialog', { name: 'Solo en nuestra app' });
  await expect(
    modal.getByText('Premium, sin anuncios, se compra en nuestra app para Android.'),
  ).toBeVisible();
  await saveScreenshot(page, 'premium-app-only');
});

test.describe('on an Android phone’s browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  test('the card balance page explains the NFC reading and offers the app from Google Play', async ({
    page,
  }) => {
    await page.goto('/saldo-abono-transporte');
    await expect(page.getByRole('heading', { level: 1, name: 'Saldo del abono transporte' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Qué lee la app de tu tarjeta' })).toBeVisible();
    await page.getByRole('button', { name: 'Consultar el saldo en la app' }).click();
    const modal = page.getByRole('dialog', { name: 'Solo en nuestra app' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Instalar desde Google Play' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\/store\/apps\/details\?id=es\.transitapp\.madrid&/,
    );
    await saveScreenshot(page, 'card-balance-app-only');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });
});
