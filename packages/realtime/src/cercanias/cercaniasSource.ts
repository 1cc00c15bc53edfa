import type { StopCode } from '@transit/core';
import { formatDay, localTimeOf, parseDateTime, zonedTimeToEpochMs } from '@transit/network/time';
import { finishAnswer, settleParts } from '../answer';
import type { CercaniasConfig } from '../config';
import { RealtimeError } from '../errors';
import { fetchUpstream } from '../http';
import { parsePayload, parseRows } from '../parse';
import type {
  AdapterDeps,
  LiveAnswer,
  LiveDeparture,
  LiveIssue,
  LiveQuery,
  LiveSourceAdapter,
} from '../source';
import { ADIF_CONTENT_TYPE, signAdifRequest } from './adifSigning';
import {
  type AdifCommercialPath,
  adifCommercialPathSchema,
  adifDeparturesSchema,
  renfeHorariosSchema,
  renfeTrainSchema,
} from './cercaniasSchemas';

const SOURCE = 'cercanias';
/** ADIF's and Renfe's clock times are Madrid's. */
const CERCANIAS_TIME_ZONE = 'Europe/Madrid';
const DAY_SEC = 86_400;
/**
 * How far ahead Renfe's trains are kept: the servlet lists the whole day's timetable, the board needs the next ones.
 * Trains already gone (more than a minute ago) are left out silently: they are the day's timetable, not stale
 * predictions.
 */
const RENFE_HORIZON_MS = 2 * 60 * 60_000;
const RENFE_PAST_GRACE_MS = 60_000;

/** What one upstream read for the stop. */
interface Read {
  readonly departures: LiveDeparture[];
  readonly issues: LiveIssue[];
}

/** A Renfe train towards one destination: its row, which train it is, and when it reaches that destination. */
interface RenfeRow {
  readonly departure: LiveDeparture;
  readonly trainKey: string;
  readonly arrivalEpochMs: number;
}

/**
 * A Renfe clock time (`15:43`, hours up to 26 past midnight as the servlet's `horaHasta` shows) on the travel day, as
 * epoch milliseconds in Madrid.
 */
function renfeTimeOn(day: number, clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(/[:.]/).map(Number);
  const seconds = hours * 3600 + minutes * 60;
  const extraDays = Math.floor(seconds / DAY_SEC);
  return zonedTimeToEpochMs(day + extraDays, seconds - extraDays * DAY_SEC, CERCANIAS_TIME_ZONE);
}

/**
 * A clock time read on the travel day, moved by a day when it lies more than 12 h from `reference`: a real time of
 * 00:02 for a 23:58 train is the next morning, not the morning before.
 */
function nearest(epochMs: number, reference: number): number {
  const halfDayMs = (DAY_SEC / 2) * 1000;
  if (epochMs - reference > halfDayMs) return epochMs - DAY_SEC * 1000;
  if (reference - epochMs > halfDayMs) return epochMs + DAY_SEC * 1000;
  return epochMs;
}

/** Decodes a body by its declared charset; Renfe's servlet sends Latin-1 JSON, so that is the default. */
function decodeByCharset(bytes: Uint8Array, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase();
  return new TextDecoder(charset === 'utf-8' || charset === 'utf8' ? 'utf-8' : 'latin1').decode(bytes);
}

/**
 * The Cercanías adapter: ADIF's circulation API first (departures with their delay and platform), Renfe's timetable
 * service when ADIF is not configured or fails. A station is asked by its ADIF/Renfe code (`stationCodesByStop`).
 * - ADIF: one signed POST (see adifSigning.ts) for the station's CERCANIAS departures; each row is due at
 *   `plannedTime` + `forecastedOrAuditedDelay` (its delaySec), on `plannedPlatform`; a row without a delay is due at
 *   its planned time and has no delaySec.
 * - Renfe: one POST per configured destination (`renfe.destinationsByStop`: the termini of the lines through the
 *   station), today's trains from the station; a train's `horaSalidaReal` is its prediction (delaySec the difference
 *   from `horaSalida`), otherwise its `horaSalida`; a train met towards two destinations is one row. The body is
 *   decoded as Latin-1 unless it says UTF-8. A failed destination is told in an issue.
 * When ADIF failed and Renfe answered, an UPSTREAM_PART_FAILED issue says so with ADIF's code; when both fail, ADIF's
 * error is thrown unless the caller gave up.
 */
