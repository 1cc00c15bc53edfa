import { createTransitQueryClient, stopInfoQuery, stopKeys } from '@transit/api-client';
import { type Locale, parseStopCode, unwrap } from '@transit/core';
import { describe, expect, it } from 'vitest';
import type { RouteParams } from '../../common/feature';
import { fakeApi, fakeAuth } from '../../testSupport';
import { feature, loadStopPage } from './feature';

function load(params: RouteParams, locale: Locale = 'es') {
  const { api } = fakeApi();
  const queryClient = createTransitQueryClient();
  loadStopPage({ queryClient, api, auth: fakeAuth().auth, params, search: new URLSearchParams(), locale });
  return { api, queryClient };
}

describe('the data the stop page asks for as the router matches it', () => {
  it("asks for a stop's info and departures for /paradas/{stopCode}, and the answers land in the query cache", async () => {
    const { api, queryClient } = load({ stopCode: '4-12' });
    expect(api.getStopInfo).toHaveBeenCalledWith('4-12', expect.anything());
    expect(api.getArrivals).toHaveBeenCalledWith('4-12', expect.anything());
    const sol = unwrap(parseStopCode('4-12'));
    await expect
      .poll(() => queryClient.getQueryData(stopInfoQuery(api, sol).queryKey))
      .toMatchObject({ name: 'Sol' });
  });

  it("asks for the departures in the locale the app shows, and keeps them under that language's key", async () => {
    const { api, queryClient } = load({ stopCode: '4-12' }, 'en');
    expect(api.getArrivals).toHaveBeenCalledWith('4-12', expect.objectContaining({ lang: 'en' }));
    const sol = unwrap(parseStopCode('4-12'));
    await expect
      .poll(() => queryClient.getQueryData(stopKeys.arrivals(sol, 'en')))
      .toMatchObject({ stopCode: '4-12' });
    expect(queryClient.getQueryData(stopKeys.arrivals(sol, 'es'))).toBeUndefined();
  });

  it('asks under the canonical code, however the rider spelled it (8_09568)', () => {
    const { api } = load({ stopCode: '8_09568' });
    expect(api.getStopInfo).toHaveBeenCalledWith(unwrap(parseStopCode('8-9568')), expect.anything());
  });

  it('asks for nothing for a malformed stop code (the stop page says what is wrong with it)', () => {
    for (const params of [{ stopCode: 'sol' }, {}]) {
      const { api } = load(params);
      expect(api.getStopInfo).not.toHaveBeenCalled();
      expect(api.getArrivals).not.toHaveBeenCalled();
    }
  });

  it('is the loader of the stop page only; the stops home loads its data from its screen', () => {
    const routes = new Map(feature.routes?.map((route) => [route.name, route]));
    expect(routes.get('stop')?.loader).toBe(loadStopPage);
    expect(routes.get('stops')?.loader).toBeUndefined();
  });
});
