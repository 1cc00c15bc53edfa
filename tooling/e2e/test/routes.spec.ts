import { ROUTES, type RouteName } from '@transit/core';
import { expect, test } from './fixtures';

/**
 * The routes of spec §2 that need an account, a purchase or a native wrapper (NFC): out of this walk, which covers
 * every other one.
 */
const NEEDS_ACCOUNT_PURCHASE_OR_APP: ReadonlySet<RouteName> = new Set<RouteName>([
  'account',
  'googleSignIn',
  'googleCredentialHandler',
  'manualTokenSignIn',
  'yourPremium',
  'premiumPlans',
  'buySubscription',
  'buyLifetimePremium',
  'settingsAdmin',
  'cardNfc',
]);

/** The router error screen's first words in each language: a route that shows it fails the walk. */
const ROUTER_ERROR =
  /Ha ocurrido un error inesperado|An unexpected error has occurred|S'ha produït un error inesperat/;

const LOCALES = ['es', 'en', 'ca'] as const;

/**
 * A route's path with real parameters: Sol (4-12) and its station (E4-12), Metro line 1 (4-1) and one of its
 * itineraries from the server.
 */
function pathOf(name: RouteName, itineraryCode: string): string {
  const params: Readonly<Record<string, string>> = {
    stopCode: '4-12',
    stationCode: 'E4-12',
    lineCode: '4-1',
    routeCode: itineraryCode,
    landingId: 'chamartin',
  };
  return ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_, param: string) =>
    encodeURIComponent(params[param] ?? ''),
  );
}

for (const locale of LOCALES) {
  test(`every route that needs no account, purchase or app renders without an error in ${locale}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const line = (await (await request.get('/api/madrid/v1/lines/4-1')).json()) as {
      readonly itineraries: readonly { readonly code: string }[];
    };
    const itineraryCode = line.itineraries[0]?.code ?? '';
    expect(itineraryCode).not.toBe('');
    await page.addInitScript((chosen) => {
      localStorage.setItem(
        'transit:madrid:preferences',
        JSON.stringify({ state: { locale: chosen }, version: 1 }),
      );
    }, locale);
    const walked: string[] = [];
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      if (NEEDS_ACCOUNT_PURCHASE_OR_APP.has(name) || name === 'app') continue;
      const path = pathOf(name, itineraryCode);
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, path).toBeVisible();
      await expect(heading, path).not.toHaveText('');
      await expect(page.getByText(ROUTER_ERROR), path).toHaveCount(0);
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
      walked.push(path);
    }
    test
      .info()
      .annotations.push({ type: 'routes', description: `${walked.length} routes: ${walked.join(' ')}` });
    expect(walked.length).toBeGreaterThan(40);
  });
}
