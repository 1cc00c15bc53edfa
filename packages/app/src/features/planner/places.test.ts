import type { PlaceSuggestion } from '@transit/api-client';
import madrid from '@transit/city-madrid';
import type { PlaceSearchProvider } from '@transit/planner';
import { describe, expect, it, vi } from 'vitest';
import { stationsOf, stopsOf } from '../../common/staticLists';
import { stopListFixture } from '../../testSupport';
import { offlinePlaceProvider, searchPlaces } from './places';

function offline() {
  const list = stopListFixture();
  const stops = stopsOf(list, madrid);
  return offlinePlaceProvider({
    stops,
    stations: stationsOf(list),
    byCode: new Map(stops.map((stop) => [stop.code, stop])),
  });
}

const place = (ref: string, name: string): PlaceSuggestion => ({
  ref,
  kind: 'address',
  name,
  detail: '',
  location: { latitude: 40.4, longitude: -3.7 },
});

describe("the planner's place search (issue 11)", () => {
  it('finds "sol" offline: the station first, then its stops, each a PlaceSuggestion with its reference', async () => {
    const found = await offline().search('sol', { limit: 8 });
    expect(found.map((suggestion) => [suggestion.ref, suggestion.kind, suggestion.name])).toEqual([
      ['station:E4-12', 'station', 'Sol'],
      ['stop:5-18', 'stop', 'Sol'],
      ['stop:4-12', 'stop', 'Sol'],
      ['stop:1234', 'stop', 'Puerta del Sol'],
    ]);
    // The station sits between its stops (5-18 and 4-12); a stop's detail names its code, type and lines.
    expect(found[0]?.location.latitude).toBeCloseTo((40.4168 + 40.416775) / 2, 6);
    expect(found[2]?.detail).toBe('4-12 · metro · 1, 2, 3');
  });

  it('finds nothing for a name no stop has', async () => {
    expect(await offline().search('zzzz', { limit: 8 })).toEqual([]);
  });

  it('asks the providers in turn, keeps each place once, and skips one that fails', async () => {
    const failing: PlaceSearchProvider = {
      id: 'geocoder',
      search: () => Promise.reject(new Error('offline')),
    };
    const other: PlaceSearchProvider = {
      id: 'other',
      search: () => Promise.resolve([place('station:E4-12', 'Sol again'), place('point:40.4,-3.7', 'Calle')]),
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const found = await searchPlaces([offline(), failing, other], 'sol', { limit: 5 });
    expect(found.map((suggestion) => suggestion.ref)).toEqual([
      'station:E4-12',
      'stop:5-18',
      'stop:4-12',
      'stop:1234',
      'point:40.4,-3.7',
    ]);
    expect(warn).toHaveBeenCalledWith("The place search 'geocoder' failed:", expect.any(Error));
    warn.mockRestore();
  });
});
