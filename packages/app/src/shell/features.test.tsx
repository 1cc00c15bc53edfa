import madrid from '@transit/city-madrid';
import { ROUTES } from '@transit/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppServicesProvider } from '../common/appServices';
import { type FeatureModule, storeFactory } from '../common/feature';
import { TransitIntlProvider } from '@transit/i18n/react';
import { fakeApi } from '../testSupport';
import { checkedFeatures, FEATURES } from './features';
import { appRoutes } from './router';
import { createAppServices } from './services';

/** Every folder under features/, from the files it holds. */
const FEATURE_FOLDERS = [
  ...new Set(
    Object.keys(import.meta.glob('../features/*/**/*.{ts,tsx}')).map((path) => path.split('/')[2] ?? ''),
  ),
].sort();

/** A feature the app does not have, as a new one would come: its folder's feature.ts and nothing else edited. */
function CardBalancePage() {
  return <h1>Saldo</h1>;
}
const COUNTER_STORE = storeFactory('counter', ({ city }) => ({ cityId: city.id }));
const cardFeature: FeatureModule = {
  name: 'card',
  routes: [{ name: 'cardBalance', screen: () => Promise.resolve(CardBalancePage), backTo: 'info' }],
  stores: [COUNTER_STORE],
};

describe('the feature registry', () => {
  it('finds every feature by its folder: each features/<name>/ registers itself in its feature.ts', () => {
    expect(FEATURES.map((feature) => feature.name)).toEqual(FEATURE_FOLDERS);
    expect(FEATURE_FOLDERS).toEqual(
      expect.arrayContaining([
        'favourites',
        'info',
        'lines',
        'map',
        'planner',
        'search',
        'settings',
        'stops',
      ]),
    );
  });

  it('registers each route of core once, with its name from core', () => {
    const names = FEATURES.flatMap((feature) => feature.routes ?? []).map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(Object.keys(ROUTES)).toContain(name);
  });

  it('refuses a route two features register, and a feature not named after its folder', () => {
    const stops = { name: 'stops', routes: [{ name: 'stops' }] } as const satisfies FeatureModule;
    expect(() =>
      checkedFeatures({
        '../features/stops/feature.ts': stops,
        '../features/other/feature.ts': { ...stops, name: 'other' },
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'FEATURE_ROUTE_DUPLICATE',
        message: "The route 'stops' is registered by both 'stops' and 'other'.",
      }),
    );
    expect(() => checkedFeatures({ '../features/stops/feature.ts': { name: 'stop' } })).toThrow(
      expect.objectContaining({ code: 'FEATURE_NAME_MISMATCH' }),
    );
  });

  it("serves a new feature's route with its lazy screen and back target, and makes its stores", async () => {
    const services = createAppServices(madrid, { api: fakeApi().api, features: [...FEATURES, cardFeature] });
    expect(services.stores.get(COUNTER_STORE)).toEqual({ cityId: 'madrid' });
    const router = createMemoryRouter(appRoutes({ features: [...FEATURES, cardFeature] }), {
      initialEntries: [ROUTES.cardBalance.path],
    });
    render(
      <AppServicesProvider services={services}>
        <TransitIntlProvider locale="es">
          <RouterProvider router={router} />
        </TransitIntlProvider>
      </AppServicesProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Saldo' })).toBeTruthy();
    expect(router.state.matches.at(-1)?.route.handle).toMatchObject({
      route: 'cardBalance',
      backTo: ROUTES.info.path,
    });
    router.dispose();
  });

  it("says so when a store's feature is not registered", () => {
    const services = createAppServices(madrid, { api: fakeApi().api });
    expect(() => services.stores.get(COUNTER_STORE)).toThrow(
      expect.objectContaining({
        code: 'FEATURE_STORE_UNREGISTERED',
        message: "The store 'counter' belongs to no registered feature.",
      }),
    );
  });
});
