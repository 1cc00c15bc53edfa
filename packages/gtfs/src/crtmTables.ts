import { readCsv, type RowSchema } from './csv';
import type { FeedReadLog, Lined } from './feed';
import { utm30nToLatLon } from './geo';
import { riderName } from './names';
import { type CrtmItineraryRow, crtmItineraryRow, type CrtmStationRow, crtmStationRow } from './schemas';
import type { TableSource } from './source';
import type { z } from 'zod';

/** A station of a CRTM table, positioned in WGS 84. */
export interface CrtmStation {
  /** The CRTM mode (4 metro, 5 Cercanías, 10 Metro Ligero) and the station's number in it (IDESTACION "4_12"). */
  readonly mode: number;
  readonly number: number;
  readonly name: string;
  /** Degrees; undefined when the table gives no position. */
  readonly lat: number | undefined;
  readonly lon: number | undefined;
  readonly zone: string;
  /** GTFS wheelchair_boarding: 1 fully accessible, 2 not, 0 partly or unknown. */
  readonly wheelchair: 0 | 1 | 2;
  /** The network station code the platforms of one station share (Sol: 4_12, 4_35 and 4_48 share 12). */
  readonly stationCode: number | undefined;
  /**
   * The interchange it belongs to, as the feeds name its parent station ("est_90_58" for Metro and Cercanías Sol);
   * undefined when the table gives none.
   */
  readonly interchange: string | undefined;
  /** The INE code of its municipality, province and municipality ("28005"); undefined when the table gives none. */
  readonly municipality: string | undefined;
}

/** One Cercanías itinerary of Train_itineraries.csv: the stations of a line in one direction, in order. */
export interface CrtmItinerary {
  readonly code: string;
  /** As riders see it in the table: "C-2", "C-4a", "C-8b". */
  readonly lineLabel: string;
  /** CRTM's code of the line ("C8" for C-8b, "C8A" for C-8a); undefined when the table leaves it empty. */
  readonly lineCode: string | undefined;
  /** 0 or 1 (the table's SENTIDO 1 and 2). */
  readonly direction: 0 | 1;
  /** Station numbers (Train_stations CODIGOESTACION, the N of GTFS par_5_N). */
  readonly stations: readonly number[];
  /** Sum of the sections between its stations in metres; undefined when a section's length is missing. */
  readonly lengthM: number | undefined;
  /** Where it starts in the file, for reports. */
  readonly line: number;
}

export interface CrtmTables {
  /** Stations per mode, by number. */
  readonly stations: ReadonlyMap<number, ReadonlyMap<number, CrtmStation>>;
  readonly itineraries: readonly CrtmItinerary[];
  /**
   * Municipality names by INE code (province and municipality, "28013" → "ARANJUEZ"), as riders write them
   * ("ROZAS DE MADRID, LAS" → "LAS ROZAS DE MADRID"): those of the Cercanías stations the itinerary table lists.
   */
  readonly municipalities: ReadonlyMap<string, string>;
  /**
   * The tables' texts as published, where names keep the accents the GTFS feeds drop: station and municipality
   * names ("SAN CRISTÓBAL INDUSTRIAL", "O'DONNELL"), and street names ("Raimundo Fernández Villaverde").
   */
  readonly spellings: { readonly names: readonly string[]; readonly texts: readonly string[] };
}

/** The station tables CRTM publishes, by the mode they list. */
const STATION_FILES = [
  ['metro_stations.csv', 4],
  ['train_stations.csv', 5],
  ['tram_stations.csv', 10],
] as const;

async function readRows<Schema extends RowSchema>(
  source: TableSource,
  name: string,
  schema: Schema,
  log: FeedReadLog,
): Promise<Lined<z.output<Schema>>[]> {
  const file = source.file(name);
  const rows: Lined<z.output<Schema>>[] = [];
  if (!file) return rows;
  const result = await readCsv({
    file,
    schema,
    isOptional: true,
    onRow: (row, line) => rows.push(Object.assign(row, { line })),
    onBadRow: (message) => log.badRows.push(message),
  });
  log.rows[name] = result.rows;
  return rows;
}

function wheelchairOf(grade: string | undefined): 0 | 1 | 2 {
  if (grade === 'T') return 1;
  if (grade === 'N') return 2;
  return 0;
}

function stationOf(row: CrtmStationRow): CrtmStation {
  const [mode, number] = row.IDESTACION.split('_').map(Number) as [number, number];
  const position = row.x2 !== undefined && row.y2 !== undefined ? utm30nToLatLon(row.x2, row.y2) : undefined;
  return {
    mode,
    number,
    name: riderName(row.DENOMINACION),
    lat: position?.[0],
    lon: position?.[1],
    zone: row.CORONATARIFARIA ?? '',
    wheelchair: wheelchairOf(row.GRADOACCESIBILIDAD),
    stationCode: row.CODIGOCTMESTACIONREDMETRO,
    interchange:
      row.MODOINTERCAMBIADOR === undefined || row.CODIGOINTERCAMBIADOR === undefined
        ? undefined
        : `est_${row.MODOINTERCAMBIADOR}_${row.CODIGOINTERCAMBIADOR}`,
    municipality:
      row.CODIGOPROVINCIA === undefined || row.CODIGOMUNICIPIO === undefined
        ? undefined
        : `${row.CODIGOPROVINCIA}${row.CODIGOMUNICIPIO}`,
  };
}

