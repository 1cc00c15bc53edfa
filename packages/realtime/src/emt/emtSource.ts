import { type Locale, stopCodeNumber, type StopCode, stopTypeOf } from '@transit/core';
import { formatDay, localTimeOf, parseDateTime } from '@transit/network/time';
import { TaskCancelledError, timeout, TimeoutStrategy } from 'cockatiel';
import { finishAnswer } from '../answer';
import type { EmtConfig } from '../config';
import { RealtimeError } from '../errors';
import { fetchUpstreamJson } from '../http';
import { parsePayload, parseRows } from '../parse';
import type {
  AdapterDeps,
  LiveAlert,
  LiveAnswer,
  LiveDeparture,
  LiveIssue,
  LiveQuery,
  LiveSourceAdapter,
} from '../source';
import {
  type EmtEnvelope,
  emtArrivalsDataSchema,
  emtArriveSchema,
  emtEnvelopeSchema,
  emtIncidentSchema,
  emtLoginDataSchema,
} from './emtSchemas';

const SOURCE = 'emt';
/** EMT's answers and incident dates are Madrid's wall-clock time. */
const EMT_TIME_ZONE = 'Europe/Madrid';
/** `estimateArrive` at or above this means "no estimate" (EMT documents 999999). */
export const EMT_NO_ESTIMATE_SEC = 999_999;
/** A token is renewed this long before EMT says it expires (at most half its life), so no call meets its end. */
const TOKEN_RENEW_MARGIN_MS = 30_000;

/** EMT's answer codes the adapter knows. */
const EMT_CODE = {
  ok: '00',
  /** The login's "new token" (its documentation example says 01; a renewed token is 00). */
  loginNewToken: '01',
  /** Invalid token ("token … not found in cache"), or a stop that is not available ("Parada no disponible"). */
  invalidTokenOrStop: '80',
  invalidPassword: '89',
  internalError: '90',
  userNotFound: '92',
  apiLimit: '98',
} as const;

interface Token {
  readonly accessToken: string;
  readonly renewAtEpochMs: number;
}

/** What the arrivals call answered: the buses, or a refused token (HTTP 401/403 or EMT's code 80 about a token). */
type ArrivalsOutcome =
  { readonly kind: 'answer'; readonly envelope: EmtEnvelope } | { readonly kind: 'invalidToken' };

function describeEmt(envelope: EmtEnvelope): string {
  const { description } = envelope;
  if (typeof description === 'string') return description.trim();
  return JSON.stringify(description ?? '');
}

/** A code-80 answer about the token (STOP_ARRIVAL_INVALID_TOKEN.json), not about the stop (…_INVALID_STOP.json). */
function isInvalidToken(envelope: EmtEnvelope): boolean {
  return (
    envelope.code === EMT_CODE.invalidTokenOrStop &&
    typeof envelope.description === 'string' &&
    /token/i.test(envelope.description)
  );
}

/** An EMT failure code as the coded error it means; undefined for success. */
function envelopeError(envelope: EmtEnvelope, what: string): RealtimeError | undefined {
  const said = `${what}: EMT code ${envelope.code}, ${describeEmt(envelope)}`;
  switch (envelope.code) {
    case EMT_CODE.ok:
      return undefined;
    case EMT_CODE.apiLimit:
      return new RealtimeError('UPSTREAM_RATE_LIMITED', `emt: the use limit was reached (${said}).`, {
        source: SOURCE,
      });
    case EMT_CODE.invalidPassword:
    case EMT_CODE.userNotFound:
      return new RealtimeError('UPSTREAM_AUTH_FAILED', `emt: the keys were refused (${said}).`, {
        source: SOURCE,
      });
    case EMT_CODE.invalidTokenOrStop:
      return isInvalidToken(envelope)
        ? new RealtimeError('UPSTREAM_AUTH_FAILED', `emt: the token was refused (${said}).`, {
            source: SOURCE,
          })
        : new RealtimeError('UPSTREAM_STOP_UNKNOWN', `emt: the stop is not available (${said}).`, {
            source: SOURCE,
          });
    case EMT_CODE.internalError:
      return new RealtimeError('UPSTREAM_HTTP_ERROR', `emt: EMT reports an internal error (${said}).`, {
        source: SOURCE,
      });
    default:
      return new RealtimeError(
        'UPSTREAM_PAYLOAD_INVALID',
        `emt: an answer code the adapter does not know (${said}).`,
        {
          source: SOURCE,
        },
      );
  }
}

