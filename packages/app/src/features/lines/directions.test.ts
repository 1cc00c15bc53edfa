import type { Itinerary } from '@transit/api-client';
import { describe, expect, it } from 'vitest';
import { directionGroups, itineraryEnds } from './directions';
import { METRO_1_ITINERARIES } from './lineFixtures';

const [towardsValdecarros, towardsPinar] = METRO_1_ITINERARIES as [Itinerary, Itinerary];

describe("a line's directions", () => {
  it('group the itineraries by direction, named by destination', () => {
    expect(
      directionGroups([towardsPinar, towardsValdecarros]).map((group) => [
        group.direction,
        group.destination,
        group.isAmbiguous,
        group.itineraries.map((itinerary) => itinerary.code),
      ]),
    ).toEqual([
      [0, 'VALDECARROS', false, ['4-1:0']],
      [1, 'PINAR DE CHAMARTIN', false, ['4-1:1']],
    ]);
  });

  it('join the destinations of variants, once each', () => {
    const [group] = directionGroups([
      { ...towardsValdecarros, code: 'a', headsign: 'CERCEDILLA' },
      { ...towardsValdecarros, code: 'b', headsign: 'SANTA MARÍA DE LA ALAMEDA' },
      { ...towardsValdecarros, code: 'c', headsign: 'CERCEDILLA' },
    ]);
    expect(group?.destination).toBe('CERCEDILLA / SANTA MARÍA DE LA ALAMEDA');
  });

  it('are ambiguous when both go to the same place (a circular line) or the feed names neither', () => {
    const circular = directionGroups([
      { ...towardsValdecarros, headsign: 'LAGUNA' },
      { ...towardsPinar, headsign: 'LAGUNA' },
    ]);
    expect(circular.map((group) => group.isAmbiguous)).toEqual([true, true]);
    const unnamed = directionGroups([{ ...towardsValdecarros, headsign: ' ', stops: [] }]);
    expect(unnamed.map((group) => [group.destination, group.isAmbiguous])).toEqual([['', true]]);
  });

  it("take the last stop's name where the feed gives no headsign", () => {
    expect(directionGroups([{ ...towardsPinar, headsign: '' }])[0]?.destination).toBe('PINAR DE CHAMARTIN');
  });
});

describe("an itinerary's ends", () => {
  it('are its first and last stop, or none without stops', () => {
    expect(itineraryEnds(towardsValdecarros)).toEqual({ from: 'PINAR DE CHAMARTIN', to: 'VALDECARROS' });
    expect(itineraryEnds({ ...towardsValdecarros, stops: [] })).toBeUndefined();
  });
});
