import { createTransitQueryClient, stopInfoQuery } from '@transit/api-client';
import { parseStopCode, unwrap } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../testSupport';
import { hasRouteData, prefetchRouteData } from './routeData';

describe('the data a route asks for as the router matches it', () => {
  it("asks for a stop's info and departures for /paradas/{stopCode}, and the answers land in the query cache", async () => {
    const { api } = fakeApi();
    const queryClient = createTransitQueryClient();
    prefetchRouteData(queryClient, api, 'stop', { stopCode: '4-12' });
    expect(api.getStopInfo).toHaveBeenCalledWith('4-12', expect.anything());
    expect(api.getArrivals).toHaveBeenCalledWith('4-12', expect.anything());
    const sol = unwrap(parseStopCode('4-12'));
    await expect
      .poll(() => queryClient.getQueryData(stopInfoQuery(api, sol).queryKey))
      .toMatchObject({ name: 'Sol' });
  });

  it('asks under the canonical code, however the rider spelled it (8_09568)', () => {
    const { api } = fakeApi();
    prefetchRouteData(createTransitQueryClient(), api, 'stop', { stopCode: '8_09568' });
    expect(api.getStopInfo).toHaveBeenCalledWith(unwrap(parseStopCode('8-9568')), expect.anything());
  });

  it('asks for nothing for a malformed stop code (the stop page says what is wrong with it)', () => {
    const { api } = fakeApi();
    prefetchRouteData(createTransitQueryClient(), api, 'stop', { stopCode: 'sol' });
    prefetchRouteData(createTransitQueryClient(), api, 'stop', {});
    expect(api.getStopInfo).not.toHaveBeenCalled();
    expect(api.getArrivals).not.toHaveBeenCalled();
  });

  it('has data to ask for on the stop page only; other routes load their data from their screens', () => {
    expect(hasRouteData('stop')).toBe(true);
    expect(hasRouteData('stops')).toBe(false);
    expect(hasRouteData('line')).toBe(false);
    const { api } = fakeApi();
    prefetchRouteData(createTransitQueryClient(), api, 'stops', {});
    expect(api.getStopList).not.toHaveBeenCalled();
  });
});
