import type { StopCode } from '@transit/core';
import gtfsRealtime from 'gtfs-realtime-bindings';
import type { z } from 'zod';
import { finishAnswer, settleParts } from '../answer';
import type { MtaConfig } from '../config';
import { RealtimeError } from '../errors';
import { fetchUpstream } from '../http';
import { parsePayload, parseRows } from '../parse';
import type {
  AdapterDeps,
  LiveAlert,
  LiveAlertText,
  LiveDeparture,
  LiveIssue,
  LiveSourceAdapter,
} from '../source';
import { alertEntitySchema, feedMessageSchema, tripUpdateEntitySchema } from './mtaSchemas';

const SOURCE = 'mta';
const { FeedMessage } = gtfsRealtime.transit_realtime;

type TripUpdateEntity = z.output<typeof tripUpdateEntitySchema>;
type AlertEntity = z.output<typeof alertEntitySchema>;

/** What one feed gave for the stop. */
interface FeedAnswer {
  readonly departures: LiveDeparture[];
  readonly alerts: LiveAlert[];
  readonly issues: LiveIssue[];
}

/**
 * The platform a feed's stop_id is at, when it is one of the station's ids or a platform of one (`127N` of `127`:
 * the parent's id followed by a label that does not start with a digit, as packages/gtfs reads NYC's platforms);
 * '' for the station itself; undefined when it is not the station's.
 */
export function platformOf(stopId: string, stationIds: readonly string[]): string | undefined {
  for (const id of stationIds) {
    if (stopId === id) return '';
    if (stopId.startsWith(id) && /^[^0-9]/.test(stopId.slice(id.length))) {
      return stopId.slice(id.length).replace(/^[^\p{L}\p{N}]+/u, '');
    }
  }
  return undefined;
}

/** Decodes a GTFS-realtime FeedMessage into plain values; bytes that are not one are UPSTREAM_PAYLOAD_INVALID. */
function decodeFeed(bytes: Uint8Array, feedId: string): z.output<typeof feedMessageSchema> {
  let plain: unknown;
  try {
    plain = FeedMessage.toObject(FeedMessage.decode(bytes), { longs: Number, enums: String });
  } catch (error) {
    throw new RealtimeError(
      'UPSTREAM_PAYLOAD_INVALID',
      `mta: feed ${feedId} is not a GTFS-realtime message (${error instanceof Error ? error.message : String(error)}).`,
      { source: SOURCE, cause: error },
    );
  }
  return parsePayload(feedMessageSchema, plain, SOURCE, `feed ${feedId}`);
}

/** The rows of one trip update at the station: skipped stops, cancelled trips and trips ending here give none. */
function rowsOf(
  entity: TripUpdateEntity,
  stopCode: StopCode,
  stationIds: readonly string[],
  feedEpochMs: number | undefined,
): LiveDeparture[] {
  const { trip, stopTimeUpdate, timestamp } = entity.tripUpdate;
  if (trip.scheduleRelationship === 'CANCELED') return [];
  const rows: LiveDeparture[] = [];
  stopTimeUpdate.forEach((update, index) => {
    const platform = update.stopId === undefined ? undefined : platformOf(update.stopId, stationIds);
    if (platform === undefined || update.scheduleRelationship === 'SKIPPED') return;
    // The last stop with no departure is where the trip ends: nobody boards it there.
    if (index === stopTimeUpdate.length - 1 && update.departure === undefined) return;
    const fields = {
      source: SOURCE,
      stopCode,
      upstreamStopId: update.stopId ?? '',
      lineNumber: trip.routeId,
      destination: undefined,
      directionId: trip.directionId === 0 || trip.directionId === 1 ? trip.directionId : undefined,
      platform: platform === '' ? undefined : platform,
      distanceM: undefined,
      tripId: trip.tripId,
      delaySec: update.arrival?.delay ?? update.departure?.delay,
      dataEpochMs: timestamp === undefined ? feedEpochMs : timestamp * 1000,
    } as const;
    const time = update.arrival?.time ?? update.departure?.time;
    rows.push(
      update.scheduleRelationship === 'NO_DATA' || time === undefined
        ? { ...fields, isEstimate: false, predictedEpochMs: null }
        : { ...fields, isEstimate: true, predictedEpochMs: time * 1000 },
    );
  });
  return rows;
}

/** An alert's texts, one per language: each header with the description in the same language. */
function textsOf(alert: AlertEntity['alert']): LiveAlertText[] {
  const descriptions = alert.descriptionText?.translation ?? [];
  return (alert.headerText?.translation ?? [])
    .filter((header) => header.text.trim() !== '')
    .map((header) => ({
      language: header.language || undefined,
      title: header.text.trim(),
      description:
        descriptions
          .find((description) => (description.language || undefined) === (header.language || undefined))
          ?.text.trim() || undefined,
    }));
}

/**
 * Whether an alert concerns the station's answer: it names one of the station's stops, a trip with a row here, or a
 * route with a row here (an entity naming a trip is about that trip alone, whatever route it also names).
 */
