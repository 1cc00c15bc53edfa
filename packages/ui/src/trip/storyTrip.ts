import type { Trip } from '@transit/api-contract';

/*
 * A trip for stories and tests, constructed from the contract's fields (not an answer of the API): Sol to Nuevos
 * Ministerios on Metro lines 1 and 10, changing at Tribunal, with a walk at each end. Coordinates are the stations'
 * approximate positions; the times are invented.
 */

const place = (ref: string, name: string, latitude: number, longitude: number) =>
  ({
    ref,
    kind: ref.startsWith('point:') ? 'point' : 'stop',
    name,
    location: { latitude, longitude },
    stopType: ref.startsWith('point:') ? null : 'metro',
  }) as const;

const START = place('point:40.416500,-3.705000', '', 40.4165, -3.705);
const SOL = place('stop:4-12', 'Sol', 40.41688, -3.70326);
const GRAN_VIA = place('stop:4-11', 'Gran Vía', 40.41972, -3.70193);
const TRIBUNAL = place('stop:4-9', 'Tribunal', 40.42611, -3.70115);
const TRIBUNAL_10 = place('stop:4-85', 'Tribunal', 40.42605, -3.70134);
const ALONSO_MARTINEZ = place('stop:4-84', 'Alonso Martínez', 40.42782, -3.69546);
const GREGORIO_MARANON = place('stop:4-82', 'Gregorio Marañón', 40.43776, -3.69238);
const NUEVOS_MINISTERIOS = place('stop:4-120', 'Nuevos Ministerios', 40.44626, -3.69199);

const call = (stop: ReturnType<typeof place>, time: string) => ({
  code: stop.ref.slice(5),
  name: stop.name,
  location: stop.location,
  time: `2025-11-19T${time}:00+01:00`,
});

export const STORY_TRIP: Trip = {
  departureTime: '2025-11-19T08:02:00+01:00',
  arrivalTime: '2025-11-19T08:24:00+01:00',
  durationSeconds: 1320,
  transfers: 1,
  walkSeconds: 300,
  walkMeters: 330,
  transports: ['subway'],
  steps: [
    {
      kind: 'walk',
      from: START,
      to: SOL,
      departureTime: '2025-11-19T08:02:00+01:00',
      arrivalTime: '2025-11-19T08:04:00+01:00',
      durationSeconds: 120,
      distanceMeters: 160,
    },
    {
      kind: 'transit',
      transport: 'subway',
      transportTypeCode: 4,
      lineCode: '4__1___',
      lineNumber: '1',
      colour: '#2DBEF0',
      textColour: '#FFFFFF',
      direction: 'Pinar de Chamartín',
      tripId: 'constructed-1',
      from: SOL,
      to: TRIBUNAL,
      platform: '1',
      departureTime: '2025-11-19T08:05:00+01:00',
      arrivalTime: '2025-11-19T08:09:00+01:00',
      durationSeconds: 240,
      stopCount: 2,
      stops: [call(SOL, '08:05'), call(GRAN_VIA, '08:07'), call(TRIBUNAL, '08:09')],
      shape: [
        [40.41688, -3.70326],
        [40.41972, -3.70193],
        [40.42611, -3.70115],
      ],
      isApproximate: false,
      status: 'scheduled',
    },
    {
      kind: 'walk',
      from: TRIBUNAL,
      to: TRIBUNAL_10,
      departureTime: '2025-11-19T08:09:00+01:00',
      arrivalTime: '2025-11-19T08:11:00+01:00',
      durationSeconds: 120,
      distanceMeters: 30,
    },
    {
      kind: 'transit',
      transport: 'subway',
      transportTypeCode: 4,
      lineCode: '4__10___',
      lineNumber: '10',
      colour: '#005AA9',
      textColour: '#FFFFFF',
      direction: 'Hospital Infanta Sofía',
      tripId: 'constructed-2',
      from: TRIBUNAL_10,
      to: NUEVOS_MINISTERIOS,
      platform: null,
      departureTime: '2025-11-19T08:13:00+01:00',
      arrivalTime: '2025-11-19T08:23:00+01:00',
      durationSeconds: 600,
      stopCount: 3,
      stops: [
        call(TRIBUNAL_10, '08:13'),
        call(ALONSO_MARTINEZ, '08:15'),
        call(GREGORIO_MARANON, '08:19'),
        call(NUEVOS_MINISTERIOS, '08:23'),
      ],
      shape: [],
      isApproximate: true,
      status: 'scheduled',
    },
    {
      kind: 'walk',
      from: NUEVOS_MINISTERIOS,
      to: place('point:40.446900,-3.692500', '', 40.4469, -3.6925),
      departureTime: '2025-11-19T08:23:00+01:00',
      arrivalTime: '2025-11-19T08:24:00+01:00',
      durationSeconds: 60,
      distanceMeters: 140,
    },
  ],
};

/** The same trip with no walks at its ends and no change: Sol to Tribunal on line 1 alone. */
export const STORY_DIRECT_TRIP: Trip = {
  departureTime: '2025-11-19T08:05:00+01:00',
  arrivalTime: '2025-11-19T08:09:00+01:00',
  durationSeconds: 240,
  transfers: 0,
  walkSeconds: 0,
  walkMeters: 0,
  transports: ['subway'],
  steps: [STORY_TRIP.steps[1] as Trip['steps'][number]],
};