export function createCercaniasAdapter(config: CercaniasConfig, deps: AdapterDeps = {}): LiveSourceAdapter {
  const now = deps.now ?? (() => Date.now());
  const { adif, renfe, stationCodesByStop, stationNamesByCode } = config;
  const adifConfigured =
    adif.baseUrl !== undefined && adif.accessKey !== undefined && adif.secretKey !== undefined;
  const renfeConfigured = renfe.baseUrl !== undefined && renfe.destinationsByStop.size > 0;
  const isConfigured = stationCodesByStop.size > 0 && (adifConfigured || renfeConfigured);
  const nameOf = (code: string | undefined) =>
    code === undefined ? undefined : (stationNamesByCode[code] ?? undefined);
  const servesWithRenfe = (stopCode: StopCode) => renfeConfigured && renfe.destinationsByStop.has(stopCode);

  async function askAdif(query: LiveQuery, station: string, signal: AbortSignal): Promise<Read> {
    const url = new URL(`${(adif.baseUrl ?? '').replace(/\/+$/, '')}/departures/traffictype/`);
    const body = JSON.stringify({ stationCode: station, trafficType: 'CERCANIAS', page: { pageNumber: 0 } });
    const headers = signAdifRequest({
      accessKey: adif.accessKey ?? '',
      secretKey: adif.secretKey ?? '',
      client: adif.client,
      userId: adif.userId,
      host: url.host,
      method: 'POST',
      path: url.pathname,
      body,
      epochMs: now(),
    });
    const answer = await fetchUpstream({
      source: SOURCE,
      url: url.toString(),
      method: 'POST',
      headers,
      textBody: { contentType: ADIF_CONTENT_TYPE, text: body },
      signal,
    });
    const text = new TextDecoder().decode(answer.bytes);
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch (error) {
      throw new RealtimeError('UPSTREAM_PAYLOAD_INVALID', 'cercanias: the ADIF answer is not JSON.', {
        source: SOURCE,
        cause: error,
      });
    }
    const { commercialPaths } = parsePayload(adifDeparturesSchema, json, SOURCE, "ADIF's departures answer");
    if (commercialPaths.length === 0) return { departures: [], issues: [] };
    const { rows, issues } = parseRows(adifCommercialPathSchema, commercialPaths, SOURCE, 'ADIF departures');
    const departures: LiveDeparture[] = [];
    for (const row of rows) {
      const departure = adifRow(query, station, row);
      if (departure) departures.push(departure);
      else
        issues.push({
          code: 'UPSTREAM_ROW_INVALID',
          message: `cercanias: an ADIF plannedTime is unreadable.`,
        });
    }
    return { departures, issues };
  }

  function adifRow(query: LiveQuery, station: string, row: AdifCommercialPath): LiveDeparture | undefined {
    const side = row.passthroughStep.departurePassthroughStepSides;
    const planned =
      typeof side.plannedTime === 'number'
        ? side.plannedTime
        : parseDateTime(side.plannedTime, CERCANIAS_TIME_ZONE);
    if (planned === undefined) return undefined;
    const delaySec = side.forecastedOrAuditedDelay ?? undefined;
    return {
      source: SOURCE,
      stopCode: query.stopCode,
      upstreamStopId: station,
      lineNumber: row.commercialPathInfo.line,
      destination: nameOf(row.commercialPathInfo.commercialPathKey?.destinationStationCode),
      directionId: undefined,
      platform: side.plannedPlatform,
      distanceM: undefined,
      tripId: undefined,
      delaySec,
      scheduledEpochMs: planned,
      dataEpochMs: undefined,
      isEstimate: true,
      predictedEpochMs: planned + (delaySec ?? 0) * 1000,
    };
  }

  async function askRenfeTowards(
    query: LiveQuery,
    station: string,
    destination: string,
    signal: AbortSignal,
  ): Promise<{ readonly rows: RenfeRow[]; readonly issues: LiveIssue[] }> {
    const fetchedEpochMs = now();
    const { day } = localTimeOf(fetchedEpochMs, CERCANIAS_TIME_ZONE);
    const answer = await fetchUpstream({
      source: SOURCE,
      url: `${(renfe.baseUrl ?? '').replace(/\/+$/, '')}/cer/HorariosServlet`,
      method: 'POST',
      jsonBody: {
        nucleo: renfe.nucleo,
        origen: station,
        destino: destination,
        fchaViaje: formatDay(day).replaceAll('-', ''),
        tiempoReal: true,
      },
      signal,
    });
    let json: unknown;
    try {
      json = JSON.parse(decodeByCharset(answer.bytes, answer.contentType)) as unknown;
    } catch (error) {
      throw new RealtimeError('UPSTREAM_PAYLOAD_INVALID', `cercanias: Renfe's answer is not JSON.`, {
        source: SOURCE,
        cause: error,
      });
    }
    const { horario } = parsePayload(renfeHorariosSchema, json, SOURCE, "Renfe's timetable answer");
    if (horario.length === 0) return { rows: [], issues: [] };
    const { rows, issues } = parseRows(
      renfeTrainSchema,
      horario,
      SOURCE,
      `Renfe trains ${station}→${destination}`,
    );
    const departures = rows.flatMap((train): RenfeRow[] => {
      const planned = renfeTimeOn(day, train.horaSalida);
      const real =
        train.horaSalidaReal === undefined
          ? undefined
          : nearest(renfeTimeOn(day, train.horaSalidaReal), planned);
      const predicted = real ?? planned;
      if (predicted < fetchedEpochMs - RENFE_PAST_GRACE_MS || predicted > fetchedEpochMs + RENFE_HORIZON_MS)
        return [];
      const departure: LiveDeparture = {
        source: SOURCE,
        stopCode: query.stopCode,
        upstreamStopId: station,
        lineNumber: train.linea,
        destination: nameOf(destination),
        directionId: undefined,
        platform: undefined,
        distanceM: undefined,
        tripId: undefined,
        delaySec: real === undefined ? undefined : (real - planned) / 1000,
        scheduledEpochMs: planned,
        dataEpochMs: undefined,
        isEstimate: true,
        predictedEpochMs: predicted,
      };
      return [
        {
          departure,
          trainKey: train.cdgoTren ?? `${train.linea} ${train.horaSalida}`,
          arrivalEpochMs: train.horaLlegada === undefined ? planned : renfeTimeOn(day, train.horaLlegada),
        },
      ];
    });
    return { rows: departures, issues };
  }

  async function askRenfe(query: LiveQuery, station: string, signal: AbortSignal): Promise<Read> {
    const destinations = renfe.destinationsByStop.get(query.stopCode) ?? [];
    const { parts, issues } = await settleParts(
      SOURCE,
      destinations,
      (destination) => `Renfe towards ${destination}`,
      (destination) => askRenfeTowards(query, station, destination, signal),
    );
    // A train met towards several destinations (all on its way) is one row, towards the one it reaches last: the
    // asked destination nearest its own terminus (a C-4 train to Alcobendas from Sol reaches Chamartín first).
    const byTrain = new Map<string, RenfeRow>();
    for (const row of parts.flatMap((part) => part.rows)) {
      const known = byTrain.get(row.trainKey);
      if (!known || row.arrivalEpochMs > known.arrivalEpochMs) byTrain.set(row.trainKey, row);
    }
    return {
      departures: [...byTrain.values()].map((row) => row.departure),
      issues: [...parts.flatMap((part) => part.issues), ...issues],
    };
  }

  function answerOf(query: LiveQuery, read: Read, extra: readonly LiveIssue[]): LiveAnswer {
    return finishAnswer({
      source: SOURCE,
      stopCode: query.stopCode,
      departures: read.departures,
      alerts: [],
      fetchedEpochMs: now(),
      issues: [...read.issues, ...extra],
    });
  }

  return {
    id: SOURCE,
    isConfigured,
    servesStop: (stopCode) =>
      stationCodesByStop.has(stopCode) && (adifConfigured || servesWithRenfe(stopCode)),
    async fetchDepartures(query, signal) {
      if (!isConfigured) {
        throw new RealtimeError(
          'UPSTREAM_NOT_CONFIGURED',
          'cercanias: no station codes, or neither ADIF (base URL and keys) nor Renfe (base URL and destinations).',
          { source: SOURCE },
        );
      }
      const station = stationCodesByStop.get(query.stopCode);
      if (station === undefined || (!adifConfigured && !servesWithRenfe(query.stopCode))) {
        throw new RealtimeError(
          'UPSTREAM_STOP_NOT_SERVED',
          `cercanias: no station code for stop ${query.stopCode}.`,
          {
            source: SOURCE,
          },
        );
      }
      if (!adifConfigured) return answerOf(query, await askRenfe(query, station, signal), []);
      const fallback = servesWithRenfe(query.stopCode);
      try {
        const adifSignal = fallback ? AbortSignal.any([signal, AbortSignal.timeout(adif.timeoutMs)]) : signal;
        return answerOf(query, await askAdif(query, station, adifSignal), []);
      } catch (error) {
        if (!fallback || signal.aborted || !(error instanceof RealtimeError)) throw error;
        const adifFailed: LiveIssue = {
          code: 'UPSTREAM_PART_FAILED',
          message: `cercanias: ADIF failed (${error.code}: ${error.message}); answered from Renfe's timetable service.`,
        };
        try {
          return answerOf(query, await askRenfe(query, station, signal), [adifFailed]);
        } catch (renfeError) {
          if (signal.aborted) throw renfeError;
          throw error;
        }
      }
    },
  };
}
