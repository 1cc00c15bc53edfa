import { err, formatStopCode, ok, type Result } from '@transit/core';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { RealtimeError } from '../errors';
import { describeIssues } from '../parse';

/** What the Cercanías config needs from CRTM's station tables. */
export interface CercaniasStationTables {
  /** The config's `stationCodesByStop`: `5-122` → `18101` (Sol). */
  readonly stationCodesByStop: Record<string, string>;
  /** The config's `renfe.destinationsByStop`: the termini of the lines through each station, itself left out. */
  readonly destinationsByStop: Record<string, string[]>;
  /** The config's `stationNamesByCode`: `18101` → `SOL`. */
  readonly stationNamesByCode: Record<string, string>;
}

const stationRowSchema = z.object({
  /** `5_<CRTM station number>`. */
  IDESTACION: z.string().regex(/^5_\d{1,9}$/, 'expected 5_<number>'),
  CODIGOESTACION: z.string().regex(/^\d{1,9}$/, 'expected digits'),
  /** The ADIF/Renfe station code (Sol 18101, Madrid-Atocha Cercanías 18000). */
  CODIGOEMPRESA: z.string().regex(/^\d{5}$/, 'expected a 5-digit station code'),
  DENOMINACION: z.string().trim().min(1),
});

const itineraryRowSchema = z.object({
  CODIGOITINERARIO: z.string().min(1),
  CODIGOESTACION: z.string().regex(/^\d{1,9}$/, 'expected digits'),
  NUMEROORDEN: z
    .string()
    .regex(/^\d{1,4}$/, 'expected the order')
    .transform(Number),
});

function readCsv<Schema extends z.ZodType>(
  csvText: string,
  schema: Schema,
  file: string,
): Result<z.output<Schema>[], RealtimeError> {
  let records: unknown[];
  try {
    records = parse(csvText, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    return err(
      new RealtimeError('UPSTREAM_CONFIG_INVALID', `${file} is not CSV: ${String(error)}.`, {
        source: 'cercanias',
        cause: error,
      }),
    );
  }
  const rows: z.output<Schema>[] = [];
  for (const [index, record] of records.entries()) {
    const row = schema.safeParse(record);
    if (!row.success) {
      return err(
        new RealtimeError(
          'UPSTREAM_CONFIG_INVALID',
          `${file} row ${index + 1}: ${describeIssues(row.error)}.`,
          {
            source: 'cercanias',
          },
        ),
      );
    }
    rows.push(row.data);
  }
  return ok(rows);
}

/**
 * The Cercanías stations' ADIF/Renfe codes and Renfe destinations from CRTM's open-data tables (the copies in
 * cities/madrid/data/crtm-open-data-tables-*; attribution in cities/madrid/data/SOURCES.md: CRTM open data).
 * - A station's product code is `5-` and its CRTM number (CODIGOESTACION), as packages/gtfs numbers Cercanías stops
 *   (par_5_122 is 5-122, Sol); its ADIF/Renfe code is Train_stations.csv's CODIGOEMPRESA (Sol 18101, Atocha 18000).
 * - Renfe's timetable servlet answers an origin → destination pair only, so each station is asked towards the
 *   termini of the itineraries through it (Train_itineraries.csv: each itinerary's last station by NUMEROORDEN; Sol,
 *   on C-3 and C-4, gets Chamartín, Aranjuez, Alcobendas-S.S. de los Reyes, Colmenar Viejo and Parla). A train that
 *   ends short of its line's terminus is missed by this approach (ADIF, asked first, has every departure).
 * A table that is not CSV or lacks a column is UPSTREAM_CONFIG_INVALID.
 */
export function cercaniasStationsFromTables(
  stationsCsv: string,
  itinerariesCsv: string,
): Result<CercaniasStationTables, RealtimeError> {
  const stations = readCsv(stationsCsv, stationRowSchema, 'Train_stations.csv');
  if (!stations.ok) return stations;
  const itineraries = readCsv(itinerariesCsv, itineraryRowSchema, 'Train_itineraries.csv');
  if (!itineraries.ok) return itineraries;
  const codeOf = new Map(stations.value.map((row) => [row.CODIGOESTACION, row.CODIGOEMPRESA]));
  const stationCodesByStop: Record<string, string> = {};
  const stationNamesByCode: Record<string, string> = {};
  for (const row of stations.value) {
    stationCodesByStop[formatStopCode('cercanias', Number(row.CODIGOESTACION))] = row.CODIGOEMPRESA;
    stationNamesByCode[row.CODIGOEMPRESA] = row.DENOMINACION;
  }
  const byItinerary = new Map<string, { order: number; station: string }[]>();
  for (const row of itineraries.value) {
    const list = byItinerary.get(row.CODIGOITINERARIO) ?? [];
    list.push({ order: row.NUMEROORDEN, station: row.CODIGOESTACION });
    byItinerary.set(row.CODIGOITINERARIO, list);
  }
  const destinations = new Map<string, Set<string>>();
  for (const list of byItinerary.values()) {
    list.sort((a, b) => a.order - b.order);
    const terminus = codeOf.get(list[list.length - 1]?.station ?? '');
    if (terminus === undefined) continue;
    for (const { station } of list) {
      const code = codeOf.get(station);
      if (code === undefined || code === terminus) continue;
      const stopCode = formatStopCode('cercanias', Number(station));
      const set = destinations.get(stopCode) ?? new Set<string>();
      set.add(terminus);
      destinations.set(stopCode, set);
    }
  }
  return ok({
    stationCodesByStop,
    destinationsByStop: Object.fromEntries([...destinations].map(([stop, set]) => [stop, [...set].sort()])),
    stationNamesByCode,
  });
}
