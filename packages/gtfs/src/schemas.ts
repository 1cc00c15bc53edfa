import { parseDay, parseGtfsTime } from '@transit/network';
import { z } from 'zod';

/**
 * Row schemas of the GTFS files (and CRTM open-data tables) the compiler reads: only the columns it uses, required
 * or optional as the GTFS reference says. Values arrive as trimmed strings; an empty field arrives as absent.
 */

const decimal = z
  .string()
  .regex(/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/, 'expected a number')
  .transform(Number);
const latitude = decimal.pipe(z.number().min(-90, 'latitude below -90').max(90, 'latitude above 90'));
const longitude = decimal.pipe(z.number().min(-180, 'longitude below -180').max(180, 'longitude above 180'));
const wholeNumber = z.string().regex(/^\d+$/, 'expected a whole number').transform(Number);
const id = z.string().min(1);

/** A GTFS enumeration written as digits ("0", "1"), read as its number. */
function enumeration<const Values extends readonly number[]>(values: Values) {
  return z
    .string()
    .refine((text) => values.some((value) => String(value) === text), {
      message: `expected one of ${values.join(', ')}`,
    })
    .transform((text) => Number(text) as Values[number]);
}

/** A GTFS date (YYYYMMDD) as days since 1970-01-01. */
const gtfsDate = z.string().transform((text, ctx) => {
  try {
    return parseDay(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'expected a date YYYYMMDD' });
    return z.NEVER;
  }
});

/** A GTFS time (H:MM:SS, hours may pass 24) as seconds after the service day's noon minus 12 h. */
const gtfsTime = z.string().transform((text, ctx) => {
  const seconds = parseGtfsTime(text);
  if (seconds === undefined) {
    ctx.addIssue({ code: 'custom', message: 'expected a time H:MM:SS' });
    return z.NEVER;
  }
  return seconds;
});

/** A colour as six hex digits, upper case. */
const colour = z
  .string()
  .regex(/^[0-9A-Fa-f]{6}$/, 'expected six hex digits')
  .transform((text) => text.toUpperCase());

export const agencyRow = z.object({
  agency_timezone: z.string().min(1),
});

export const feedInfoRow = z.object({
  feed_start_date: gtfsDate.optional(),
  feed_end_date: gtfsDate.optional(),
  feed_version: z.string().optional(),
});

/** Location types that are not places to board (entrances, generic nodes, boarding areas). */
const POSITIONED_TYPES: readonly number[] = [0, 1, 2];

export const stopRow = z
  .object({
    stop_id: id,
    stop_code: z.string().optional(),
    stop_name: z.string().optional(),
    /** A description; CRTM's feeds give the stop's street address ("Calle de Mateo Inurria 1"). */
    stop_desc: z.string().optional(),
    stop_lat: latitude.optional(),
    stop_lon: longitude.optional(),
    zone_id: z.string().optional(),
    location_type: enumeration([0, 1, 2, 3, 4]).optional(),
    parent_station: z.string().optional(),
    wheelchair_boarding: enumeration([0, 1, 2]).optional(),
    platform_code: z.string().optional(),
  })
  .superRefine((row, ctx) => {
    // GTFS: stops, stations and entrances must have a position and (stops and stations) a name.
    if (!POSITIONED_TYPES.includes(row.location_type ?? 0)) return;
    if (row.stop_lat === undefined)
      ctx.addIssue({ code: 'custom', path: ['stop_lat'], message: 'required for this location_type' });
    if (row.stop_lon === undefined)
      ctx.addIssue({ code: 'custom', path: ['stop_lon'], message: 'required for this location_type' });
  });

export const routeRow = z
  .object({
    route_id: id,
    route_short_name: z.string().optional(),
    route_long_name: z.string().optional(),
    route_type: wholeNumber,
    route_color: colour.optional(),
    route_text_color: colour.optional(),
  })
  .refine((row) => row.route_short_name !== undefined || row.route_long_name !== undefined, {
    message: 'route_short_name or route_long_name is required',
  });

export const tripRow = z.object({
  route_id: id,
  service_id: id,
  trip_id: id,
  trip_headsign: z.string().optional(),
  trip_short_name: z.string().optional(),
  direction_id: enumeration([0, 1]).optional(),
  shape_id: z.string().optional(),
});

export const stopTimeRow = z.object({
  trip_id: id,
  arrival_time: gtfsTime.optional(),
  departure_time: gtfsTime.optional(),
  stop_id: id,
  stop_sequence: wholeNumber,
});

const weekday = enumeration([0, 1]);

export const calendarRow = z.object({
  service_id: id,
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: weekday,
  sunday: weekday,
  start_date: gtfsDate,
  end_date: gtfsDate,
});

export const calendarDateRow = z.object({
  service_id: id,
  date: gtfsDate,
  exception_type: enumeration([1, 2]),
});

