import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type StopCode, stopTypeOf, type StopType } from '@transit/core';
import {
  type CercaniasStationTables,
  cercaniasStationsFromTables,
  metroCompanyCodesFromStationTable,
  type RealtimeConfigInput,
} from '@transit/realtime';
import { z } from 'zod';
import { StartupError } from '../load';

/**
 * The live sources that may serve each city's stops, by the contract's ids (the realtime package's ids are the same
 * strings; an id it has no adapter for yet is skipped). The Madrid apps share Madrid's network and its sources.
 */
export const LIVE_SOURCE_IDS_BY_CITY: Readonly<Record<string, readonly string[]>> = {
  madrid: ['emt', 'metro', 'crtm', 'cercanias'],
  'madrid-metro': ['emt', 'metro', 'crtm', 'cercanias'],
  'madrid-cercanias': ['emt', 'metro', 'crtm', 'cercanias'],
  'madrid-bus': ['emt', 'metro', 'crtm', 'cercanias'],
  'madrid-card': ['emt', 'metro', 'crtm', 'cercanias'],
  'new-york': ['mta'],
};

/**
 * The stop types each source would serve if it were configured: only to say `notConfigured` beside the boards it
 * applies to (a configured source says itself which stops it serves).
 */
const STOP_TYPES_BY_SOURCE: Readonly<Record<string, readonly StopType[]>> = {
  emt: ['emt'],
  metro: ['metro'],
  crtm: ['interurban', 'lightMetro'],
  cercanias: ['cercanias'],
  mta: ['metro'],
};

export function sourceCovers(source: string, stopCode: StopCode): boolean {
  return STOP_TYPES_BY_SOURCE[source]?.includes(stopTypeOf(stopCode)) ?? false;
}

/** Where CRTM's Metro_stations.csv is in the repository (attribution in cities/madrid/data/SOURCES.md). */
export const DEFAULT_METRO_STATIONS_CSV =
  'cities/madrid/data/crtm-open-data-tables-20260529/Metro_stations.csv';
/** Where CRTM's Train_stations.csv and Train_itineraries.csv are in the repository (same folder, same credit). */
export const DEFAULT_TRAIN_STATIONS_CSV =
  'cities/madrid/data/crtm-open-data-tables-20260529/Train_stations.csv';
export const DEFAULT_TRAIN_ITINERARIES_CSV =
  'cities/madrid/data/crtm-open-data-tables-20260529/Train_itineraries.csv';
/** New York's committed code registry: the numbers given to the MTA's stop_ids that are not numbers ("A27"). */
export const NEW_YORK_CODES_JSON = 'cities/new-york/data/codes.json';

/** The live part of the server's environment, as env.ts reads it. */
export interface LiveEnv {
  readonly emt: {
    readonly baseUrl: string | undefined;
    readonly clientId: string | undefined;
    readonly passKey: string | undefined;
    /** EMT_TIMEOUT_MS: this source's timeout, over LIVE_SOURCE_TIMEOUT_MS. */
    readonly timeoutMs?: number | undefined;
  };
  readonly metro: {
    readonly baseUrl: string | undefined;
    readonly stationsCsv: string;
    /** METRO_TIMEOUT_MS. */
    readonly timeoutMs?: number | undefined;
  };
  readonly crtm: {
    readonly baseUrl: string | undefined;
    readonly privateKey: string | undefined;
    /** CRTM_TIMEOUT_MS. */
    readonly timeoutMs?: number | undefined;
  };
  readonly cercanias: {
    readonly adif: {
      readonly baseUrl: string | undefined;
      readonly accessKey: string | undefined;
      readonly secretKey: string | undefined;
    };
    readonly renfe: { readonly baseUrl: string | undefined };
    /** CRTM's Train_stations.csv and Train_itineraries.csv (station codes and the lines' termini), repository-relative. */
    readonly stationsCsv: string;
    readonly itinerariesCsv: string;
    /** CERCANIAS_TIMEOUT_MS. */
    readonly timeoutMs?: number | undefined;
  };
  readonly mta: {
    readonly feeds: readonly { id: string; url: string }[];
    readonly apiKey: string | undefined;
    /** MTA_TIMEOUT_MS. */
    readonly timeoutMs?: number | undefined;
  };
  /** Every source's timeout per call, ms (a source's own overrides it); undefined keeps the realtime package's 2500. */
  readonly sourceTimeoutMs: number | undefined;
  readonly cacheTtlMs: number;
  readonly waitMs: number;
  readonly redisUrl: string | undefined;
}

const codeRegistrySchema = z.object({ stops: z.record(z.string(), z.number().int().nonnegative()) });

