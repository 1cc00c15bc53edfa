import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlaceSuggestion } from '@transit/api-contract';
import {
  decodeNetwork,
  emptyPlacesFile,
  type Network,
  type PlacesFile,
  placesFileSchema,
} from '@transit/network';
import { line, stop, testNetwork, trip } from '@transit/network/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflinePlaceIndex, fuzzyEditsFor } from './offline';

const refs = (places: readonly PlaceSuggestion[]) => places.map((place) => place.ref);

/** A small Madrid-like network: Sol as a station of a Metro and a Cercanías stop, and a bus stop named after it. */
function solNetwork(): Network {
  return testNetwork({
    stops: [
      stop('4-12', { name: 'Sol', typeCode: 4, lat: 40.41687, lon: -3.70379 }),
      stop('5-122', { name: 'Sol', typeCode: 5, lat: 40.41706, lon: -3.70331 }),
      stop('4-16', { name: 'Atocha', typeCode: 4, lat: 40.40676, lon: -3.69017 }),
      stop('2711', { name: 'Sol-Sevilla', typeCode: 6, lat: 40.41743, lon: -3.69982 }),
      stop('4-120', { name: 'NUEVOS MINISTERIOS', typeCode: 4, lat: 40.44627, lon: -3.69192 }),
      stop('5-2', { name: 'Alcalá de Henares', typeCode: 5, lat: 40.48903, lon: -3.36634 }),
    ],
    lines: [
      line('4__1___', { number: '1', transportTypeCode: 4 }),
      line('5__3___', { number: 'C3', transportTypeCode: 5 }),
    ],
    trips: [
      trip('4__1___', ['4-12 08:00', '4-16 08:04', '4-120 08:10']),
      trip('5__3___', ['5-122 08:00', '5-2 08:40']),
    ],
    stations: [{ code: 'E4-12', name: 'Sol', stops: ['4-12', '5-122'] }],
  });
}

/** A places file made for the test (constructed, not a snapshot's): one municipality and one landmark. */
const constructedPlaces: PlacesFile = {
  ...emptyPlacesFile('madrid'),
  municipalities: [
    {
      code: '28005',
      name: 'Alcalá de Henares',
      stationName: 'Alcalá de Henares',
      latitude: 40.48903,
      longitude: -3.36634,
      stationCount: 3,
    },
  ],
  landmarks: [{ name: 'Museo Solar', detail: 'constructed', latitude: 40.42, longitude: -3.7 }],
};

describe('the offline place index (network test builder)', () => {
  const index = createOfflinePlaceIndex(solNetwork(), constructedPlaces);

  it('holds every stop and station of the network and the places file', () => {
    expect(index.id).toBe('offline');
    expect(index.counts).toEqual({ stop: 6, station: 1, municipality: 1, landmark: 1 });
  });

  it('finds the station Sol first for "Sol", before its own Metro and Cercanías stops', () => {
    const places = index.searchNow('Sol', 10);
    expect(places[0]).toEqual({
      ref: 'station:E4-12',
      kind: 'station',
      name: 'Sol',
      detail: expect.stringContaining('1') as string,
      location: expect.any(Object) as object,
    });
    expect(refs(places).slice(0, 3)).toEqual(['station:E4-12', 'stop:5-122', 'stop:4-12']);
    // Exact before prefix: "Sol-Sevilla" and the landmark "Museo Solar" come after.
    expect(refs(places)).toContain('stop:2711');
  });

  it("says a stop's lines in its detail, and a station's lines are its stops' lines", () => {
    const [station, cercanias, metro] = index.searchNow('sol', 3);
    expect(metro?.detail).toBe('1');
    expect(cercanias?.detail).toBe('C3');
    expect(station?.detail.split(' · ').sort()).toEqual(['1', 'C3']);
  });

  it('matches without accents or case, and a word by its beginning ("nuevos minis", "alcala")', () => {
    expect(refs(index.searchNow('nuevos minis', 5))).toEqual(['stop:4-120']);
    const alcala = index.searchNow('alcala', 5);
    expect(alcala.map((place) => [place.kind, place.name])).toEqual([
      ['municipality', 'Alcalá de Henares'],
      ['stop', 'Alcalá de Henares'],
    ]);
    // A municipality is a point: the planner walks from it to the stops nearby.
    expect(alcala[0]?.ref).toBe('point:40.489030,-3.366340');
    expect(alcala[0]?.detail).toBe('Alcalá de Henares');
  });

  it('forgives a typo or two in words of four letters or more, after every exact and prefix match', () => {
    expect(refs(index.searchNow('atocah', 5))).toEqual(['stop:4-16']);
    expect(refs(index.searchNow('nuevso ministreios', 5))).toEqual(['stop:4-120']);
    // A word of three letters must match as typed: "sal" is not read as "sol".
    expect(refs(index.searchNow('sal', 5))).toEqual([]);
    expect(fuzzyEditsFor(3)).toBe(0);
    expect(fuzzyEditsFor(5)).toBe(1);
    expect(fuzzyEditsFor(9)).toBe(2);
  });

  it('lists a landmark the places file names, and finds a stop by its code typed whole', () => {
    expect(index.searchNow('museo', 5).map((place) => [place.kind, place.ref])).toEqual([
      ['landmark', 'point:40.420000,-3.700000'],
    ]);
    expect(refs(index.searchNow('2711', 5))[0]).toBe('stop:2711');
  });

  it('answers nothing for nothing typed, and at most the limit', async () => {
    expect(index.searchNow('   ', 5)).toEqual([]);
    expect(index.searchNow('sol', 0)).toEqual([]);
    expect(index.searchNow('sol', 2)).toHaveLength(2);
    await expect(index.search('sol', { limit: 1 })).resolves.toHaveLength(1);
    const aborted = AbortSignal.abort();
    await expect(index.search('sol', { limit: 1, signal: aborted })).rejects.toThrow();
  });

  it('works without a places file: stops and stations only', () => {
    const bare = createOfflinePlaceIndex(solNetwork());
    expect(bare.counts).toEqual({ stop: 6, station: 1, municipality: 0, landmark: 0 });
    expect(refs(bare.searchNow('alcala', 5))).toEqual(['stop:5-2']);
  });
});

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