function itinerariesOf(rows: readonly Lined<CrtmItineraryRow>[], badRows: string[]): CrtmItinerary[] {
  const groups = new Map<string, Lined<CrtmItineraryRow>[]>();
  for (const row of rows) {
    const group = groups.get(row.CODIGOITINERARIO);
    if (group) group.push(row);
    else groups.set(row.CODIGOITINERARIO, [row]);
  }
  const itineraries: CrtmItinerary[] = [];
  for (const [code, group] of groups) {
    const first = group[0] as Lined<CrtmItineraryRow>;
    const mismatch = group.find(
      (row) => row.NUMEROLINEAUSUARIO !== first.NUMEROLINEAUSUARIO || row.SENTIDO !== first.SENTIDO,
    );
    if (mismatch) {
      badRows.push(
        `train_itineraries.csv:${mismatch.line}: itinerary ${code} changes line or direction; it is skipped`,
      );
      continue;
    }
    const ordered = [...group].sort((a, b) => a.NUMEROORDEN - b.NUMEROORDEN);
    const repeated = ordered.find((row, i) => i > 0 && row.NUMEROORDEN === ordered[i - 1]?.NUMEROORDEN);
    if (repeated) {
      badRows.push(
        `train_itineraries.csv:${repeated.line}: itinerary ${code} has two stations at position ${repeated.NUMEROORDEN}; it is skipped`,
      );
      continue;
    }
    // LONGITUDTRAMOANTERIOR is the section from the previous station; the first station's value belongs to no
    // section of this itinerary (the table sometimes fills it), so it is left out.
    const sections = ordered.slice(1).map((row) => row.LONGITUDTRAMOANTERIOR);
    const lengthM = sections.every((length) => length !== undefined)
      ? sections.reduce<number>((sum, length) => sum + (length ?? 0), 0)
      : undefined;
    itineraries.push({
      code,
      lineLabel: first.NUMEROLINEAUSUARIO,
      lineCode: first.CODIGOGESTIONLINEA,
      direction: first.SENTIDO === 1 ? 0 : 1,
      stations: ordered.map((row) => row.CODIGOESTACION),
      lengthM: lengthM === undefined ? undefined : Math.round(lengthM * 10) / 10,
      line: Math.min(...group.map((row) => row.line)),
    });
  }
  return itineraries.sort((a, b) => a.line - b.line);
}

/**
 * Reads CRTM's open-data tables: the Metro, Train (Cercanías) and Tram stations, and Train_itineraries.csv. Every
 * table is optional; the compile uses what is there.
 */
export async function readCrtmTables(source: TableSource, log: FeedReadLog): Promise<CrtmTables> {
  const stations = new Map<number, Map<number, CrtmStation>>();
  const names = new Set<string>();
  const texts = new Set<string>();
  for (const [name, mode] of STATION_FILES) {
    const byNumber = new Map<number, CrtmStation>();
    for (const row of await readRows(source, name, crtmStationRow, log)) {
      names.add(row.DENOMINACION);
      if (row.NOMBREVIA) texts.add(row.NOMBREVIA);
      const station = stationOf(row);
      if (station.mode !== mode) {
        log.badRows.push(`${name}:${row.line}: IDESTACION ${row.IDESTACION} is not of mode ${mode}`);
        continue;
      }
      if (byNumber.has(station.number)) {
        log.badRows.push(`${name}:${row.line}: station ${row.IDESTACION} appears twice`);
        continue;
      }
      byNumber.set(station.number, station);
    }
    stations.set(mode, byNumber);
  }
  const itineraryRows = await readRows(source, 'train_itineraries.csv', crtmItineraryRow, log);
  const municipalities = new Map<string, string>();
  for (const row of itineraryRows) {
    for (const text of [row.DENOMINACION, row.MUNICIPIO]) if (text) names.add(text);
    if (row.DIRECCION) texts.add(row.DIRECCION);
    if (row.CODIGOPROVINCIA === undefined || row.CODIGOMUNICIPIO === undefined || !row.MUNICIPIO) continue;
    municipalities.set(`${row.CODIGOPROVINCIA}${row.CODIGOMUNICIPIO}`, riderName(row.MUNICIPIO));
  }
  return {
    stations,
    itineraries: itinerariesOf(itineraryRows, log.badRows),
    municipalities,
    spellings: { names: [...names], texts: [...texts] },
  };
}
