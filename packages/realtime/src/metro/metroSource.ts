import type { StopCode } from '@transit/core';
import { finishAnswer, settleParts } from '../answer';
import type { MetroConfig } from '../config';
import { RealtimeError } from '../errors';
import { fetchUpstreamJson } from '../http';
import { parsePayload, parseRows } from '../parse';
import type { AdapterDeps, LiveDeparture, LiveIssue, LiveSourceAdapter } from '../source';
import { teleindicadoresSchema, teleindicadorRowSchema } from './metroSchemas';

const SOURCE = 'metro';
const MINUTE_MS = 60_000;

/** One display's rows and what was left out of them. */
interface DisplayAnswer {
  readonly departures: LiveDeparture[];
  readonly issues: LiveIssue[];
}

/**
 * The Metro de Madrid teleindicadores adapter. A station is asked by each of its display codes (one per line's
 * platform: Sol's 0112, 0208 and 0306), in parallel; a display that fails is told in an issue while the others
 * answer, and the station fails only when all do. Each row's `proximo` and `siguiente` become a train each, predicted
 * at the emission time (`fechaHoraEmisionPrevision`) plus the minutes, so an old prediction counts from when it was
 * made, not from now; an unknown `proximo` is a row with no estimate, an unknown `siguiente` no row at all.
 */
export function createMetroAdapter(config: MetroConfig, deps: AdapterDeps = {}): LiveSourceAdapter {
  const now = deps.now ?? (() => Date.now());
  const { baseUrl, companyCodesByStop } = config;
  const isConfigured = baseUrl !== undefined && companyCodesByStop.size > 0;
  const base = (baseUrl ?? '').replace(/\/+$/, '');

  async function askDisplay(stopCode: StopCode, code: string, signal: AbortSignal): Promise<DisplayAnswer> {
    const body = await fetchUpstreamJson({
      source: SOURCE,
      url: `${base}/servicios/rest/teleindicadores/${encodeURIComponent(code)}`,
      headers: { accept: 'application/json' },
      signal,
    });
    const answer = parsePayload(teleindicadoresSchema, body, SOURCE, `display ${code}'s answer`);
    const { rows, issues } = parseRows(
      teleindicadorRowSchema,
      answer.Vtelindicadores,
      SOURCE,
      `rows of display ${code}`,
    );
    const departures = rows.flatMap((row): LiveDeparture[] => {
      const fields = {
        source: SOURCE,
        stopCode,
        upstreamStopId: code,
        lineNumber: row.linea,
        destination: row.sentido,
        directionId: undefined,
        platform: row.anden,
        distanceM: undefined,
        tripId: undefined,
        delaySec: undefined,
        dataEpochMs: row.fechaHoraEmisionPrevision,
      } as const;
      const at = (minutes: number) => row.fechaHoraEmisionPrevision + minutes * MINUTE_MS;
      const next: LiveDeparture =
        row.proximo === undefined
          ? { ...fields, isEstimate: false, predictedEpochMs: null }
          : { ...fields, isEstimate: true, predictedEpochMs: at(row.proximo) };
      return row.siguiente === undefined
        ? [next]
        : [next, { ...fields, isEstimate: true, predictedEpochMs: at(row.siguiente) }];
    });
    return { departures, issues };
  }

  return {
    id: SOURCE,
    isConfigured,
    servesStop: (stopCode: StopCode) => companyCodesByStop.has(stopCode),
    async fetchDepartures(query, signal) {
      if (!isConfigured) {
        throw new RealtimeError('UPSTREAM_NOT_CONFIGURED', 'metro: no base URL or station display codes.', {
          source: SOURCE,
        });
      }
      const codes = companyCodesByStop.get(query.stopCode);
      if (!codes) {
        throw new RealtimeError(
          'UPSTREAM_STOP_NOT_SERVED',
          `metro: no display code for stop ${query.stopCode}.`,
          {
            source: SOURCE,
          },
        );
      }
      const { parts, issues } = await settleParts(
        SOURCE,
        codes,
        (code) => `display ${code}`,
        (code) => askDisplay(query.stopCode, code, signal),
      );
      return finishAnswer({
        source: SOURCE,
        stopCode: query.stopCode,
        departures: parts.flatMap((display) => display.departures),
        alerts: [],
        fetchedEpochMs: now(),
        issues: [...parts.flatMap((display) => display.issues), ...issues],
      });
    },
  };
}