/** An incident's date: a local ISO date-time (Madrid), or an RSS date (RFC 1123); undefined when neither. */
function incidentDate(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const local = parseDateTime(text, EMT_TIME_ZONE);
  if (local !== undefined) return local;
  const rss = Date.parse(text);
  return Number.isFinite(rss) ? rss : undefined;
}

/** EMT's cultureInfo for the rider's language: English when asked, Spanish otherwise (EMT has no Catalan). */
function cultureOf(language: Locale | undefined): {
  readonly culture: 'ES' | 'EN';
  readonly language: 'es' | 'en';
} {
  return language === 'en' ? { culture: 'EN', language: 'en' } : { culture: 'ES', language: 'es' };
}

/**
 * The EMT MobilityLabs adapter (EMT buses). It logs in with X-ClientId and passKey, keeps the token until shortly
 * before `tokenSecExpiration` runs out, and shares one login between concurrent calls. A token refused by the
 * arrivals call (HTTP 401/403, or EMT's code 80 about a token) is dropped and the call logs in once more and asks
 * again; a second refusal is UPSTREAM_AUTH_FAILED. `estimateArrive` 999999 is a row with no estimate, never "0 min";
 * EMT's code 98 is UPSTREAM_RATE_LIMITED; its incidents come as alerts when the query asks for them.
 */
