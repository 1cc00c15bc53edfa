import { type StopType, stopTypeFromCode } from '@transit/core';
import type { CrtmTables } from './crtmTables';
import type { GtfsFeed, Lined } from './feed';
import { riderName } from './names';
import type { StopRow } from './schemas';

/** CRTM's boarding points: par_<mode>_<number> (par_4_12 is Sol's line 1 platform, par_8_09568 a bus stop). */
export const CRTM_STOP_ID = /^par_(\d+)_(\d+)$/;
/** The largest number a stop code can carry (core's formatStopCode). */
const MAX_CODE_NUMBER = 999_999_999;

/** The stop type of a transport type: urban buses (9) stop at interurban stops (8). */
export function stopTypeOfTransport(transportTypeCode: number): StopType {
  return stopTypeFromCode(transportTypeCode === 9 ? 8 : transportTypeCode) ?? 'interurban';
}

/** A stop as riders see it: a station with all its platforms, or a stop without a parent. */
export interface RiderStopDraft {
  /** Its id in the feed (the parent station's for a station); for CRTM, par_<mode>_<station number>. */
  readonly id: string;
  readonly stopType: StopType;
  /** CRTM: the number the code must carry. */
  readonly fixedNumber?: number | undefined;
  /** Others: an all-digit stop_code or stop_id, used when no other stop of the type has it. */
  readonly candidate?: number | undefined;
  readonly name: string;
  /** Degrees. */
  readonly lat: number;
  readonly lon: number;
  readonly zone: string;
  readonly wheelchair: 0 | 1 | 2;
  /** Its street address (stop_desc, spaces collapsed: CRTM describes each stop so); '' when the feed gives none. */
  readonly address: string;
  /**
   * What the data says the stop is part of, beyond itself: CRTM's interchanges, from its platforms' parent_station
   * and from the station tables ("crtm:est_90_58" for Metro and Cercanías Sol). Stops sharing a key are one station
   * (stations.ts). Empty for other feeds, whose parent stations are their rider stops.
   */
  readonly placeKeys: readonly string[];
}

/** A place key of CRTM's id space, which every CRTM feed and table shares ("est_90_58" → "crtm:est_90_58"). */
export const crtmPlaceKey = (id: string) => `crtm:${id}`;

/** Where a feed's stop_id leads: its rider stop, and the platform label when the station has several. */
export interface StopRef {
  readonly riderId: string;
  readonly platform?: string | undefined;
}

export interface FeedStops {
  readonly riders: RiderStopDraft[];
  readonly byStopId: Map<string, StopRef>;
  /** CRTM platforms folded into their station: [stop type, platform number, station number]. */
  readonly aliases: [StopType, number, number][];
}

/** A stop_desc as an address: CRTM pads some with runs of spaces ("Calle   Gran Vía 23"). */
const addressOf = (row: StopRow) => (row.stop_desc ?? '').replace(/\s+/g, ' ').trim();

const asNumber = (text: string | undefined) =>
  text !== undefined && /^\d{1,9}$/.test(text) && Number(text) <= MAX_CODE_NUMBER ? Number(text) : undefined;

/** One value when all agree, else 0 (unknown): a station is step-free only if every platform is. */
function agreedWheelchair(rows: readonly StopRow[]): 0 | 1 | 2 {
  const first = rows[0]?.wheelchair_boarding ?? 0;
  return rows.every((row) => (row.wheelchair_boarding ?? 0) === first) ? first : 0;
}

/**
 * CRTM stops: each par_<mode>_<n> is a platform. Where CRTM's station table groups platforms (Metro_stations.csv
 * CODIGOCTMESTACIONREDMETRO: Sol's 4_12, 4_35 and 4_48 share 12), they become one rider stop coded by the station's
 * number, and the other platform codes become aliases of it. Entrances (acc_) and interchange records (est_) are
 * not stops; an interchange its platforms hang under (parent_station) or the table puts it in becomes a place key.
 */
