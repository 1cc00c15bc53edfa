import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { adifSignature } from '../cercanias/adifSigning';
import { connectionKeyOf } from '../crtm/crtmSoap';

/** The package's fixtures folder: the recordings and the constructed answers (fixtures/SOURCES.md). */
export const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../fixtures');

/** The MTA GTFS-realtime recordings the server replays at /mta/<name>. */
export const MTA_RECORDINGS = ['a_division', 'b_division', '2_delay', '2_train_with_0_shape'] as const;
export type MtaRecording = (typeof MTA_RECORDINGS)[number];

/** The EMT keys the fixture server's login accepts unless told others. */
export const FIXTURE_EMT_KEYS = { clientId: 'fixture-client-id', passKey: 'fixture-pass-key' } as const;

/** The CRTM private key the fixture server expects the connectionKey to be made with (16 bytes: AES-128). */
export const FIXTURE_CRTM_PRIVATE_KEY = 'fixture-crtm-key';

/** The ADIF keys the fixture server verifies signatures with. */
export const FIXTURE_ADIF_KEYS = {
  accessKey: 'fixture-adif-access',
  secretKey: 'fixture-adif-secret',
} as const;

/** The Renfe origin → destination pair the server has a recording for (Bilbao network, 2025-10-23). */
export const RENFE_RECORDED_PAIR = { origen: '13118', destino: '13200' } as const;

/** The upstream calls the server answers. */
export type FixtureRoute =
  | 'emt.login'
  | 'emt.arrivals'
  | 'metro.teleindicadores'
  | 'crtm.publicKey'
  | 'crtm.stopTimes'
  | 'crtm.incidents'
  | 'adif.departures'
  | 'renfe.horarios'
  | 'mta.feed';

/**
 * What to do to one request instead of (or to) its usual answer:
 * - `hang`: accept it and never answer (until the server closes);
 * - `slow`: the usual answer after `delayMs` (the spec's 60 s upstream: tests pass a long delay and a short timeout);
 * - `status`: that HTTP status with a short text body;
 * - `htmlError`: an HTML error page (status 502 unless given), as a proxy in front of the upstream sends;
 * - `garbage`: 2 KiB of bytes that are neither JSON nor protobuf, with the route's usual content type, status 200;
 * - `truncated`: the first half of the usual body, then the connection is cut;
 * - `partial`: the first half of the usual body as if it were the whole answer;
 * - `reset`: the connection is destroyed before any answer;
 * - `expiredToken`: EMT's recorded invalid-token answer (code 80, HTTP 200), or HTTP 401/403; on CRTM's routes the
 *   constructed SOAP fault about the connectionKey (HTTP 500), on ADIF's HTTP 401, unless `as` says otherwise;
 * - `rateLimited`: EMT's recorded use-limit answer (code 98, HTTP 200), or HTTP 429 with Retry-After (the only form
 *   on the other routes);
 * - `fixture`: another fixture file (path under the fixtures folder), e.g. a constructed answer;
 * - `reply`: any status, content type and body (partial data a test builds).
 */
export type Fault =
  | { readonly kind: 'hang' }
  | { readonly kind: 'slow'; readonly delayMs: number }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'htmlError'; readonly status?: number }
  | { readonly kind: 'garbage' }
  | { readonly kind: 'truncated' }
  | { readonly kind: 'partial' }
  | { readonly kind: 'reset' }
  | { readonly kind: 'expiredToken'; readonly as?: 'emtCode' | 'http401' | 'http403' }
  | { readonly kind: 'rateLimited'; readonly as?: 'emtCode' | 'http429' }
  | { readonly kind: 'fixture'; readonly file: string; readonly status?: number }
  | {
      readonly kind: 'reply';
      readonly status?: number;
      readonly contentType?: string;
      readonly body: string | Uint8Array;
    };

/** The faults that answer (the others act on the connection: hang, slow, reset, truncated). */
type ReplyFault = Exclude<Fault, { readonly kind: 'hang' | 'slow' | 'reset' | 'truncated' }>;

/** One request the server received, for tests to check what an adapter sent. */
export interface RecordedRequest {
  readonly route: FixtureRoute | undefined;
  readonly method: string;
  /** The path and query, as sent. */
  readonly url: string;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** The fault it met, if any. */
  readonly fault: Fault['kind'] | undefined;
}