export function createEmtAdapter(config: EmtConfig, deps: AdapterDeps = {}): LiveSourceAdapter {
  const now = deps.now ?? (() => Date.now());
  const { baseUrl, clientId, passKey } = config;
  const isConfigured = baseUrl !== undefined && clientId !== undefined && passKey !== undefined;
  const base = (baseUrl ?? '').replace(/\/+$/, '');
  // The login runs under its own timeout, not a caller's signal: concurrent calls share it, and one caller giving up
  // must not fail the others' login.
  const loginTimeout = timeout(config.timeoutMs, TimeoutStrategy.Aggressive);
  let token: Token | undefined;
  let loginInFlight: Promise<Token> | undefined;

  async function login(signal: AbortSignal): Promise<Token> {
    const body = await fetchUpstreamJson({
      source: SOURCE,
      url: `${base}/v1/mobilitylabs/user/login/`,
      headers: { 'X-ClientId': clientId ?? '', passKey: passKey ?? '' },
      signal,
    });
    const envelope = parsePayload(emtEnvelopeSchema, body, SOURCE, 'the login answer');
    const error = envelope.code === EMT_CODE.loginNewToken ? undefined : envelopeError(envelope, 'login');
    if (error) throw error;
    const data = parsePayload(emtLoginDataSchema, envelope.data[0], SOURCE, "the login's data[0]");
    const lifeMs = data.tokenSecExpiration * 1000;
    return {
      accessToken: data.accessToken,
      renewAtEpochMs: now() + lifeMs - Math.min(TOKEN_RENEW_MARGIN_MS, lifeMs / 2),
    };
  }

  async function currentToken(): Promise<Token> {
    if (token && now() < token.renewAtEpochMs) return token;
    loginInFlight ??= loginTimeout
      .execute(({ signal }) => login(signal))
      .then(
        (fresh) => {
          token = fresh;
          return fresh;
        },
        (error: unknown) => {
          if (error instanceof TaskCancelledError) {
            throw new RealtimeError(
              'UPSTREAM_TIMEOUT',
              `emt: no login answer within ${config.timeoutMs} ms.`,
              {
                source: SOURCE,
                cause: error,
              },
            );
          }
          throw error;
        },
      )
      .finally(() => {
        loginInFlight = undefined;
      });
    return loginInFlight;
  }

  /** Drops a refused token, unless a concurrent call has already replaced it. */
  function forget(refused: Token): void {
    if (token === refused) token = undefined;
  }

  async function askArrivals(
    stopId: string,
    current: Token,
    query: LiveQuery,
    signal: AbortSignal,
  ): Promise<ArrivalsOutcome> {
    const { day } = localTimeOf(now(), EMT_TIME_ZONE);
    let body: unknown;
    try {
      body = await fetchUpstreamJson({
        source: SOURCE,
        url: `${base}/v2/transport/busemtmad/stops/${encodeURIComponent(stopId)}/arrives/`,
        method: 'POST',
        headers: { accessToken: current.accessToken },
        jsonBody: {
          cultureInfo: cultureOf(query.language).culture,
          Text_StopRequired_YN: 'N',
          Text_EstimationsRequired_YN: 'Y',
          Text_IncidencesRequired_YN: query.withAlerts === false ? 'N' : 'Y',
          DateTime_Referenced_Incidencies_YYYYMMDD: formatDay(day).replaceAll('-', ''),
        },
        signal,
      });
    } catch (error) {
      if (error instanceof RealtimeError && error.code === 'UPSTREAM_AUTH_FAILED')
        return { kind: 'invalidToken' };
      throw error;
    }
    const envelope = parsePayload(emtEnvelopeSchema, body, SOURCE, 'the arrivals answer');
    return isInvalidToken(envelope) ? { kind: 'invalidToken' } : { kind: 'answer', envelope };
  }

  function readAnswer(
    envelope: EmtEnvelope,
    query: LiveQuery,
    stopId: string,
    fetchedEpochMs: number,
  ): LiveAnswer {
    const error = envelopeError(envelope, `arrivals at stop ${stopId}`);
    if (error) throw error;
    const data = parsePayload(emtArrivalsDataSchema, envelope.data[0], SOURCE, "the arrivals' data[0]");
    const dataEpochMs =
      envelope.datetime === undefined ? undefined : parseDateTime(envelope.datetime, EMT_TIME_ZONE);
    const issues: LiveIssue[] = [];
    const buses = parseRows(emtArriveSchema, data.Arrive, SOURCE, 'buses');
    issues.push(...buses.issues);
    const departures = buses.rows.map((bus): LiveDeparture => {
      const fields = {
        source: SOURCE,
        stopCode: query.stopCode,
        upstreamStopId: stopId,
        lineNumber: bus.line,
        destination: bus.destination || undefined,
        directionId: undefined,
        platform: undefined,
        distanceM: bus.DistanceBus !== undefined && bus.DistanceBus >= 0 ? bus.DistanceBus : undefined,
        tripId: undefined,
        delaySec: undefined,
        dataEpochMs,
      } as const;
      // The estimate counts from the answer, which EMT computes when asked: from the moment it arrived.
      return bus.estimateArrive >= EMT_NO_ESTIMATE_SEC
        ? { ...fields, isEstimate: false, predictedEpochMs: null }
        : { ...fields, isEstimate: true, predictedEpochMs: fetchedEpochMs + bus.estimateArrive * 1000 };
    });
    const alerts: LiveAlert[] = [];
    const incidents = data.Incident?.ListaIncident?.data ?? [];
    if (incidents.length > 0) {
      const { language } = cultureOf(query.language);
      const parsed = parseRows(emtIncidentSchema, incidents, SOURCE, 'incidents');
      issues.push(...parsed.issues);
      for (const incident of parsed.rows) {
        const startEpochMs = incidentDate(incident.rssFrom);
        const endEpochMs = incidentDate(incident.rssTo);
        alerts.push({
          source: SOURCE,
          id: undefined,
          texts: [{ language, title: incident.title, description: incident.description || undefined }],
          periods:
            startEpochMs === undefined && endEpochMs === undefined ? [] : [{ startEpochMs, endEpochMs }],
          lineNumbers: [],
          tripIds: [],
        });
      }
    }
    return finishAnswer({
      source: SOURCE,
      stopCode: query.stopCode,
      departures,
      alerts,
      fetchedEpochMs,
      dataEpochMs,
      issues,
    });
  }

  return {
    id: SOURCE,
    isConfigured,
    servesStop: (stopCode: StopCode) => stopTypeOf(stopCode) === 'emt',
    async fetchDepartures(query, signal) {
      if (!isConfigured) {
        throw new RealtimeError('UPSTREAM_NOT_CONFIGURED', 'emt: no base URL, client id or pass key.', {
          source: SOURCE,
        });
      }
      const stopId = String(stopCodeNumber(query.stopCode));
      const first = await currentToken();
      let outcome = await askArrivals(stopId, first, query, signal);
      if (outcome.kind === 'invalidToken') {
        forget(first);
        outcome = await askArrivals(stopId, await currentToken(), query, signal);
        if (outcome.kind === 'invalidToken') {
          throw new RealtimeError(
            'UPSTREAM_AUTH_FAILED',
            'emt: the token was refused again after a fresh login.',
            {
              source: SOURCE,
            },
          );
        }
      }
      return readAnswer(outcome.envelope, query, stopId, now());
    },
  };
}
