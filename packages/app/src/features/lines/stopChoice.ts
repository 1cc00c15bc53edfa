import type { Itinerary } from '@transit/api-client';
import { assertNever, parseStopCode } from '@transit/core';

/** A stop of an itinerary, as the line answer gives it. */
export type ItineraryStop = Itinerary['stops'][number];

/**
 * The stops of an itinerary a rider can read departures at, in travel order: every stop but the last, where its
 * trips end and nobody leaves (a circular itinerary's last stop is its first again), each once.
 */
export function departureStops(itinerary: Itinerary): ItineraryStop[] {
  const { stops } = itinerary;
  const candidates = stops.length > 1 ? stops.slice(0, -1) : stops;
  const seen = new Set<string>();
  return candidates.filter((stop) => {
    if (seen.has(stop.code)) return false;
    seen.add(stop.code);
    return true;
  });
}

/** What the address's stop (`codParada`) asks for. */
export type StopRequest =
  /** None: the itinerary's first stop. */
  | { readonly kind: 'none' }
  /** A stop code in its canonical form ("4_012" reads as "4-12"). */
  | { readonly kind: 'stop'; readonly code: string }
  /** Text that is no stop code (spec §5): said so, and the first stop shown. */
  | { readonly kind: 'invalid'; readonly text: string };

/** Reads the address's stop parameter as a stop code (spec §5), before anything is asked of the API. */
export function readStopRequest(text: string | undefined): StopRequest {
  if (text === undefined) return { kind: 'none' };
  const parsed = parseStopCode(text);
  return parsed.ok ? { kind: 'stop', code: parsed.value } : { kind: 'invalid', text };
}

/** The stop whose departures show, and why the one asked for is not it (when it is not). */
export interface StopChoice {
  /** Undefined when the itinerary publishes no stops. */
  readonly stop: ItineraryStop | undefined;
  /** True when it is the itinerary's first stop, the one the line answer carries departures for. */
  readonly isFirst: boolean;
  /** Set when the address asked for a stop the page does not show: the rider is told, and sees the first stop. */
  readonly problem?: { readonly kind: 'invalid' | 'notOnItinerary'; readonly code: string } | undefined;
}

/** The stop to show on an itinerary: the one asked for when the itinerary departs from it, else its first stop. */
export function chooseStop(itinerary: Itinerary, request: StopRequest): StopChoice {
  const stops = departureStops(itinerary);
  const first = stops[0];
  switch (request.kind) {
    case 'none':
      return { stop: first, isFirst: true };
    case 'invalid':
      return { stop: first, isFirst: true, problem: { kind: 'invalid', code: request.text } };
    case 'stop': {
      const asked = stops.find((stop) => stop.code === request.code);
      if (asked) return { stop: asked, isFirst: asked === first };
      return { stop: first, isFirst: true, problem: { kind: 'notOnItinerary', code: request.code } };
    }
    default:
      return assertNever(request);
  }
}

/** Whether riders can read departures from `code` on the itinerary. */
export function departsFrom(itinerary: Itinerary, code: string): boolean {
  return departureStops(itinerary).some((stop) => stop.code === code);
}
