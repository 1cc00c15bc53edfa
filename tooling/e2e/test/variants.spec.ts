// The smoke test of every variant: each built app (apps/<id>/dist), served by the real server with its own city, shows
// its home (the city's homeNavItem: the stops, or the card in the card balance app) with that item first in the
// navbar, and one of its own stops, in its own language. The browser asks for German, which no city offers, so each
// app must fall back to its city config's default locale.
import barcelona from '@transit/city-barcelona';
import bilbao from '@transit/city-bilbao';
import madrid from '@transit/city-madrid';
import madridBus from '@transit/city-madrid-bus';
import madridCard from '@transit/city-madrid-card';
import madridCercanias from '@transit/city-madrid-cercanias';
import madridMetro from '@transit/city-madrid-metro';
import newYork from '@transit/city-new-york';
import { type City, DEFAULT_HOME_NAV_ITEM, homePath, type Locale, type NavItemId } from '@transit/core';
import { appDist, type RunningServer, startServer } from '../src/server';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

/**
 * The texts the smoke test reads, in each default locale a city has: the navbar's name and the heading of each home a
 * city has (the catalogs' nav.stops and card.balance.title).
 */
const TEXTS: Partial<
  Record<Locale, { readonly navbar: string; readonly homeHeadings: Partial<Record<NavItemId, string>> }>
> = {
  es: {
    navbar: 'Navegación principal',
    homeHeadings: { stops: 'Paradas', card: 'Saldo del abono transporte' },
  },
  en: { navbar: 'Main navigation', homeHeadings: { stops: 'Stops', card: 'Transport card balance' } },
};

interface Variant {
  readonly city: City;
  /** The cities the server loads (CITIES): the variant's own (a city showing another's network is served that one). */
  readonly servedCities: readonly string[];
  /** One of its stops, with its name as the city's data spells it (cities/<id>/data, compiled by `pnpm data`). */
  readonly stop: { readonly code: string; readonly name: string };
}

const VARIANTS: readonly Variant[] = [
  { city: madrid, servedCities: ['madrid'], stop: { code: '4-12', name: 'SOL' } },
  { city: madridMetro, servedCities: ['madrid-metro'], stop: { code: '4-120', name: 'NUEVOS MINISTERIOS' } },
  { city: madridCercanias, servedCities: ['madrid-cercanias'], stop: { code: '5-11', name: 'ATOCHA' } },
  { city: madridBus, servedCities: ['madrid-bus'], stop: { code: '30', name: 'Plaza Castilla' } },
  // The card balance app shows Madrid's network (networkOf): the server serves it Madrid's artifact.
  { city: madridCard, servedCities: ['madrid-card'], stop: { code: '4-12', name: 'SOL' } },
  { city: barcelona, servedCities: ['barcelona'], stop: { code: '5-54', name: 'Pl. Catalunya' } },
  { city: bilbao, servedCities: ['bilbao'], stop: { code: '4-7', name: 'Abando' } },
  { city: newYork, servedCities: ['new-york'], stop: { code: '4-127', name: 'Times Sq-42 St' } },
];

/** A text as a regular expression matches it, every special character escaped. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A stop name as a heading shows it, whatever its letter case. */
const nameMatcher = (name: string) => new RegExp(`^${escaped(name)}$`, 'i');

test.use({ locale: 'de-DE' });

for (const { city, servedCities, stop } of VARIANTS) {
  const texts = TEXTS[city.defaultLocale];
  if (!texts)
    throw new Error(`The smoke test has no texts in ${city.defaultLocale} (${city.id}'s default locale)`);
  const home = city.homeNavItem ?? DEFAULT_HOME_NAV_ITEM;
  const homeHeading = texts.homeHeadings[home];
  if (homeHeading === undefined)
    throw new Error(`The smoke test has no ${city.defaultLocale} heading for ${city.id}'s home, ${home}`);
  // The browser is the web client: the card's home is its balance page there.
  const homeUrl = homePath('web', home);

  test.describe(`the ${city.id} app`, () => {
    test.describe.configure({ mode: 'serial' });
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

    test(`shows its home, ${home} (${homeUrl}), first in the navbar, in its default locale (${city.defaultLocale}), titled ${city.project.name}`, async ({
      page,
    }) => {
      await page.goto(`${server.origin}/`);
      await expect(page).toHaveURL(new RegExp(`${escaped(homeUrl)}$`));
      await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', city.defaultLocale);
      await expect(page).toHaveTitle(city.project.name);
      const navbar = page.getByRole('navigation', { name: texts.navbar });
      await expect(navbar).toBeVisible();
      await expect(navbar.getByRole('link').first()).toHaveAttribute('href', homeUrl);
      await expect(navbar.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
      await saveScreenshot(page, `variant-${city.id}-home`);
    });

    test(`shows its own stop ${stop.code}, ${stop.name}`, async ({ page }) => {
      await page.goto(`${server.origin}/paradas/${stop.code}`);
      await expect(page.getByRole('heading', { level: 1, name: nameMatcher(stop.name) })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', city.defaultLocale);
      await expect(page.getByRole('navigation', { name: texts.navbar })).toBeVisible();
      await saveScreenshot(page, `variant-${city.id}-stop-${stop.code}`);
    });
  });
}
