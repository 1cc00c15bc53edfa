import { type StopCode, stopCodeNumber, stopTypeOf } from '@transit/core';
import { finishAnswer } from '../answer';
import type { CrtmConfig } from '../config';
import { RealtimeError } from '../errors';
import { fetchUpstream } from '../http';
import { parsePayload, parseRows } from '../parse';
import type {
  AdapterDeps,
  LiveAlert,
  LiveDeparture,
  LiveIssue,
  LiveQuery,
  LiveSourceAdapter,
} from '../source';
import { type CrtmIncident, incidentSchema, publicKeyResultSchema, stopTimeSchema } from './crtmSchemas';
import {
  connectionKeyOf,
  type CrtmOperation,
  findKey,
  isKeyFault,
  readSoapEnvelope,
  soapEnvelope,
  xmlList,
} from './crtmSoap';

const SOURCE = 'crtm';
/** How long the incidents may still take once the stop's times are in, milliseconds. */
const INCIDENTS_GRACE_MS = 500;
/** CRTM pads interurban stop numbers to five digits in its codes (par_8_09568 in its GTFS). */
const INTERURBAN_CODE_DIGITS = 5;

/**
 * The CRTM code of a product stop, as CRTM's own feeds write it (packages/gtfs reads par_<mode>_<number>): an
 * interurban or urban bus stop (`09568`, `8-123`) is `8_09568`, `8_00123` (the CRTM interurban feed puts urban buses'
 * stops under mode 8 too: it has no par_9_ stop), a Metro Ligero stop (`10-1`) is `10_1`. ASSUMPTION: GetStopTimes
 * takes these codes (UPSTREAMS.md says "a stop code"); undefined for the stops CRTM is not asked about (EMT, Metro,
 * Cercanías have their own sources).
 */
export function crtmStopCodeOf(stopCode: StopCode): string | undefined {
  const number = stopCodeNumber(stopCode);
  switch (stopTypeOf(stopCode)) {
    case 'interurban':
      return `8_${String(number).padStart(INTERURBAN_CODE_DIGITS, '0')}`;
    case 'lightMetro':
      return `10_${number}`;
    case 'emt':
    case 'metro':
    case 'cercanias':
      return undefined;
  }
}

interface ConnectionKey {
  readonly value: string;
  readonly madeEpochMs: number;
}

/** A SOAP call's answer: the response element, or a refused key (to renew once). */
type CallOutcome =
  { readonly kind: 'response'; readonly response: unknown } | { readonly kind: 'keyRefused' };

/**
 * The CRTM multimodal information adapter (interurban and urban buses, Metro Ligero). It asks GetPublicKey, encrypts
 * the answer into the connectionKey (AES-CBC, zero IV, under the configured private key) and keeps it for
 * `connectionKeyMaxAgeMs`, shared by concurrent calls; a key refused by a call (a SOAP fault naming the key, or HTTP
 * 401/403) is dropped, a fresh one made and the call asked once more; a second refusal is UPSTREAM_AUTH_FAILED.
 * GetStopTimes gives the rows (each `time` an absolute Madrid time); GetIncidentsAffectations, asked beside it for
 * the stop's mode, gives the alerts that name the stop or one of its lines, in Spanish and English. A failed
 * incidents call is told in an issue; the stop times' failure fails the stop.
 */