function crtmRiders(
  rows: readonly Lined<StopRow>[],
  tables: CrtmTables | undefined,
  transportTypeCode: number,
  nameOf: (name: string) => string,
  out: FeedStops,
): void {
  const groups = new Map<
    string,
    { stopType: StopType; mode: number; number: number; rows: Lined<StopRow>[] }
  >();
  for (const row of rows) {
    const match = CRTM_STOP_ID.exec(row.stop_id);
    if (!match || (row.location_type ?? 0) !== 0) continue;
    const mode = Number(match[1]);
    const number = Number(match[2]);
    const stopType = stopTypeFromCode(mode === 9 ? 8 : mode) ?? stopTypeOfTransport(transportTypeCode);
    const station = tables?.stations.get(mode)?.get(number);
    const stationNumber = station?.stationCode ?? number;
    const id = `par_${mode}_${stationNumber}`;
    let group = groups.get(id);
    if (!group) {
      group = { stopType, mode, number: stationNumber, rows: [] };
      groups.set(id, group);
    }
    group.rows.push(row);
    out.byStopId.set(row.stop_id, { riderId: id });
    if (number !== stationNumber) out.aliases.push([stopType, number, stationNumber]);
  }
  for (const [id, group] of groups) {
    const own = group.rows.find((row) => row.stop_id === `par_${group.mode}_${group.number}`);
    const numberOf = (row: StopRow) => Number(CRTM_STOP_ID.exec(row.stop_id)?.[2]);
    const representative = own ?? [...group.rows].sort((a, b) => numberOf(a) - numberOf(b))[0];
    if (!representative) continue;
    const placeKeys = new Set<string>();
    for (const row of group.rows) {
      if (row.parent_station !== undefined) placeKeys.add(crtmPlaceKey(row.parent_station));
      const interchange = tables?.stations.get(group.mode)?.get(numberOf(row))?.interchange;
      if (interchange !== undefined) placeKeys.add(crtmPlaceKey(interchange));
    }
    out.riders.push({
      id,
      stopType: group.stopType,
      fixedNumber: group.number,
      placeKeys: [...placeKeys].sort(),
      name: nameOf(representative.stop_name ?? ''),
      lat: representative.stop_lat ?? 0,
      lon: representative.stop_lon ?? 0,
      zone: representative.zone_id ?? '',
      wheelchair: agreedWheelchair(group.rows),
      address: addressOf(representative),
    });
  }
}

/** A child's platform label: its id after the parent's (NYC 127N → "N"), else platform_code, else its own name. */
function platformLabel(child: StopRow, parent: StopRow): string | undefined {
  if (child.stop_id.startsWith(parent.stop_id) && child.stop_id.length > parent.stop_id.length) {
    const suffix = child.stop_id.slice(parent.stop_id.length).replace(/^[^\p{L}\p{N}]+/u, '');
    if (suffix) return suffix;
  }
  if (child.platform_code) return child.platform_code;
  return child.stop_name && child.stop_name !== parent.stop_name ? child.stop_name : undefined;
}

/**
 * Other feeds: the rider stop is the parent station when a stop has one (its children become platforms, labelled
 * when the station has more than one), else the stop itself. Station records without platforms, entrances, nodes and
 * boarding areas are not stops.
 */
function genericRiders(
  rows: readonly Lined<StopRow>[],
  transportTypeCode: number,
  badRows: string[],
  nameOf: (name: string) => string,
  out: FeedStops,
): void {
  const stopType = stopTypeOfTransport(transportTypeCode);
  const byId = new Map(rows.map((row) => [row.stop_id, row]));
  const boardable = rows.filter((row) => (row.location_type ?? 0) === 0 && !CRTM_STOP_ID.test(row.stop_id));
  const parentOf = new Map<string, Lined<StopRow>>();
  const childCount = new Map<string, number>();
  for (const row of boardable) {
    if (row.parent_station === undefined) continue;
    const parent = byId.get(row.parent_station);
    if (!parent || (parent.location_type ?? 0) !== 1) {
      badRows.push(
        `stops.txt:${row.line}: parent_station '${row.parent_station}' is not a station in stops.txt`,
      );
      continue;
    }
    parentOf.set(row.stop_id, parent);
    childCount.set(parent.stop_id, (childCount.get(parent.stop_id) ?? 0) + 1);
  }
  const added = new Set<string>();
  for (const row of boardable) {
    const parent = parentOf.get(row.stop_id);
    const rider = parent ?? row;
    const platform =
      parent && (childCount.get(parent.stop_id) ?? 0) > 1 ? platformLabel(row, parent) : undefined;
    out.byStopId.set(row.stop_id, { riderId: rider.stop_id, platform });
    if (added.has(rider.stop_id)) continue;
    added.add(rider.stop_id);
    // transfers.txt may name the station itself.
    if (parent) out.byStopId.set(parent.stop_id, { riderId: parent.stop_id });
    out.riders.push({
      id: rider.stop_id,
      stopType,
      candidate: asNumber(rider.stop_code) ?? asNumber(rider.stop_id),
      name: nameOf(rider.stop_name ?? ''),
      lat: rider.stop_lat ?? 0,
      lon: rider.stop_lon ?? 0,
      zone: rider.zone_id ?? '',
      wheelchair: rider.wheelchair_boarding ?? 0,
      address: addressOf(rider),
      placeKeys: [],
    });
  }
}

/**
 * The rider stops of a GTFS feed and where each of its stop_ids leads, named by `nameOf` (the feed's names as
 * riders know them; riderName unless the city styles the feed's names).
 */
export function riderStopsOf(
  feed: GtfsFeed,
  transportTypeCode: number,
  tables: CrtmTables | undefined,
  badRows: string[],
  nameOf: (name: string) => string = riderName,
): FeedStops {
  const out: FeedStops = { riders: [], byStopId: new Map(), aliases: [] };
  crtmRiders(feed.stops, tables, transportTypeCode, nameOf, out);
  genericRiders(feed.stops, transportTypeCode, badRows, nameOf, out);
  return out;
}
