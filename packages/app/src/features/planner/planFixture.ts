import type { Plan, Trip } from '@transit/api-client';

/*
 * A plan for the screens' tests, constructed from the contract's fields (not an answer of the API): Sol to Nuevos
 * Ministerios on Metro lines 1 and 10, changing at Tribunal, and a second option on line 1 alone to a walk. Stop
 * codes other than Sol's (4-12) and Nuevos Ministerios' (4-120) and all the times are invented.
 */

const place = (code: string, name: string, latitude: number, longitude: number) =>
  ({
    ref: `stop:${code}`,
    kind: 'stop',
    name,
    location: { latitude, longitude },
    stopType: 'metro',
  }) as const;

const SOL = place('4-12', 'Sol', 40.416775, -3.70379);
const TRIBUNAL = place('4-9', 'Tribunal', 40.42611, -3.70115);
const TRIBUNAL_10 = place('4-85', 'Tribunal', 40.42605, -3.70134);
const NUEVOS = place('4-120', 'Nuevos Ministerios', 40.44626, -3.69199);

const call = (stop: ReturnType<typeof place>, time: string) => ({
  code: stop.ref.slice(5),
  name: stop.name,
  location: stop.location,
  time: `2025-11-19T${time}:00+01:00`,
});

const ride = (fields: {
  lineNumber: string;
  colour: string;
  direction: string;
  from: ReturnType<typeof place>;
  to: ReturnType<typeof place>;
  departure: string;
  arrival: string;
  platform?: string;
  isApproximate?: boolean;
}) => ({
  kind: 'transit' as const,
  transport: 'subway' as const,
  transportTypeCode: 4,
  lineCode: `4__${fields.lineNumber}___`,
  lineNumber: fields.lineNumber,
  colour: fields.colour,
  textColour: '#FFFFFF',
  direction: fields.direction,
  tripId: `constructed-${fields.lineNumber}`,
  from: fields.from,
  to: fields.to,
  platform: fields.platform ?? null,
  departureTime: `2025-11-19T${fields.departure}:00+01:00`,
  arrivalTime: `2025-11-19T${fields.arrival}:00+01:00`,
  durationSeconds: 240,
  stopCount: 2,
  stops: [call(fields.from, fields.departure), call(fields.to, fields.arrival)],
  shape: [],
  isApproximate: fields.isApproximate ?? false,
  status: 'scheduled' as const,
});

export const TRIP_WITH_CHANGE: Trip = {
  departureTime: '2025-11-19T08:05:00+01:00',
  arrivalTime: '2025-11-19T08:23:00+01:00',
  durationSeconds: 1080,
  transfers: 1,
  walkSeconds: 120,
  walkMeters: 30,
  transports: ['subway'],
  steps: [
    ride({
      lineNumber: '1',
      colour: '#2DBEF0',
      direction: 'Pinar de Chamartín',
      from: SOL,
      to: TRIBUNAL,
      departure: '08:05',
      arrival: '08:09',
      platform: '1',
    }),
    {
      kind: 'walk',
      from: TRIBUNAL,
      to: TRIBUNAL_10,
      departureTime: '2025-11-19T08:09:00+01:00',
      arrivalTime: '2025-11-19T08:11:00+01:00',
      durationSeconds: 120,
      distanceMeters: 30,
    },
    ride({
      lineNumber: '10',
      colour: '#005AA9',
      direction: 'Hospital Infanta Sofía',
      from: TRIBUNAL_10,
      to: NUEVOS,
      departure: '08:19',
      arrival: '08:23',
      isApproximate: true,
    }),
  ],
};

export const DIRECT_TRIP: Trip = {
  departureTime: '2025-11-19T08:10:00+01:00',
  arrivalTime: '2025-11-19T08:30:00+01:00',
  durationSeconds: 1200,
  transfers: 0,
  walkSeconds: 0,
  walkMeters: 0,
  transports: ['subway'],
  steps: [
    ride({
      lineNumber: '1',
      colour: '#2DBEF0',
      direction: 'Pinar de Chamartín',
      from: SOL,
      to: NUEVOS,
      departure: '08:10',
      arrival: '08:30',
    }),
  ],
};

export function solToNuevosMinisteriosPlan(fields: Partial<Plan> = {}): Plan {
  return {
    from: SOL,
    to: NUEVOS,
    at: '2025-11-19T08:00:00+01:00',
    arriveBy: false,
    trips: [TRIP_WITH_CHANGE, DIRECT_TRIP],
    timetable: { feeds: [] },
    unplannedStopTypes: ['interurban', 'emt'],
    computedBy: 'server',
    attribution: [],
    ...fields,
  };
}