/**
 * The MTA's GTFS stop_ids of each New York station code: `4-127` is stop_id 127; a stop_id that is not a number
 * (`A27`) has the number the code registry gave it.
 */
export function mtaStopIdsByCode(
  codesJson: string,
  stationNumbers: readonly number[],
): Record<string, string[]> {
  const registry = codeRegistrySchema.parse(JSON.parse(codesJson));
  const byNumber = new Map<number, string>();
  for (const [key, number] of Object.entries(registry.stops)) {
    const [feed, stopId] = key.split(/:(.*)/s);
    if (feed === 'mta-subway' && stopId !== undefined) byNumber.set(number, stopId);
  }
  return Object.fromEntries(
    stationNumbers.map((number) => [`4-${number}`, [byNumber.get(number) ?? String(number)]]),
  );
}

/** A repository-relative table the live config reads; one that cannot be read is a coded startup error. */
function readTable(repositoryRoot: string, relative: string, variable: string): string {
  const file = path.resolve(repositoryRoot, relative);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new StartupError(
      'ENV_INVALID',
      `Invalid environment: ${variable} ${file} cannot be read (${String(error)}).`,
    );
  }
}

/**
 * The realtime package's config from the environment: Metro's display codes from the station table, the MTA's
 * stop ids from New York's stations (the network's subway stop numbers). A table that cannot be read is a coded
 * startup error naming the variable.
 */
export function realtimeConfigOf(
  env: LiveEnv,
  repositoryRoot: string,
  newYorkStationNumbers: readonly number[],
): RealtimeConfigInput {
  const resilience = (own: number | undefined) => {
    const timeoutMs = own ?? env.sourceTimeoutMs;
    return timeoutMs === undefined ? {} : { timeoutMs };
  };
  let companyCodesByStop: Record<string, string[]> = {};
  if (env.metro.baseUrl !== undefined) {
    const file = path.resolve(repositoryRoot, env.metro.stationsCsv);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new StartupError(
        'ENV_INVALID',
        `Invalid environment: METRO_STATIONS_CSV ${file} cannot be read (${String(error)}).`,
      );
    }
    const codes = metroCompanyCodesFromStationTable(text);
    if (!codes.ok) {
      throw new StartupError(
        'ENV_INVALID',
        `Invalid environment: METRO_STATIONS_CSV: ${codes.error.message}`,
      );
    }
    companyCodesByStop = codes.value;
  }
  let cercaniasTables: CercaniasStationTables | undefined;
  const { adif, renfe } = env.cercanias;
  if (adif.baseUrl !== undefined || renfe.baseUrl !== undefined) {
    const tables = cercaniasStationsFromTables(
      readTable(repositoryRoot, env.cercanias.stationsCsv, 'TRAIN_STATIONS_CSV'),
      readTable(repositoryRoot, env.cercanias.itinerariesCsv, 'TRAIN_ITINERARIES_CSV'),
    );
    if (!tables.ok) {
      throw new StartupError(
        'ENV_INVALID',
        `Invalid environment: TRAIN_STATIONS_CSV: ${tables.error.message}`,
      );
    }
    cercaniasTables = tables.value;
  }
  let stopIdsByCode: Record<string, string[]> = {};
  if (env.mta.feeds.length > 0) {
    stopIdsByCode = mtaStopIdsByCode(
      readFileSync(path.resolve(repositoryRoot, NEW_YORK_CODES_JSON), 'utf8'),
      newYorkStationNumbers,
    );
  }
  const { emt, metro, crtm, mta } = env;
  return {
    emt: { baseUrl: emt.baseUrl, clientId: emt.clientId, passKey: emt.passKey, ...resilience(emt.timeoutMs) },
    metro: { baseUrl: metro.baseUrl, companyCodesByStop, ...resilience(metro.timeoutMs) },
    crtm: { baseUrl: crtm.baseUrl, privateKey: crtm.privateKey, ...resilience(crtm.timeoutMs) },
    cercanias: {
      stationCodesByStop: cercaniasTables?.stationCodesByStop ?? {},
      stationNamesByCode: cercaniasTables?.stationNamesByCode ?? {},
      adif: { baseUrl: adif.baseUrl, accessKey: adif.accessKey, secretKey: adif.secretKey },
      renfe: { baseUrl: renfe.baseUrl, destinationsByStop: cercaniasTables?.destinationsByStop ?? {} },
      ...resilience(env.cercanias.timeoutMs),
    },
    mta: { feeds: [...mta.feeds], apiKey: mta.apiKey, stopIdsByCode, ...resilience(mta.timeoutMs) },
  };
}
