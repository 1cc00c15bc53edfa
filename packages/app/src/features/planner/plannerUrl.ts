import { buildRoute, formatPlaceRef, parsePlaceRef } from '@transit/core';
import { z } from 'zod';

/**
 * The planner's state in its addresses (issue 11): /planificador keeps the form there (Back from a result finds it
 * as it was), and /planificador/ruta?from=…&to=…&at=…&arriveBy=… alone reproduces a result, so it can be shared.
 * A point carries its name (fromName, toName) because nothing else names it; a stop or a station is named by the
 * plan itself, and its name in the form's address only keeps the field filled.
 */

/** A place chosen in a field: its reference (core's PlaceRef text) and the name the field shows. */
export interface ChosenPlace {
  readonly ref: string;
  readonly name: string;
}

export const WHEN_KINDS = ['now', 'departAt', 'arriveBy'] as const;
export type WhenKind = (typeof WHEN_KINDS)[number];

/** The form: both places (either may be missing), when, and the moment for "depart at" and "arrive by". */
export interface PlannerForm {
  readonly from: ChosenPlace | undefined;
  readonly to: ChosenPlace | undefined;
  readonly when: WhenKind;
  /** 'YYYY-MM-DDTHH:mm' in the city's time (a date-time input's value); undefined for now. */
  readonly at: string | undefined;
}

/** What a result is asked for with: the places and the moment, as the API's query takes them. */
export interface TripRequest {
  readonly from: string;
  readonly to: string;
  readonly fromName: string | undefined;
  readonly toName: string | undefined;
  readonly at: string | undefined;
  readonly arriveBy: boolean;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** A name a rider could not type (a pasted link cut short) is dropped rather than shown. */
const MAX_NAME_LENGTH = 120;

const placeText = z.string().refine((text) => parsePlaceRef(text).ok);
const nameText = z.string().trim().min(1).max(MAX_NAME_LENGTH);
const atText = z.string().regex(LOCAL_DATE_TIME);

/** A parameter read with a schema: undefined when absent or not what it should be (a link edited by hand). */
function read<Value>(params: URLSearchParams, name: string, schema: z.ZodType<Value>): Value | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The form in /planificador's address; a missing or malformed value is left empty. */
export function readPlannerForm(params: URLSearchParams): PlannerForm {
  const place = (side: 'from' | 'to'): ChosenPlace | undefined => {
    const ref = read(params, side, placeText);
    return ref === undefined ? undefined : { ref, name: read(params, `${side}Name`, nameText) ?? '' };
  };
  const when = read(params, 'when', z.enum(WHEN_KINDS)) ?? 'now';
  const at = read(params, 'at', atText);
  return { from: place('from'), to: place('to'), when, at: when === 'now' ? undefined : at };
}

/** The form as /planificador's query; empty values are left out. */
export function plannerFormSearch(form: PlannerForm): URLSearchParams {
  const params = new URLSearchParams();
  if (form.from) {
    params.set('from', form.from.ref);
    if (form.from.name) params.set('fromName', form.from.name);
  }
  if (form.to) {
    params.set('to', form.to.ref);
    if (form.to.name) params.set('toName', form.to.name);
  }
  if (form.when !== 'now') {
    params.set('when', form.when);
    if (form.at) params.set('at', form.at);
  }
  return params;
}

/** Whether a place is a point (its name then travels with it). */
export const isPoint = (ref: string): boolean => ref.startsWith('point:');

/**
 * The result's address of a complete form: /planificador/ruta?from=…&to=…[&at=…][&arriveBy=true][&fromName=…]. A
 * form missing a place, or a moment for "depart at" / "arrive by", has none.
 */
export function tripUrlOf(form: PlannerForm): string | undefined {
  if (!form.from || !form.to) return undefined;
  if (form.when !== 'now' && !form.at) return undefined;
  const params = new URLSearchParams();
  params.set('from', form.from.ref);
  params.set('to', form.to.ref);
  if (form.when !== 'now' && form.at) params.set('at', form.at);
  if (form.when === 'arriveBy') params.set('arriveBy', 'true');
  if (isPoint(form.from.ref) && form.from.name) params.set('fromName', form.from.name);
  if (isPoint(form.to.ref) && form.to.name) params.set('toName', form.to.name);
  return `${buildRoute('plannerRoute')}?${params.toString()}`;
}

/** The request of a result's address; undefined when either place is missing or malformed. */
export function readTripRequest(params: URLSearchParams): TripRequest | undefined {
  const from = read(params, 'from', placeText);
  const to = read(params, 'to', placeText);
  if (from === undefined || to === undefined) return undefined;
  return {
    // Written as core writes it (a point to 6 decimals), so one place is one query key however the link spelt it.
    from: canonical(from),
    to: canonical(to),
    fromName: read(params, 'fromName', nameText),
    toName: read(params, 'toName', nameText),
    at: read(params, 'at', atText),
    arriveBy: params.get('arriveBy') === 'true',
  };
}

function canonical(ref: string): string {
  const parsed = parsePlaceRef(ref);
  return parsed.ok ? formatPlaceRef(parsed.value) : ref;
}

/** The form a result was asked with: "Change" on the result goes back to it filled. */
export function formOfRequest(request: TripRequest, names: { from: string; to: string }): PlannerForm {
  return {
    from: { ref: request.from, name: request.fromName ?? names.from },
    to: { ref: request.to, name: request.toName ?? names.to },
    when: request.at === undefined ? 'now' : request.arriveBy ? 'arriveBy' : 'departAt',
    at: request.at,
  };
}