export const frequencyRow = z
  .object({
    trip_id: id,
    start_time: gtfsTime,
    end_time: gtfsTime,
    headway_secs: wholeNumber.pipe(z.number().int().positive('headway_secs must be above 0')),
    exact_times: enumeration([0, 1]).optional(),
  })
  .refine((row) => row.end_time > row.start_time, { message: 'end_time must be after start_time' });

export const shapeRow = z.object({
  shape_id: id,
  shape_pt_lat: latitude,
  shape_pt_lon: longitude,
  shape_pt_sequence: wholeNumber,
});

export const transferRow = z.object({
  from_stop_id: z.string().optional(),
  to_stop_id: z.string().optional(),
  transfer_type: enumeration([0, 1, 2, 3, 4, 5]),
  min_transfer_time: wholeNumber.optional(),
});

/** What a snapshot read only for its spellings gives (a city's spellingPaths): stop names and addresses. */
export const spellingStopRow = z.object({
  stop_name: z.string().optional(),
  stop_desc: z.string().optional(),
});

/** …and route names. */
export const spellingRouteRow = z.object({ route_long_name: z.string().optional() });

/** CRTM open-data station tables (Metro_stations.csv, Train_stations.csv, Tram_stations.csv). */
export const crtmStationRow = z.object({
  IDESTACION: z.string().regex(/^\d+_\d+$/, 'expected <mode>_<number>'),
  CODIGOESTACION: wholeNumber,
  DENOMINACION: z.string().min(1),
  /** The network station code platforms of one station share (Sol's three rows share 12); may be empty. */
  CODIGOCTMESTACIONREDMETRO: wholeNumber.optional(),
  /**
   * The interchange the station is part of, as a mode (90–93) and a number: Metro Sol and Cercanías Sol are both
   * interchange 90, 58 (the feeds' parent station est_90_58). Empty for a few stations.
   */
  MODOINTERCAMBIADOR: wholeNumber.optional(),
  CODIGOINTERCAMBIADOR: wholeNumber.optional(),
  CORONATARIFARIA: z.string().optional(),
  /** T total, P partial, N none. */
  GRADOACCESIBILIDAD: z.string().optional(),
  /** The street of the station's address, as a person writes it ("Raimundo Fernández Villaverde"). */
  NOMBREVIA: z.string().optional(),
  /** INE codes of the station's province and municipality ("28", "005"). */
  CODIGOPROVINCIA: z
    .string()
    .regex(/^\d{2}$/, 'expected a two-digit province code')
    .optional(),
  CODIGOMUNICIPIO: z
    .string()
    .regex(/^\d{3}$/, 'expected a three-digit municipality code')
    .optional(),
  /** ETRS89 / UTM zone 30N, metres (X and Y are the older ED50 figures, about 235 m off). */
  x2: decimal.optional(),
  y2: decimal.optional(),
});

/** CRTM Train_itineraries.csv: one row per station of each Cercanías itinerary. */
export const crtmItineraryRow = z.object({
  CODIGOITINERARIO: id,
  NUMEROLINEAUSUARIO: z.string().regex(/^C-?\d+[A-Za-z]?$/, 'expected a Cercanías line such as C-4a'),
  /** CRTM's own code of the line ("C8" for the line riders call C-8b); may be empty. */
  CODIGOGESTIONLINEA: z.string().optional(),
  SENTIDO: enumeration([1, 2]),
  NUMEROORDEN: wholeNumber,
  CODIGOESTACION: wholeNumber,
  /** Metres from the previous station (the first row's value is not a section of this itinerary). */
  LONGITUDTRAMOANTERIOR: decimal.optional(),
  /** INE codes of the station's province and municipality ("28", "013"), and the municipality's name. */
  CODIGOPROVINCIA: z
    .string()
    .regex(/^\d{2}$/, 'expected a two-digit province code')
    .optional(),
  CODIGOMUNICIPIO: z
    .string()
    .regex(/^\d{3}$/, 'expected a three-digit municipality code')
    .optional(),
  MUNICIPIO: z.string().optional(),
  /** The station's name and street address ("ALCALÁ DE HENARES", "Plaza de la Estación SN SN"). */
  DENOMINACION: z.string().optional(),
  DIRECCION: z.string().optional(),
});

export type StopRow = z.output<typeof stopRow>;
export type RouteRow = z.output<typeof routeRow>;
export type TripRow = z.output<typeof tripRow>;
export type StopTimeRow = z.output<typeof stopTimeRow>;
export type CalendarRow = z.output<typeof calendarRow>;
export type CalendarDateRow = z.output<typeof calendarDateRow>;
export type FrequencyRow = z.output<typeof frequencyRow>;
export type ShapeRow = z.output<typeof shapeRow>;
export type TransferRow = z.output<typeof transferRow>;
export type CrtmStationRow = z.output<typeof crtmStationRow>;
export type CrtmItineraryRow = z.output<typeof crtmItineraryRow>;
