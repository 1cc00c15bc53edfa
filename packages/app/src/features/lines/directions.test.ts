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
      [0, 'Valdecarros', false, ['4-1:0']],
      [1, 'Pinar de Chamartín', false, ['4-1:1']],
    ]);
  });

  it('join the destinations of variants, once each', () => {
    const [group] = directionGroups([
      { ...towardsValdecarros, code: 'a', headsign: 'Cercedilla' },
      { ...towardsValdecarros, code: 'b', headsign: 'Santa María de la Alameda' },
      { ...towardsValdecarros, code: 'c', headsign: 'Cercedilla' },
    ]);
    expect(group?.destination).toBe('Cercedilla / Santa María de la Alameda');
  });

  it('are ambiguous when both go to the same place (a circular line) or the feed names neither', () => {
    const circular = directionGroups([
      { ...towardsValdecarros, headsign: 'Laguna' },
      { ...towardsPinar, headsign: 'Laguna' },
    ]);
    expect(circular.map((group) => group.isAmbiguous)).toEqual([true, true]);
    const unnamed = directionGroups([{ ...towardsValdecarros, headsign: ' ', stops: [] }]);
    expect(unnamed.map((group) => [group.destination, group.isAmbiguous])).toEqual([['', true]]);
  });

  it("take the last stop's name where the feed gives no headsign", () => {
    expect(directionGroups([{ ...towardsPinar, headsign: '' }])[0]?.destination).toBe('Pinar de Chamartín');
  });
});

describe("an itinerary's ends", () => {
  it('are its first and last stop, or none without stops', () => {
    expect(itineraryEnds(towardsValdecarros)).toEqual({ from: 'Pinar de Chamartín', to: 'Valdecarros' });
    expect(itineraryEnds({ ...towardsValdecarros, stops: [] })).toBeUndefined();
  });
});