export interface FixtureServerOptions {
  /** Where the fixtures are; the package's own folder by default. */
  readonly fixturesDir?: string;
  /** The EMT keys the login accepts (FIXTURE_EMT_KEYS by default). */
  readonly emtKeys?: { readonly clientId: string; readonly passKey: string };
  /** The CRTM private key the connectionKey must be made with (FIXTURE_CRTM_PRIVATE_KEY by default). */
  readonly crtmPrivateKey?: string;
  /** The ADIF keys signatures are verified with (FIXTURE_ADIF_KEYS by default). */
  readonly adifKeys?: { readonly accessKey: string; readonly secretKey: string };
  /** The port to listen on (a free one by default). */
  readonly port?: number;
  /**
   * What every request meets when no injected fault is waiting for its route: `{ kind: 'slow', delayMs: 200 }` is an
   * upstream that takes 200 ms, `{ kind: 'status', status: 500 }` one that always fails (benchmarks). None by default.
   */
  readonly everyRequest?: Fault;
  /**
   * Replays the answers as if they were made at this clock's moment (a browser test or a benchmark against a server
   * on the real clock): EMT's `datetime` and Metro's `fechaHoraEmisionPrevision` become now, and ADIF's planned times
   * move so that the first is three minutes from now, keeping their spacing. The rows stay the recorded (or
   * constructed) ones; only their moment moves. Absent: answers are replayed as recorded.
   */
  readonly replayAt?: () => number;
}

/** `2025-03-12T08:29:30` in Madrid's local time, and its UTC offset (`+01:00`). */
function madridLocal(epochMs: number): { readonly local: string; readonly offset: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(epochMs)
      .map((part) => [part.type, part.value]),
  );
  const offset = (parts['timeZoneName'] ?? 'GMT').replace('GMT', '') || '+00:00';
  return {
    local: `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}:${parts['second']}`,
    offset,
  };
}

/** An answer's body replayed at `nowMs` (FixtureServerOptions.replayAt). */
export function replayedAt(route: FixtureRoute, body: Uint8Array, nowMs: number): Uint8Array {
  const text = new TextDecoder().decode(body);
  const { local, offset } = madridLocal(nowMs);
  let shifted: string;
  if (route === 'emt.arrivals') {
    shifted = text.replace(/"datetime":\s*"[^"]*"/g, `"datetime": "${local}.000000"`);
  } else if (route === 'metro.teleindicadores') {
    shifted = text.replace(
      /"fechaHoraEmisionPrevision":\s*"[^"]*"/g,
      `"fechaHoraEmisionPrevision": "${local}${offset}"`,
    );
  } else if (route === 'adif.departures') {
    const planned = [...text.matchAll(/"plannedTime":\s*(\d{13})/g)].map((match) => Number(match[1]));
    if (planned.length === 0) return body;
    const delta = nowMs + 3 * 60_000 - Math.min(...planned);
    shifted = text.replace(
      /"plannedTime":\s*(\d{13})/g,
      (_, value: string) => `"plannedTime": ${Number(value) + delta}`,
    );
  } else {
    return body;
  }
  return new TextEncoder().encode(shifted);
}

/** A running fixture server on 127.0.0.1 and a free port. */
export interface FixtureServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** The EMT MobilityLabs base URL to configure (`<origin>/emt`). */
  readonly emtBaseUrl: string;
  /** The Metro teleindicadores base URL to configure (`<origin>/metro`). */
  readonly metroBaseUrl: string;
  /** The CRTM SOAP endpoint to configure (`<origin>/crtm/`). */
  readonly crtmBaseUrl: string;
  /** The ADIF circulation base URL to configure (`<origin>/adif/circulationpaths`). */
  readonly adifBaseUrl: string;
  /** The Renfe timetable service base URL to configure (`<origin>/renfe`). */
  readonly renfeBaseUrl: string;
  /** The URL of one MTA recording (`<origin>/mta/<name>`). */
  mtaFeedUrl(recording: MtaRecording): string;
  /** The next `times` requests to `route` (1 by default) meet `fault`, in the order faults were injected. */
  inject(route: FixtureRoute, fault: Fault, times?: number): void;
  /** Drops every fault not yet met (a test that ended early leaves none for the next). */
  clearFaults(): void;
  /** Forgets every EMT token it issued: the next arrivals call is answered with EMT's invalid-token code. */
  expireEmtTokens(): void;
  /** Every request received so far, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** The requests received for one route. */
  requestsTo(route: FixtureRoute): RecordedRequest[];
  /** Closes the server: hanging and slow requests are cut, pending timers cleared. */
  close(): Promise<void>;
}

