// The trip planner end to end (issue 11): Sol → Nuevos Ministerios in the Madrid app and Times Sq-42 St → Atlantic
// Av-Barclays Ctr in the New York app, each planned by the API, then with the API cut off: the app plans in its Web
// Worker over the city's network, which it fetched once and kept (Cache Storage), and says so.
import type { BrowserContext, Page } from '@playwright/test';
import newYork from '@transit/city-new-york';
import { appDist, type RunningServer, startServer } from '../src/server';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';
import { typeLikeARider } from './typing';

/**
 * What the browser reports once the API is cut off (the failed plan and network calls; the app then plans on the
 * device), besides the unreachable map tiles every map test sees.
 */
const PLANNER_CUT_OFF = /net::ERR_INTERNET_DISCONNECTED|\(https:\/\/tile\.openstreetmap\.org\//;

/** Tomorrow at 09:00 in a city's time, as the planner's date-time field writes it ('YYYY-MM-DDTHH:mm'). */
function tomorrowAtNine(timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 24 * 60 * 60 * 1000));
  return `${date}T09:00`;
}

/** Waits until the worker has saved the city's network for offline planning (it fetches it once the planner shows). */
async function untilNetworkSaved(page: Page, apiBase: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (url) => {
          const cache = await caches.open('transit-network');
          return (await cache.match(new URL(url, location.origin).href)) !== undefined;
        }, `${apiBase}/v1/network`),
      { timeout: 45_000 },
    )
    .toBe(true);
}

/** Every call to the city's API for a plan or for its network fails as with no route to the server. */
async function cutThePlannerApi(context: BrowserContext, apiBase: string) {
  await context.route(new RegExp(`${apiBase}/v1/(plan|network)(\\?|$)`), (route) =>
    route.abort('internetdisconnected'),
  );
}

/** The chosen option's steps and its map, scrolled to, as the rider sees them. */
async function saveStepsScreenshot(page: Page, name: string) {
  await page.getByRole('heading', { name: 'Pasos de la opción elegida' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -80));
  await saveScreenshot(page, name);
}

/** The steps of the chosen option, each as its text. */
async function stepsShown(page: Page) {
  const steps = page.getByRole('region', { name: 'Pasos de la opción elegida' }).getByRole('listitem');
  await expect(steps.first()).toBeVisible();
  return steps.allTextContents();
}