export function createCrtmAdapter(config: CrtmConfig, deps: AdapterDeps = {}): LiveSourceAdapter {
  const now = deps.now ?? (() => Date.now());
  const { baseUrl, privateKey, soapNamespace } = config;
  const isConfigured = baseUrl !== undefined && privateKey !== undefined;
  let key: ConnectionKey | undefined;
  let keyInFlight: Promise<ConnectionKey> | undefined;

  /** Posts one envelope; a SOAP fault comes back as a fault, HTTP 500 included (SOAP 1.1 faults come with it). */
  async function post(
    operation: CrtmOperation,
    parameters: Readonly<Record<string, string>>,
    connectionKey: string | undefined,
    signal: AbortSignal,
  ) {
    const answer = await fetchUpstream({
      source: SOURCE,
      url: baseUrl ?? '',
      method: 'POST',
      headers: { SOAPAction: `"${soapNamespace}${operation}"`, accept: 'text/xml' },
      textBody: {
        contentType: 'text/xml; charset=utf-8',
        text: soapEnvelope(soapNamespace, operation, parameters, connectionKey),
      },
      readBodyOfStatuses: [500],
      signal,
    });
    const text = new TextDecoder().decode(answer.bytes);
    if (answer.status >= 300) {
      let outcome;
      try {
        outcome = readSoapEnvelope(text, operation);
      } catch {
        outcome = undefined;
      }
      if (outcome?.kind !== 'fault') {
        throw new RealtimeError('UPSTREAM_HTTP_ERROR', `crtm: ${operation} answered HTTP ${answer.status}.`, {
          source: SOURCE,
          httpStatus: answer.status,
        });
      }
      return outcome;
    }
    return readSoapEnvelope(text, operation);
  }

  async function makeKey(): Promise<ConnectionKey> {
    const outcome = await post('GetPublicKey', {}, undefined, AbortSignal.timeout(config.timeoutMs));
    if (outcome.kind === 'fault') {
      throw new RealtimeError(
        isKeyFault(outcome.message) ? 'UPSTREAM_AUTH_FAILED' : 'UPSTREAM_HTTP_ERROR',
        `crtm: GetPublicKey failed (${outcome.code} ${outcome.message}).`,
        { source: SOURCE },
      );
    }
    const publicKey = parsePayload(
      publicKeyResultSchema,
      findKey(outcome.response, 'GetPublicKeyResult', 0) ?? outcome.response,
      SOURCE,
      "GetPublicKey's result",
    );
    return {
      value: connectionKeyOf(publicKey, privateKey ?? '', config.connectionKeyEncoding),
      madeEpochMs: now(),
    };
  }

  function currentKey(): Promise<ConnectionKey> {
    if (key && now() - key.madeEpochMs < config.connectionKeyMaxAgeMs) return Promise.resolve(key);
    keyInFlight ??= makeKey()
      .then((fresh) => {
        key = fresh;
        return fresh;
      })
      .finally(() => {
        keyInFlight = undefined;
      });
    return keyInFlight;
  }

  async function callOnce(
    operation: CrtmOperation,
    parameters: Readonly<Record<string, string>>,
    used: ConnectionKey,
    signal: AbortSignal,
  ): Promise<CallOutcome> {
    let outcome;
    try {
      outcome = await post(operation, parameters, used.value, signal);
    } catch (error) {
      if (error instanceof RealtimeError && error.code === 'UPSTREAM_AUTH_FAILED')
        return { kind: 'keyRefused' };
      throw error;
    }
    if (outcome.kind === 'response') return outcome;
    if (isKeyFault(outcome.message)) return { kind: 'keyRefused' };
    throw new RealtimeError(
      /stop|parada/i.test(outcome.message) ? 'UPSTREAM_STOP_UNKNOWN' : 'UPSTREAM_HTTP_ERROR',
      `crtm: ${operation} failed (${outcome.code} ${outcome.message}).`,
      { source: SOURCE },
    );
  }

  /** One authenticated call: a refused key is renewed once. */
  async function call(
    operation: CrtmOperation,
    parameters: Readonly<Record<string, string>>,
    signal: AbortSignal,
  ): Promise<unknown> {
    const first = await currentKey();
    let outcome = await callOnce(operation, parameters, first, signal);
    if (outcome.kind === 'keyRefused') {
      if (key === first) key = undefined;
      outcome = await callOnce(operation, parameters, await currentKey(), signal);
      if (outcome.kind === 'keyRefused') {
        throw new RealtimeError(
          'UPSTREAM_AUTH_FAILED',
          `crtm: the connectionKey was refused again after a fresh one.`,
          {
            source: SOURCE,
          },
        );
      }
    }
    return outcome.response;
  }

  async function stopTimes(query: LiveQuery, crtmCode: string, signal: AbortSignal) {
    const response = await call('GetStopTimes', { codStop: crtmCode }, signal);
    const times = findKey(response, 'times');
    if (times === undefined) {
      throw new RealtimeError('UPSTREAM_PAYLOAD_INVALID', 'crtm: the GetStopTimes answer has no times.', {
        source: SOURCE,
      });
    }
    const items = parsePayload(xmlList, times, SOURCE, "GetStopTimes' times");
    if (items.length === 0) return { rows: [], issues: [] };
    return parseRows(stopTimeSchema, items, SOURCE, `times at stop ${crtmCode}`);
  }

  async function incidents(mode: string, signal: AbortSignal) {
    const response = await call('GetIncidentsAffectations', { codMode: mode }, signal);
    const list = findKey(response, 'GetIncidentsAffectationsResult') ?? response;
    const items = parsePayload(xmlList, list, SOURCE, "GetIncidentsAffectations' answer");
    if (items.length === 0) return { rows: [] as CrtmIncident[], issues: [] };
    return parseRows(incidentSchema, items, SOURCE, 'incidents');
  }

  /**
   * An incident as an alert. Its line is named as the rows name it (the `shortDescription` of a time with the same
   * codLine: `450`), so the merge matches both alike; CRTM's codLine (`8__999___`) for a line with no time here.
   */
  function alertOf(incident: CrtmIncident, lineNames: ReadonlyMap<string, string>): LiveAlert {
    return {
      source: SOURCE,
      id: undefined,
      texts: [
        { language: 'es', title: incident.description, description: undefined },
        ...(incident.eng_description === undefined
          ? []
          : [{ language: 'en', title: incident.eng_description, description: undefined }]),
      ],
      periods: [],
      lineNumbers:
        incident.codLine === undefined ? [] : [lineNames.get(incident.codLine) ?? incident.codLine],
      tripIds: [],
    };
  }

  return {
    id: SOURCE,
    isConfigured,
    servesStop: (stopCode) => crtmStopCodeOf(stopCode) !== undefined,
    async fetchDepartures(query, signal) {
      if (!isConfigured) {
        throw new RealtimeError('UPSTREAM_NOT_CONFIGURED', 'crtm: no base URL or private key.', {
          source: SOURCE,
        });
      }
      const crtmCode = crtmStopCodeOf(query.stopCode);
      if (crtmCode === undefined) {
        throw new RealtimeError(
          'UPSTREAM_STOP_NOT_SERVED',
          `crtm: CRTM is not asked about stop ${query.stopCode}.`,
          {
            source: SOURCE,
          },
        );
      }
      const mode = crtmCode.slice(0, crtmCode.indexOf('_'));
      // The incidents are asked beside the times; once the times are in, they get INCIDENTS_GRACE_MS more, then
      // are cut off and told in an issue: the rows never wait on the alerts, and a failure of the times is not
      // hidden behind a hanging incidents call.
      const cutIncidents = new AbortController();
      const alertsPending: Promise<PromiseSettledResult<Awaited<ReturnType<typeof incidents>>> | undefined> =
        query.withAlerts === false
          ? Promise.resolve(undefined)
          : incidents(mode, AbortSignal.any([signal, cutIncidents.signal])).then(
              (value) => ({ status: 'fulfilled', value }),
              (reason: unknown) => ({ status: 'rejected', reason }),
            );
      let times;
      try {
        times = { value: await stopTimes(query, crtmCode, signal) };
      } catch (error) {
        cutIncidents.abort();
        throw error;
      }
      const grace = setTimeout(() => cutIncidents.abort(), INCIDENTS_GRACE_MS);
      const alerts = await alertsPending.finally(() => clearTimeout(grace));
      const issues: LiveIssue[] = [...times.value.issues];
      const departures = times.value.rows.map((row): LiveDeparture => ({
        source: SOURCE,
        stopCode: query.stopCode,
        upstreamStopId: crtmCode,
        lineNumber: row.line.shortDescription ?? row.line.codLine,
        destination: row.destination,
        directionId: undefined,
        platform: undefined,
        distanceM: undefined,
        tripId: undefined,
        delaySec: undefined,
        dataEpochMs: undefined,
        isEstimate: true,
        predictedEpochMs: row.time,
      }));
      const lineNames = new Map(
        times.value.rows.map((row) => [row.line.codLine, row.line.shortDescription ?? row.line.codLine]),
      );
      let liveAlerts: LiveAlert[] = [];
      if (alerts?.status === 'rejected') {
        issues.push({
          code: 'UPSTREAM_PART_FAILED',
          message: `crtm: GetIncidentsAffectations failed: ${String(alerts.reason)}`,
        });
      } else if (alerts?.value) {
        issues.push(...alerts.value.issues);
        liveAlerts = alerts.value.rows
          .filter(
            (incident) =>
              incident.stopsAffectated.includes(crtmCode) ||
              (incident.codLine !== undefined && lineNames.has(incident.codLine)) ||
              (incident.codLine === undefined && incident.stopsAffectated.length === 0),
          )
          .map((incident) => alertOf(incident, lineNames));
      }
      return finishAnswer({
        source: SOURCE,
        stopCode: query.stopCode,
        departures,
        alerts: liveAlerts,
        fetchedEpochMs: now(),
        issues,
      });
    },
  };
}