function concerns(
  alert: AlertEntity['alert'],
  stationIds: readonly string[],
  rows: readonly LiveDeparture[],
): boolean {
  const trips = new Set(rows.map((row) => row.tripId));
  const routes = new Set(rows.map((row) => row.lineNumber));
  return alert.informedEntity.some((entity) => {
    if (entity.stopId !== undefined && platformOf(entity.stopId, stationIds) !== undefined) return true;
    if (entity.trip?.tripId !== undefined) return trips.has(entity.trip.tripId);
    return entity.routeId !== undefined && routes.has(entity.routeId);
  });
}

function alertOf(entity: AlertEntity, texts: LiveAlertText[]): LiveAlert {
  const { alert } = entity;
  const informed = alert.informedEntity;
  return {
    source: SOURCE,
    id: entity.id,
    texts,
    periods: alert.activePeriod.map((period) => ({
      startEpochMs: period.start === undefined || period.start === 0 ? undefined : period.start * 1000,
      endEpochMs: period.end === undefined || period.end === 0 ? undefined : period.end * 1000,
    })),
    lineNumbers: [
      ...new Set(informed.flatMap((e) => [e.routeId, e.trip?.routeId]).filter((id) => id !== undefined)),
    ],
    tripIds: [...new Set(informed.flatMap((e) => (e.trip?.tripId === undefined ? [] : [e.trip.tripId])))],
  };
}

/**
 * The MTA GTFS-realtime adapter (New York subway). Every configured feed is read in parallel (the API's cache keeps
 * that cheap); a feed that fails is told in an issue while the others answer, and the stop fails only when all do.
 * A station's rows are the stop_time_updates at its stop_ids or their platforms (`127N`, `127S`), each with its trip
 * id and route id, predicted at the arrival time (else the departure); a skipped stop, a cancelled trip and the stop
 * a trip ends at give no row, NO_DATA a row with no estimate. Alerts come with each translation and active period
 * when they name the station, or a trip or route with a row there.
 */
export function createMtaAdapter(config: MtaConfig, deps: AdapterDeps = {}): LiveSourceAdapter {
  const now = deps.now ?? (() => Date.now());
  const { feeds, stopIdsByCode, apiKey } = config;
  const isConfigured = feeds.length > 0 && stopIdsByCode.size > 0;
  const headers: Record<string, string> = apiKey === undefined ? {} : { 'x-api-key': apiKey };

  async function askFeed(
    feed: MtaConfig['feeds'][number],
    stopCode: StopCode,
    stationIds: readonly string[],
    signal: AbortSignal,
  ): Promise<FeedAnswer> {
    const { bytes } = await fetchUpstream({ source: SOURCE, url: feed.url, headers, signal });
    const message = decodeFeed(bytes, feed.id);
    const feedEpochMs = message.header.timestamp === undefined ? undefined : message.header.timestamp * 1000;
    const issues: LiveIssue[] = [];
    const tripEntities = message.entity.filter((entity) => entity.tripUpdate !== undefined);
    const trips = parseRows(tripUpdateEntitySchema, tripEntities, SOURCE, `trip updates of feed ${feed.id}`);
    issues.push(...trips.issues);
    const departures = trips.rows.flatMap((entity) => rowsOf(entity, stopCode, stationIds, feedEpochMs));
    const alertEntities = message.entity.filter((entity) => entity.alert !== undefined);
    const alerts = parseRows(alertEntitySchema, alertEntities, SOURCE, `alerts of feed ${feed.id}`);
    issues.push(...alerts.issues);
    const concerning = alerts.rows.flatMap((entity) => {
      const texts = textsOf(entity.alert);
      return texts.length > 0 && concerns(entity.alert, stationIds, departures)
        ? [alertOf(entity, texts)]
        : [];
    });
    return { departures, alerts: concerning, issues };
  }

  return {
    id: SOURCE,
    isConfigured,
    servesStop: (stopCode: StopCode) => stopIdsByCode.has(stopCode),
    async fetchDepartures(query, signal) {
      if (!isConfigured) {
        throw new RealtimeError('UPSTREAM_NOT_CONFIGURED', 'mta: no feeds or station stop ids.', {
          source: SOURCE,
        });
      }
      const stationIds = stopIdsByCode.get(query.stopCode);
      if (!stationIds) {
        throw new RealtimeError('UPSTREAM_STOP_NOT_SERVED', `mta: no stop ids for stop ${query.stopCode}.`, {
          source: SOURCE,
        });
      }
      const { parts, issues } = await settleParts(
        SOURCE,
        feeds,
        (feed) => `feed ${feed.id}`,
        (feed) => askFeed(feed, query.stopCode, stationIds, signal),
      );
      return finishAnswer({
        source: SOURCE,
        stopCode: query.stopCode,
        departures: parts.flatMap((feed) => feed.departures),
        alerts: parts.flatMap((feed) => feed.alerts),
        fetchedEpochMs: now(),
        issues: [...parts.flatMap((feed) => feed.issues), ...issues],
      });
    },
  };
}