test.describe('the Madrid planner', () => {
  // The API's failed plan is reported by the browser; the app then plans on the device, as it should.
  test.use({ allowedConsoleErrors: [PLANNER_CUT_OFF] });

  test('Sol → Nuevos Ministerios, by the API and then on the device with the API cut off', async ({
    page,
    context,
  }) => {
    const at = tomorrowAtNine('Europe/Madrid');
    await page.goto('/planificador');
    await typeLikeARider(page.getByRole('combobox', { name: 'Origen' }), 'sol');
    await page.getByRole('option', { name: /^Sol, Parada 4-12 / }).click();
    await typeLikeARider(page.getByRole('combobox', { name: 'Destino' }), 'nuevos min');
    await page.getByRole('option', { name: /^Nuevos Ministerios, Parada 4-120 / }).click();
    await page.getByRole('radio', { name: 'Salir a una hora' }).check();
    await page.getByLabel('Fecha y hora').fill(at);
    await saveScreenshot(page, 'planner-form-sol-nuevos-ministerios');
    await page.getByRole('button', { name: 'Buscar ruta' }).click();

    await expect(page).toHaveURL(
      `/planificador/ruta?from=stop%3A4-12&to=stop%3A4-120&at=${encodeURIComponent(at)}`,
    );
    await expect(page.getByText('Calculado en nuestro servidor')).toBeVisible();
    const options = page.getByRole('region', { name: 'Opciones' }).getByRole('button');
    await expect(options.first()).toHaveAttribute('aria-pressed', 'true');
    const online = await stepsShown(page);
    expect(online.join(' | ')).toMatch(/Sol → /);
    expect(online.join(' | ')).toMatch(/→ Nuevos Ministerios/);
    await expect(
      page.getByRole('region', { name: /Mapa del trayecto de Sol a Nuevos Ministerios/ }),
    ).toBeVisible();
    await saveScreenshot(page, 'planner-madrid-online');
    await saveStepsScreenshot(page, 'planner-madrid-online-steps');

    // The network was fetched once the planner showed, and kept; now neither the plan nor the network can be had.
    await untilNetworkSaved(page, '/api/madrid');
    await cutThePlannerApi(context, '/api/madrid');
    await page.reload();
    await expect(page.getByText('Calculado en tu dispositivo (sin conexión)')).toBeVisible({
      timeout: 30_000,
    });
    const offline = await stepsShown(page);
    expect(offline.join(' | ')).toMatch(/Sol → /);
    expect(offline.join(' | ')).toMatch(/→ Nuevos Ministerios/);
    await saveScreenshot(page, 'planner-madrid-device');
    await saveStepsScreenshot(page, 'planner-madrid-device-steps');
  });

  test('with the network cut (the device offline), a new search plans on the device', async ({
    page,
    context,
  }) => {
    const at = tomorrowAtNine('Europe/Madrid');
    await page.goto(`/planificador/ruta?from=stop%3A4-12&to=stop%3A4-120&at=${encodeURIComponent(at)}`);
    await expect(page.getByText('Calculado en nuestro servidor')).toBeVisible();
    await untilNetworkSaved(page, '/api/madrid');
    await context.setOffline(true);
    // "Change the search" and search again at another time: a plan the API was never asked for.
    await page.getByRole('link', { name: 'Cambiar la búsqueda' }).click();
    await page.getByLabel('Fecha y hora').fill(at.replace('T09:00', 'T09:30'));
    await page.getByRole('button', { name: 'Buscar ruta' }).click();
    await expect(page.getByText('Calculado en tu dispositivo (sin conexión)')).toBeVisible({
      timeout: 30_000,
    });
    expect((await stepsShown(page)).join(' | ')).toMatch(/→ Nuevos Ministerios/);
    await saveScreenshot(page, 'planner-madrid-offline');
    await context.setOffline(false);
  });
});

test.describe('the New York planner', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ allowedConsoleErrors: [PLANNER_CUT_OFF] });
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({
      staticRoot: appDist(newYork.id),
      cities: [newYork.id],
      buildHint: `pnpm turbo run build --filter=@transit/app-${newYork.id}`,
    });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('Times Sq-42 St → Atlantic Av-Barclays Ctr, by the API and then on the device', async ({
    page,
    context,
  }) => {
    const at = tomorrowAtNine(newYork.timeZone);
    await page.goto(`${server.origin}/planificador`);
    await typeLikeARider(page.getByRole('combobox', { name: 'Origen' }), 'times sq');
    await page.getByRole('option', { name: /^Times Sq-42 St, Estación$/ }).click();
    await typeLikeARider(page.getByRole('combobox', { name: 'Destino' }), 'atlantic av');
    await page.getByRole('option', { name: /^Atlantic Av-Barclays Ctr, Estación$/ }).click();
    await page.getByRole('radio', { name: 'Salir a una hora' }).check();
    await page.getByLabel('Fecha y hora').fill(at);
    await page.getByRole('button', { name: 'Buscar ruta' }).click();
    await expect(page).toHaveURL(/\/planificador\/ruta\?from=station%3AE4-127&to=station%3AE4-235&at=/);
    await expect(page.getByText('Calculado en nuestro servidor')).toBeVisible();
    const online = (await stepsShown(page)).join(' | ');
    expect(online).toMatch(/Times Sq-42 St → /);
    expect(online).toMatch(/→ Atlantic Av-Barclays Ctr/);
    await saveScreenshot(page, 'planner-new-york-online');
    await saveStepsScreenshot(page, 'planner-new-york-online-steps');

    await untilNetworkSaved(page, '/api/new-york');
    await cutThePlannerApi(context, '/api/new-york');
    await page.reload();
    await expect(page.getByText('Calculado en tu dispositivo (sin conexión)')).toBeVisible({
      timeout: 30_000,
    });
    const offline = (await stepsShown(page)).join(' | ');
    expect(offline).toMatch(/Times Sq-42 St → /);
    expect(offline).toMatch(/→ Atlantic Av-Barclays Ctr/);
    await saveScreenshot(page, 'planner-new-york-device');
    await saveStepsScreenshot(page, 'planner-new-york-device-steps');
  });
});
