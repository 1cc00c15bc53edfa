import {
  type CardServiceFixtureServer,
  FIXTURE_CARD_SERVICE_KEY,
  type FixtureCardId,
  fixturePhone,
  startCardServiceFixtureServer,
} from '@transit/api/testing';
import {
  FAKE_NATIVE_HOST_GLOBAL,
  type FakeNativeHostControl,
  type FakeNativeHostOptions,
  fakeNativeHostScript,
  type RecordedMessage,
} from '@transit/bridge/testing';
import type { Page } from '@playwright/test';
import { type RunningServer, startServer } from '../src/server';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

/**
 * Issue 13's browser test: the Madrid app as the Android client inside its wrapper, played by @transit/bridge's fake
 * native host, on a server whose NFC relay talks to the API's fixture card service over HTTP. The test holds a fixture
 * card (a test double: every one says FIXTURE) to the "phone": when the app asks the wrapper to transceive commands, the
 * test answers as that card does (fixturePhone), and the app reads it through the real relay.
 */
let cardService: CardServiceFixtureServer;
let server: RunningServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  cardService = await startCardServiceFixtureServer({ key: FIXTURE_CARD_SERVICE_KEY });
  server = await startServer(undefined, {
    NFC_CARD_SERVICE_URL: cardService.baseUrl,
    NFC_CARD_SERVICE_KEY: FIXTURE_CARD_SERVICE_KEY,
  });
});

test.afterAll(async () => {
  await server.stop();
  await cardService.close();
});

test.afterEach(() => cardService.fault('none'));

/** The app's entry as the Android wrapper opens it (spec §2: /app with the client's parameters). */
const ANDROID_ENTRY = '/app?client=android&androidClientVersionCode=40';