/**
 * The environment that points an API process at the fixture server's Madrid sources (EMT, Metro, CRTM, ADIF and Renfe),
 * with the fixture keys: what `pnpm fixtures` prints, and what the browser tests start their server with.
 */
export function madridLiveEnv(server: FixtureServer): Record<string, string> {
  return {
    EMT_BASE_URL: server.emtBaseUrl,
    EMT_CLIENT_ID: FIXTURE_EMT_KEYS.clientId,
    EMT_PASS_KEY: FIXTURE_EMT_KEYS.passKey,
    METRO_BASE_URL: server.metroBaseUrl,
    CRTM_BASE_URL: server.crtmBaseUrl,
    CRTM_PRIVATE_KEY: FIXTURE_CRTM_PRIVATE_KEY,
    ADIF_BASE_URL: server.adifBaseUrl,
    ADIF_ACCESS_KEY: FIXTURE_ADIF_KEYS.accessKey,
    ADIF_SECRET_KEY: FIXTURE_ADIF_KEYS.secretKey,
    RENFE_BASE_URL: server.renfeBaseUrl,
  };
}

/** A reply before faults: status, content type and body. */
interface Reply {
  readonly status: number;
  readonly contentType: string;
  readonly body: Uint8Array;
  readonly headers?: Readonly<Record<string, string>>;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const PROTOBUF_TYPE = 'application/octet-stream';
const XML_TYPE = 'text/xml; charset=utf-8';
/** Renfe's servlet declares Latin-1 (the recording's text is ASCII, so its bytes read the same either way). */
const RENFE_JSON_TYPE = 'application/json;charset=ISO-8859-1';
const CRTM_KEY_FAULT = 'constructed/crtm/Fault-connectionKey.constructed.xml';

const HTML_ERROR_PAGE =
  '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>\n<body><center><h1>502 Bad Gateway</h1></center>' +
  '<hr><center>nginx</center></body></html>\n';

/** 2 KiB that parse as neither JSON nor a protobuf message, the same on every run. */
function garbageBytes(): Uint8Array {
  const bytes = new Uint8Array(2048);
  let state = 0x2545f491;
  for (let i = 0; i < bytes.length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  // A leading 0xff is no JSON and an invalid protobuf tag (field 31, wire type 7).
  bytes[0] = 0xff;
  return bytes;
}

/** The text of the first `<name>` element of a SOAP body ('' when none). */
const xmlElement = (body: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</`).exec(body)?.[1]?.trim() ?? '';

/** A JSON body's text fields ('' for any other value), or {} when it is not a JSON object. */
function jsonTexts(body: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(body);
    if (value === null || typeof value !== 'object') return {};
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [name, typeof field === 'string' ? field : '']),
    );
  } catch {
    return {};
  }
}

function routeOf(
  method: string,
  pathname: string,
  body: string,
): { route: FixtureRoute; param: string } | undefined {
  if (method === 'POST' && /^\/crtm\/?$/.test(pathname)) {
    const operation = /<(?:\w+:)?(GetPublicKey|GetStopTimes|GetIncidentsAffectations)\b/.exec(body)?.[1];
    if (operation === 'GetPublicKey') return { route: 'crtm.publicKey', param: '' };
    if (operation === 'GetStopTimes') return { route: 'crtm.stopTimes', param: xmlElement(body, 'codStop') };
    if (operation === 'GetIncidentsAffectations') {
      return { route: 'crtm.incidents', param: xmlElement(body, 'codMode') };
    }
    return undefined;
  }
  if (method === 'POST' && pathname === '/adif/circulationpaths/departures/traffictype/') {
    return { route: 'adif.departures', param: jsonTexts(body)['stationCode'] ?? '' };
  }
  if (method === 'POST' && pathname === '/renfe/cer/HorariosServlet') {
    const request = jsonTexts(body);
    return {
      route: 'renfe.horarios',
      param: `${request['origen'] ?? ''}-${request['destino'] ?? ''}`,
    };
  }
  if (method === 'GET' && pathname === '/emt/v1/mobilitylabs/user/login/')
    return { route: 'emt.login', param: '' };
  const arrivals = /^\/emt\/v2\/transport\/busemtmad\/stops\/([^/]+)\/arrives\/$/.exec(pathname);
  if (method === 'POST' && arrivals?.[1])
    return { route: 'emt.arrivals', param: decodeURIComponent(arrivals[1]) };
  const display = /^\/metro\/servicios\/rest\/teleindicadores\/([^/]+)$/.exec(pathname);
  if (method === 'GET' && display?.[1]) {
    return { route: 'metro.teleindicadores', param: decodeURIComponent(display[1]) };
  }
  const feed = /^\/mta\/([^/]+)$/.exec(pathname);
  if (method === 'GET' && feed?.[1]) return { route: 'mta.feed', param: decodeURIComponent(feed[1]) };
  return undefined;
}

/**
 * Starts a real HTTP server on 127.0.0.1 (a free port) that answers as EMT MobilityLabs, Metro's teleindicadores and
 * the MTA feeds would, from the recordings in the fixtures folder (and, for Metro, the constructed answers: there is
 * no public recording), and injects faults per request. EMT's login checks X-ClientId and passKey (answering the
 * recorded invalid-user and invalid-password codes), issues the token of LOGIN_OK.json (EMT's documentation example),
 * and the arrivals call checks that token: stop 72 answers its recording, any other stop the recorded "stop not
 * available". For the API's and the browser's tests as much as this package's (`@transit/realtime/testing`).
 */
export async function startFixtureServer(options: FixtureServerOptions = {}): Promise<FixtureServer> {
  const fixturesDir = path.resolve(options.fixturesDir ?? FIXTURES_DIR);
  const keys = options.emtKeys ?? FIXTURE_EMT_KEYS;
  const crtmPrivateKey = options.crtmPrivateKey ?? FIXTURE_CRTM_PRIVATE_KEY;
  const adifKeys = options.adifKeys ?? FIXTURE_ADIF_KEYS;
  const faults = new Map<FixtureRoute, Fault[]>();
  const requests: RecordedRequest[] = [];
  const validTokens = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();

  const fixture = async (file: string): Promise<Uint8Array | undefined> => {
    const resolved = path.resolve(fixturesDir, file);
    if (!resolved.startsWith(fixturesDir + path.sep)) return undefined;
    try {
      return await readFile(resolved);
    } catch {
      return undefined;
    }
  };
  const jsonFixture = async (file: string, status = 200): Promise<Reply> => {
    const body = await fixture(file);
    if (!body) throw new Error(`The fixture ${file} is missing from ${fixturesDir}.`);
    return { status, contentType: JSON_TYPE, body };
  };
  const xmlFixture = async (file: string, status = 200): Promise<Reply> => ({
    ...(await jsonFixture(file, status)),
    contentType: XML_TYPE,
  });
  /** Whether a CRTM call carries the connectionKey made from the fixture's public key with the expected private key. */
  const crtmKeyIsValid = async (body: string): Promise<boolean> => {
    const envelope = new TextDecoder().decode(await fixture('constructed/crtm/GetPublicKey.constructed.xml'));
    const publicKey = xmlElement(envelope, 'GetPublicKeyResult');
    const sent = xmlElement(body, 'connectionKey');
    return ['base64', 'hex'].some(
      (encoding) => sent === connectionKeyOf(publicKey, crtmPrivateKey, encoding as 'base64' | 'hex'),
    );
  };
  /** Whether an ADIF request is signed with the expected keys (adifSigning.ts's scheme). */
  const adifSignatureIsValid = (request: RecordedRequest, pathname: string): boolean => {
    const match = /^HMAC-SHA256 Credential=([^/]+)\/[^,]+,SignedHeaders=[^,]+,Signature=([0-9a-f]{64})$/.exec(
      request.headers['authorization'] ?? '',
    );
    if (!match || match[1] !== adifKeys.accessKey) return false;
    const { signature } = adifSignature({
      accessKey: adifKeys.accessKey,
      secretKey: adifKeys.secretKey,
      client: request.headers['x-elcano-client'] ?? '',
      userId: request.headers['x-elcano-userid'] ?? '',
      host: request.headers['host'] ?? '',
      method: request.method,
      path: pathname,
      body: request.body,
      dateTime: request.headers['x-elcano-date'] ?? '',
    });
    return signature === match[2];
  };
  const text = (status: number, message: string): Reply => ({
    status,
    contentType: 'text/plain; charset=utf-8',
    body: new TextEncoder().encode(message),
  });

  async function usualReply(route: FixtureRoute, param: string, request: RecordedRequest): Promise<Reply> {
    const reply = await recordedReply(route, param, request);
    const { replayAt } = options;
    return replayAt && reply.status === 200
      ? { ...reply, body: replayedAt(route, reply.body, replayAt()) }
      : reply;
  }

  async function recordedReply(route: FixtureRoute, param: string, request: RecordedRequest): Promise<Reply> {
    switch (route) {
      case 'crtm.publicKey':
        return xmlFixture('constructed/crtm/GetPublicKey.constructed.xml');
      case 'crtm.stopTimes': {
        if (!(await crtmKeyIsValid(request.body))) return xmlFixture(CRTM_KEY_FAULT, 500);
        const body = await fixture(`constructed/crtm/GetStopTimes-${param}.constructed.xml`);
        return body ? { status: 200, contentType: XML_TYPE, body } : text(404, `No stop ${param}.`);
      }
      case 'crtm.incidents':
        if (!(await crtmKeyIsValid(request.body))) return xmlFixture(CRTM_KEY_FAULT, 500);
        return xmlFixture('constructed/crtm/GetIncidentsAffectations.constructed.xml');
      case 'adif.departures': {
        if (!adifSignatureIsValid(request, new URL(request.url, 'http://fixture.invalid').pathname)) {
          return text(401, 'Invalid signature.');
        }
        const body = await fixture(`constructed/adif/departures-${param}.constructed.json`);
        return body ? { status: 200, contentType: JSON_TYPE, body } : text(404, `No station ${param}.`);
      }
      case 'renfe.horarios': {
        if (param !== `${RENFE_RECORDED_PAIR.origen}-${RENFE_RECORDED_PAIR.destino}`) {
          const body = await fixture(`constructed/renfe/horarios-${param}.constructed.json`);
          return body
            ? { status: 200, contentType: RENFE_JSON_TYPE, body }
            : text(404, `No recording for ${param}.`);
        }
        return {
          ...(await jsonFixture('renfe/horarios-servlet-bilbao-20251023.json')),
          contentType: RENFE_JSON_TYPE,
        };
      }
      case 'emt.login': {
        if (request.headers['x-clientid'] !== keys.clientId)
          return jsonFixture('emt/LOGIN_INVALID_USER.json');
        if (request.headers['passkey'] !== keys.passKey)
          return jsonFixture('emt/LOGIN_INVALID_PASSWORD.json');
        const reply = await jsonFixture('emt/LOGIN_OK.json');
        const login = JSON.parse(new TextDecoder().decode(reply.body)) as { data: { accessToken: string }[] };
        for (const entry of login.data) validTokens.add(entry.accessToken);
        return reply;
      }
      case 'emt.arrivals': {
        if (!validTokens.has(request.headers['accesstoken'] ?? '')) {
          return jsonFixture('emt/STOP_ARRIVAL_INVALID_TOKEN.json');
        }
        return jsonFixture(
          param === '72' ? 'emt/STOP_ARRIVAL_OK.json' : 'emt/STOP_ARRIVAL_INVALID_STOP.json',
        );
      }
      case 'metro.teleindicadores': {
        const body = await fixture(`constructed/metro/teleindicadores-${param}.constructed.json`);
        return body ? { status: 200, contentType: JSON_TYPE, body } : text(404, `No display ${param}.`);
      }
      case 'mta.feed': {
        const body = await fixture(`mta/${param}.nyct.gtfsrt`);
        return body ? { status: 200, contentType: PROTOBUF_TYPE, body } : text(404, `No feed ${param}.`);
      }
    }
  }

  /** The reply a fault that answers makes (of the usual one, for some). */
  async function faultyReply(
    route: FixtureRoute,
    fault: ReplyFault,
    usual: () => Promise<Reply>,
  ): Promise<Reply> {
    const isEmt = route.startsWith('emt.');
    switch (fault.kind) {
      case 'status':
        return text(fault.status, `Injected HTTP ${fault.status}.`);
      case 'htmlError':
        return {
          status: fault.status ?? 502,
          contentType: 'text/html; charset=utf-8',
          body: new TextEncoder().encode(HTML_ERROR_PAGE),
        };
      case 'garbage':
        return { ...(await usual()), status: 200, body: garbageBytes() };
      case 'partial': {
        const reply = await usual();
        return { ...reply, body: reply.body.subarray(0, Math.floor(reply.body.length / 2)) };
      }
      case 'expiredToken':
        if (fault.as === 'http401' || fault.as === 'http403') {
          return text(fault.as === 'http401' ? 401 : 403, 'Invalid token.');
        }
        if (route.startsWith('crtm.')) return xmlFixture(CRTM_KEY_FAULT, 500);
        if (!isEmt) return text(401, 'Invalid token.');
        return jsonFixture('emt/STOP_ARRIVAL_INVALID_TOKEN.json');
      case 'rateLimited':
        if (fault.as === 'http429' || !isEmt)
          return { ...text(429, 'Too many requests.'), headers: { 'retry-after': '60' } };
        return jsonFixture('emt/API_LIMIT.json');
      case 'fixture':
        return jsonFixture(fault.file, fault.status);
      case 'reply':
        return {
          status: fault.status ?? 200,
          contentType: fault.contentType ?? JSON_TYPE,
          body: typeof fault.body === 'string' ? new TextEncoder().encode(fault.body) : fault.body,
        };
    }
  }

  function send(response: ServerResponse, reply: Reply): void {
    response.writeHead(reply.status, {
      'content-type': reply.contentType,
      'content-length': String(reply.body.length),
      ...reply.headers,
    });
    response.end(reply.body);
  }

  async function answer(incoming: IncomingMessage, response: ServerResponse, body: string): Promise<void> {
    const url = new URL(incoming.url ?? '/', 'http://fixture.invalid');
    const matched = routeOf(incoming.method ?? 'GET', url.pathname, body);
    const queue = matched ? faults.get(matched.route) : undefined;
    const fault = queue?.shift() ?? (matched ? options.everyRequest : undefined);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const request: RecordedRequest = {
      route: matched?.route,
      method: incoming.method ?? 'GET',
      url: incoming.url ?? '/',
      headers,
      body,
      fault: fault?.kind,
    };
    requests.push(request);
    if (!matched) {
      send(response, text(404, 'Not a fixture route.'));
      return;
    }
    const usual = () => usualReply(matched.route, matched.param, request);
    if (!fault) {
      send(response, await usual());
      return;
    }
    switch (fault.kind) {
      case 'hang':
        return;
      case 'reset':
        incoming.socket.destroy();
        return;
      case 'slow': {
        const reply = await usual();
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(response, reply);
        }, fault.delayMs);
        timers.add(timer);
        return;
      }
      case 'truncated': {
        const reply = await usual();
        response.writeHead(reply.status, {
          'content-type': reply.contentType,
          'content-length': String(reply.body.length),
        });
        response.write(reply.body.subarray(0, Math.floor(reply.body.length / 2)), () => {
          incoming.socket.destroy();
        });
        return;
      }
      case 'status':
      case 'htmlError':
      case 'garbage':
      case 'partial':
      case 'expiredToken':
      case 'rateLimited':
      case 'fixture':
      case 'reply':
        send(response, await faultyReply(matched.route, fault, usual));
        return;
    }
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      answer(incoming, response, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        if (!response.headersSent) send(response, text(500, `Fixture server error: ${String(error)}`));
        else response.destroy();
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    emtBaseUrl: `${origin}/emt`,
    metroBaseUrl: `${origin}/metro`,
    crtmBaseUrl: `${origin}/crtm/`,
    adifBaseUrl: `${origin}/adif/circulationpaths`,
    renfeBaseUrl: `${origin}/renfe`,
    mtaFeedUrl: (recording) => `${origin}/mta/${recording}`,
    inject(route, fault, times = 1) {
      const queue = faults.get(route) ?? [];
      for (let i = 0; i < times; i += 1) queue.push(fault);
      faults.set(route, queue);
    },
    clearFaults() {
      faults.clear();
    },
    expireEmtTokens() {
      validTokens.clear();
    },
    requests,
    requestsTo: (route) => requests.filter((request) => request.route === route),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
