// The smoke test of every variant: each built app (apps/<id>/dist), served by the real server with its own city, shows
// its home and one of its own stops in its own language. The browser asks for German, which no city offers, so each
// app must fall back to its city config's default locale.
import barcelona from '@transit/city-barcelona';
import bilbao from '@transit/city-bilbao';
import madrid from '@transit/city-madrid';
import madridBus from '@transit/city-madrid-bus';
import madridCard from '@transit/city-madrid-card';
import madridCercanias from '@transit/city-madrid-cercanias';
import madridMetro from '@transit/city-madrid-metro';
import newYork from '@transit/city-new-york';
import type { City, Locale } from '@transit/core';
import { appDist, type RunningServer, startServer } from '../src/server';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

/** The texts the smoke test reads, in each default locale a city has (the catalogs' nav.stops and nav labels). */
const TEXTS: Partial<Record<Locale, { readonly stops: string; readonly navbar: string }>> = {
  es: { stops: 'Paradas', navbar: 'Navegación principal' },
  en: { stops: 'Stops', navbar: 'Main navigation' },
};

interface Variant {
  readonly city: City;
  /** The cities the server loads (CITIES); the variant's own, unless it has no network of its own. */
  readonly servedCities: readonly string[];
  /** One of its stops, with its name as the city's data spells it (cities/<id>/data, compiled by `pnpm data`). */
  readonly stop: { readonly code: string; readonly name: string } | undefined;
}

const VARIANTS: readonly Variant[] = [
  { city: madrid, servedCities: ['madrid'], stop: { code: '4-12', name: 'SOL' } },
  { city: madridMetro, servedCities: ['madrid-metro'], stop: { code: '4-120', name: 'NUEVOS MINISTERIOS' } },
  { city: madridCercanias, servedCities: ['madrid-cercanias'], stop: { code: '5-11', name: 'ATOCHA' } },
  { city: madridBus, servedCities: ['madrid-bus'], stop: { code: '30', name: 'Plaza Castilla' } },
  // The card balance app is built from no feed (cities/madrid-card/city.ts), so there is no network of its own to
  // serve: the server runs with Madrid's, and the app, which asks for its own city, finds no stop.
  { city: madridCard, servedCities: ['madrid'], stop: undefined },
  { city: barcelona, servedCities: ['barcelona'], stop: { code: '5-54', name: 'Pl. Catalunya' } },
  { city: bilbao, servedCities: ['bilbao'], stop: { code: '4-7', name: 'Abando' } },
  { city: newYork, servedCities: ['new-york'], stop: { code: '4-127', name: 'Times Sq-42 St' } },
];

/** A stop name as a heading shows it, whatever its letter case. */
const nameMatcher = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

test.use({ locale: 'de-DE' });

for (const { city, servedCities, stop } of VARIANTS) {
  const texts = TEXTS[city.defaultLocale];
  if (!texts)
    throw new Error(`The smoke test has no texts in ${city.defaultLocale} (${city.id}'s default locale)`);

  test.describe(`the ${city.id} app`, () => {
    test.describe.configure({ mode: 'serial' });
    // The API answers 404 for a city it does not serve (the card app asks for its stop list and its stops), which the
    // browser reports on the console.
    if (!stop)
      test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:[^)]*\/api\/madrid-card\//] });
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await startServer({
        staticRoot: appDist(city.id),
        cities: servedCities,
        buildHint: `pnpm turbo run build --filter=@transit/app-${city.id}`,
      });
    });
    test.afterAll(async () => {
      await server.stop();
    });

    test(`shows its home in its default locale (${city.defaultLocale}), titled ${city.project.name}`, async ({
      page,
    }) => {
      await page.goto(`${server.origin}/`);
      await expect(page).toHaveURL(/\/paradas$/);
      await expect(page.getByRole('heading', { level: 1, name: texts.stops })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', city.defaultLocale);
      await expect(page).toHaveTitle(city.project.name);
      await expect(page.getByRole('navigation', { name: texts.navbar })).toBeVisible();
      await saveScreenshot(page, `variant-${city.id}-home`);
    });

    if (stop) {
      test(`shows its own stop ${stop.code}, ${stop.name}`, async ({ page }) => {
        await page.goto(`${server.origin}/paradas/${stop.code}`);
        await expect(page.getByRole('heading', { level: 1, name: nameMatcher(stop.name) })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', city.defaultLocale);
        await expect(page.getByRole('navigation', { name: texts.navbar })).toBeVisible();
        await saveScreenshot(page, `variant-${city.id}-stop-${stop.code}`);
      });
    } else {
      test('has no stop of its own: a Madrid stop does not exist there', async ({ page }) => {
        await page.goto(`${server.origin}/paradas/4-12`);
        await expect(page.getByText('No existe la parada 4-12.')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', city.defaultLocale);
        await saveScreenshot(page, `variant-${city.id}-no-stop`);
      });
    }
  });
}