function realIndex(cityId: string) {
  const dist = path.join(REPOSITORY_ROOT, 'cities', cityId, 'dist');
  const network = decodeNetwork(readFileSync(path.join(dist, 'network.bin')));
  const places = placesFileSchema.parse(JSON.parse(readFileSync(path.join(dist, 'places.json'), 'utf8')));
  return createOfflinePlaceIndex(network, places);
}

describe('the offline place index on the real networks (cities/<id>/dist, built by `pnpm data`)', () => {
  let madrid: ReturnType<typeof realIndex>;
  let newYork: ReturnType<typeof realIndex>;
  beforeAll(() => {
    madrid = realIndex('madrid');
    newYork = realIndex('new-york');
  });

  it("Madrid: the 36 municipalities CRTM's itinerary table names, and no landmark (no snapshot names one)", () => {
    expect(madrid.counts.municipality).toBe(36);
    expect(madrid.counts.landmark).toBe(0);
    expect(madrid.counts.station).toBeGreaterThan(20);
  });

  it('Madrid: "Sol" and "puerta del sol" find the station Sol (E4-12) first', () => {
    expect(madrid.searchNow('Sol', 10)[0]).toMatchObject({
      ref: 'station:E4-12',
      kind: 'station',
      name: 'Sol',
    });
    expect(madrid.searchNow('puerta del sol', 10)[0]?.ref).toBe('station:E4-12');
  });

  it('Madrid: "atocha", "nuevos minis" and their typos find the stations, before their stops', () => {
    for (const query of ['atocha', 'atocah']) {
      const [first, ...rest] = madrid.searchNow(query, 6);
      expect(first).toMatchObject({ kind: 'station', name: 'Atocha' });
      expect(rest.every((place) => place.kind !== 'station')).toBe(true);
    }
    for (const query of ['nuevos minis', 'nuevso ministerios']) {
      expect(madrid.searchNow(query, 6)[0]).toMatchObject({ kind: 'station', name: 'Nuevos Ministerios' });
    }
  });

  it('Madrid: "alcala" finds the municipality Alcalá de Henares first, at its Cercanías station', () => {
    expect(madrid.searchNow('alcala', 5)[0]).toMatchObject({
      kind: 'municipality',
      name: 'Alcalá de Henares',
      detail: 'Alcalá de Henares',
    });
  });

  it('New York: "times sq" finds the station Times Sq-42 St (E4-127) first, then its stops', () => {
    const places = newYork.searchNow('times sq', 10);
    expect(places[0]).toMatchObject({ ref: 'station:E4-127', kind: 'station', name: 'Times Sq-42 St' });
    expect(places.slice(1).every((place) => place.kind === 'stop' && place.name === 'Times Sq-42 St')).toBe(
      true,
    );
    expect(newYork.counts.municipality).toBe(0);
  });
});
