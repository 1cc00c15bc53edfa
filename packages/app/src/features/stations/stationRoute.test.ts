import { createTransitQueryClient, stationKeys } from '@transit/api-client';
import { parseStationCode, unwrap } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeAuth } from '../../testSupport';
import { loadStationPage } from './feature';

describe('the data the station page asks for as the router matches it', () => {
  it("asks for the station's info and its board in the locale the app shows, the board kept under that language's key", async () => {
    const { api } = fakeApi();
    const queryClient = createTransitQueryClient();
    loadStationPage({
      queryClient,
      api,
      auth: fakeAuth().auth,
      params: { stationCode: 'E4-12' },
      search: new URLSearchParams(),
      locale: 'ca',
    });
    expect(api.getStationInfo).toHaveBeenCalledWith('E4-12', expect.anything());
    expect(api.getStationArrivals).toHaveBeenCalledWith('E4-12', expect.objectContaining({ lang: 'ca' }));
    const sol = unwrap(parseStationCode('E4-12'));
    await expect
      .poll(() => queryClient.getQueryData(stationKeys.arrivals(sol, 'ca')))
      .toMatchObject({ stationCode: 'E4-12' });
  });

  it('asks for nothing for a malformed station code', () => {
    const { api } = fakeApi();
    loadStationPage({
      queryClient: createTransitQueryClient(),
      api,
      auth: fakeAuth().auth,
      params: { stationCode: 'sol' },
      search: new URLSearchParams(),
      locale: 'es',
    });
    expect(api.getStationInfo).not.toHaveBeenCalled();
    expect(api.getStationArrivals).not.toHaveBeenCalled();
  });
});
