import { describe, expect, it } from 'vitest';
import { METRO_1_ITINERARIES, metro6Detail } from './lineFixtures';
import { chooseStop, departsFrom, departureStops, readStopRequest } from './stopChoice';

const [towardsValdecarros, towardsPinar] = METRO_1_ITINERARIES as [
  (typeof METRO_1_ITINERARIES)[number],
  (typeof METRO_1_ITINERARIES)[number],
];
const codes = (stops: readonly { readonly code: string }[]) => stops.map((stop) => stop.code);

describe('the stops a rider can read departures at', () => {
  it('are the itinerary’s stops in order, but the last, where its trips end', () => {
    expect(codes(departureStops(towardsValdecarros))).toEqual(['4-263', '4-12']);
    expect(codes(departureStops(towardsPinar))).toEqual(['4-295', '4-12']);
    expect(departsFrom(towardsValdecarros, '4-295')).toBe(false);
    expect(departsFrom(towardsPinar, '4-295')).toBe(true);
  });

  it('list a circular itinerary’s first stop once (Metro 6 starts and ends at Laguna)', () => {
    const [round] = metro6Detail().itineraries;
    expect(round === undefined ? [] : codes(departureStops(round))).toEqual(['4-104', '4-127']);
  });

  it('are none for an itinerary that publishes no stops', () => {
    expect(departureStops({ ...towardsValdecarros, stops: [] })).toEqual([]);
  });
});

describe('the stop shown', () => {
  it('is the first stop when the address names none', () => {
    expect(chooseStop(towardsValdecarros, readStopRequest(undefined))).toMatchObject({
      stop: { code: '4-263' },
      isFirst: true,
    });
    expect(chooseStop(towardsValdecarros, readStopRequest(undefined)).problem).toBeUndefined();
  });

  it('is the one the address names, in any spelling of its code (spec §5)', () => {
    expect(chooseStop(towardsValdecarros, readStopRequest('04_12'))).toMatchObject({
      stop: { code: '4-12', name: 'Sol' },
      isFirst: false,
    });
  });

  it('is the first stop, with the reason, for a code that is none or a stop the itinerary does not leave from', () => {
    expect(chooseStop(towardsValdecarros, readStopRequest('sol'))).toMatchObject({
      stop: { code: '4-263' },
      problem: { kind: 'invalid', code: 'sol' },
    });
    expect(chooseStop(towardsValdecarros, readStopRequest('4-295'))).toMatchObject({
      stop: { code: '4-263' },
      problem: { kind: 'notOnItinerary', code: '4-295' },
    });
  });
});