/** A phone whose NFC is as `nfc` says; the card's commands wait for the test to answer them. */
async function openAsAndroid(
  page: Page,
  nfc: { readonly isSupported: boolean; readonly isEnabled: boolean } = {
    isSupported: true,
    isEnabled: true,
  },
) {
  const options: FakeNativeHostOptions = {
    platform: 'android',
    answers: {
      isNfcSupported: { payload: { isSupported: nfc.isSupported } },
      isNfcEnabled: { payload: { isEnabled: nfc.isEnabled } },
      nfcTransceiveCommands: { noAnswer: true },
    },
  };
  await page.addInitScript({ content: fakeNativeHostScript(options) });
  await page.goto(`${server.origin}${ANDROID_ENTRY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paradas' })).toBeVisible();
}

/** The messages the app posted to the wrapper so far. */
function messages(page: Page): Promise<RecordedMessage[]> {
  return page.evaluate(
    (global) => (window as unknown as Record<string, FakeNativeHostControl>)[global]?.messages ?? [],
    FAKE_NATIVE_HOST_GLOBAL,
  );
}

const payloadsOf = async (page: Page, action: string) =>
  (await messages(page)).filter((message) => message.action === action).map((message) => message.payload);

/** Opens the card reading from the navbar's Card item. */
async function openCardTab(page: Page) {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Tarjeta' })
    .click();
  await expect(page).toHaveURL(/\/saldo-abono-transporte-nfc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leer la tarjeta' })).toBeVisible();
}

/**
 * Holds fixture card `id` to the phone: the wrapper says it found a card, then every transceive call the app makes is
 * answered as the card answers it, until `isDone` holds (the app shows its outcome).
 */
async function holdCard(page: Page, id: FixtureCardId, isDone: () => Promise<boolean>) {
  const phone = fixturePhone(id);
  // The wrapper says it found a card until the screen has heard it (it listens from an effect run just after
  // "Acerca la tarjeta" is drawn), as a phone does for a card held there.
  const waiting = page.getByText('Acerca la tarjeta', { exact: true });
  await expect(async () => {
    await page.evaluate(
      (global) =>
        (window as unknown as Record<string, FakeNativeHostControl>)[global]?.emit(
          'onNfcTagDiscovered',
          {},
          null,
        ),
      FAKE_NATIVE_HOST_GLOBAL,
    );
    await expect(waiting).toBeHidden({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const deadline = Date.now() + 30_000;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error(`The reading of ${id} did not end.`);
    const waiting = await page.evaluate(
      (global) =>
        (window as unknown as Record<string, FakeNativeHostControl>)[global]
          ?.unanswered()
          .filter((message) => message.action === 'nfcTransceiveCommands') ?? [],
      FAKE_NATIVE_HOST_GLOBAL,
    );
    for (const call of waiting) {
      const commands = call.payload['commands'] as string[];
      const transceived = phone.transceive(commands);
      const answer = transceived.ok
        ? { payload: { responses: transceived.rapdus } }
        : { error: transceived.error };
      await page.evaluate(
        ({ global, messageId, answer }) =>
          (window as unknown as Record<string, FakeNativeHostControl>)[global]?.respond(messageId, answer),
        { global: FAKE_NATIVE_HOST_GLOBAL, messageId: call.messageId ?? '', answer },
      );
    }
    await page.waitForTimeout(50);
  }
}

const isVisible = (page: Page, text: string) => () => page.getByText(text, { exact: true }).isVisible();

test('the Android app colours the status and navigation bars with the theme (spec §4: Android 38+)', async ({
  page,
}) => {
  await openAsAndroid(page);
  // The default theme, Light Blue: its background with dark content, and its surface under the navigation bar.
  await expect
    .poll(() => payloadsOf(page, 'setStatusBarColor'))
    .toEqual([{ color: '#d8e9f8', content: 'dark' }]);
  expect(await payloadsOf(page, 'setNavigationBarColor')).toEqual([{ color: '#f9fbfd' }]);

  // Another theme: the bars follow it.
  await page.goto(`${server.origin}/ajustes/tema-visual`);
  await page.getByRole('radio', { name: 'Verde claro' }).check();
  await expect
    .poll(() => payloadsOf(page, 'setStatusBarColor'))
    .toContainEqual({ color: '#def2e5', content: 'dark' });
  await saveScreenshot(page, 'android-theme-status-bar');
});

test('a monthly pass read by NFC: waiting, reading, and its fields (spec §3 Transport card (NFC))', async ({
  page,
}) => {
  await openAsAndroid(page);
  await openCardTab(page);
  await expect(page.getByText('Acerca la tarjeta', { exact: true })).toBeVisible();
  await expect
    .poll(() => payloadsOf(page, 'startNfcSession'))
    .toEqual([{ message: 'Acerca la tarjeta a la parte de atrás del móvil y mantenla quieta.' }]);
  await saveScreenshot(page, 'nfc-waiting');
  const requestsBefore = cardService.requests.length;

  await holdCard(page, 'monthly-pass-zone-a', isVisible(page, 'FIXTURE Abono 30 días zona A'));
  const card = page.getByRole('region', { name: 'FIXTURE Tarjeta Transporte Público (test double)' });
  await expect(card.getByText('Número de serie: 0400000000F001')).toBeVisible();
  const ticket = card.getByRole('listitem');
  await expect(ticket.getByRole('definition')).toHaveText([
    'A',
    '2 de diciembre de 2026',
    '3 de octubre de 2026',
    '3 de noviembre de 2026',
    '2 de noviembre de 2026',
  ]);
  await expect(ticket.getByRole('term')).toHaveText([
    'Zona',
    'Último día válido',
    'Fecha de compra',
    'Fecha del primer uso',
    'Fecha de la recarga adicional',
  ]);
  expect(await payloadsOf(page, 'closeNfcSessionWithSuccess')).toEqual([{}]);
  // The card service's whole dialogue went through the relay: a session, then the card's answers of its 4 rounds.
  const paths = cardService.requests.slice(requestsBefore).map((request) => request.path);
  expect(paths).toHaveLength(5);
  expect(paths[0]).toMatch(/\/sessions$/);
  for (const path of paths.slice(1)) expect(path).toMatch(/\/sessions\/[^/]+\/rapdu$/);
  await saveScreenshot(page, 'nfc-result-monthly-pass');
});

test('a 10-trip ticket shows its trips left; a card with no tickets says so', async ({ page }) => {
  await openAsAndroid(page);
  await openCardTab(page);
  await holdCard(page, 'ten-trips', isVisible(page, 'FIXTURE Metrobús 10 viajes'));
  await expect(page.getByRole('listitem').getByRole('definition').nth(1)).toHaveText('7 viajes');
  await saveScreenshot(page, 'nfc-result-ten-trips');

  await page.getByRole('button', { name: 'Leer otra tarjeta' }).click();
  await expect(page.getByText('Acerca la tarjeta', { exact: true })).toBeVisible();
  await holdCard(
    page,
    'no-tickets',
    isVisible(page, 'Esta tarjeta no tiene títulos de transporte cargados.'),
  );
  await expect(page.getByText('Número de serie: 0400000000F003')).toBeVisible();
  await saveScreenshot(page, 'nfc-result-no-tickets');
});

test('tag removed too quickly: said, the session closed with that text, and Retry reads again', async ({
  page,
}) => {
  const text =
    'Has retirado la tarjeta demasiado pronto. Mantenla junto al teléfono hasta que termine la lectura.';
  await openAsAndroid(page);
  await openCardTab(page);
  await holdCard(page, 'tag-removed', isVisible(page, text));
  expect(await payloadsOf(page, 'closeNfcSessionWithError')).toEqual([{ errorMessage: text }]);
  await saveScreenshot(page, 'nfc-tag-removed');
  await page.getByRole('alert').getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('Acerca la tarjeta', { exact: true })).toBeVisible();
  await holdCard(page, 'ten-trips', isVisible(page, 'FIXTURE Metrobús 10 viajes'));
});

test.describe('reading errors', () => {
  // The relay's error answers, which the browser reports on the console.
  test.use({ allowedConsoleErrors: [/status of (422|503) .*\/api\/madrid\/v1\/nfc-transport-card\//] });

  test('reading error: the card service cannot read the card (422 CARD_READ_FAILED)', async ({ page }) => {
    const text = 'No se ha podido leer la tarjeta. Por favor, inténtalo de nuevo.';
    await openAsAndroid(page);
    await openCardTab(page);
    await holdCard(page, 'fails-midway', isVisible(page, text));
    expect(await payloadsOf(page, 'closeNfcSessionWithError')).toEqual([{ errorMessage: text }]);
    await saveScreenshot(page, 'nfc-read-error');
  });

  test('reading error: the card service is down (503 CARD_SERVICE_UNAVAILABLE)', async ({ page }) => {
    const text =
      'El servicio que lee las tarjetas no responde ahora. Por favor, inténtalo de nuevo en unos minutos.';
    await openAsAndroid(page);
    await openCardTab(page);
    cardService.fault('unavailable');
    await holdCard(page, 'monthly-pass-zone-a', isVisible(page, text));
    await saveScreenshot(page, 'nfc-service-unavailable');
  });
});

test('NFC disabled: said, with a link to the settings; switched on, the reading waits for the card', async ({
  page,
}) => {
  await openAsAndroid(page, { isSupported: true, isEnabled: false });
  await openCardTab(page);
  await expect(
    page.getByText(
      'El NFC está desactivado. Actívalo en los ajustes de tu dispositivo para leer la tarjeta.',
    ),
  ).toBeVisible();
  await saveScreenshot(page, 'nfc-disabled');
  await page.getByRole('button', { name: 'Abrir los ajustes de NFC' }).click();
  await expect.poll(() => payloadsOf(page, 'openNfcSettings')).toEqual([{}]);
  await page.evaluate(
    (global) =>
      (window as unknown as Record<string, FakeNativeHostControl>)[global]?.emit(
        'onNfcEnablementChanged',
        { isEnabled: true },
        null,
      ),
    FAKE_NATIVE_HOST_GLOBAL,
  );
  await expect(page.getByText('Acerca la tarjeta', { exact: true })).toBeVisible();
});

test('NFC unsupported: a phone without NFC is told so', async ({ page }) => {
  await openAsAndroid(page, { isSupported: false, isEnabled: false });
  await openCardTab(page);
  await expect(page.getByText('Este dispositivo no tiene NFC.')).toBeVisible();
  expect(await payloadsOf(page, 'startNfcSession')).toEqual([]);
  await saveScreenshot(page, 'nfc-unsupported');
});
