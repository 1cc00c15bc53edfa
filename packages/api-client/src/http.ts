import {
  type ApiRoute,
  errorSchema,
  type ErrorAnswer,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  routePath,
  routeQuery,
} from '@transit/api-contract';
import { PARSE_ONCE } from '@transit/core';
import type { z } from 'zod';
import { ApiError } from './errors';
import { anySignal, timeoutSignal } from './signals';

export interface ApiClientOptions {
  /**
   * The city's API base (its city.ts `apiBase`): an absolute URL, or a path on the page's origin such as
   * '/api/madrid'. A trailing slash is ignored.
   */
  readonly baseUrl: string;
  /** The fetch to call; the global one by default. Tests pass a fake. */
  readonly fetch?: typeof fetch;
  /** The clock, epoch milliseconds; Date.now by default. */
  readonly now?: () => number;
}

/** What every call accepts. */
export interface CallOptions {
  /**
   * Aborts the call (it then fails with ABORTED); TanStack Query passes one that fires when a query is cancelled.
   * It is also the call's wait: calls of one URL under one signal share one timeout (see `Http.call`).
   */
  readonly signal?: AbortSignal;
}

/** One call whose JSON answer is parsed with `schema`: a GET, or a PUT or POST with a JSON body. */
export interface JsonRequest<Schema extends z.ZodType> {
  /** GET by default. */
  readonly method?: 'GET' | 'PUT' | 'POST';
  /** Headers beyond Accept (and Content-Type, set for a body): the account calls' Authorization. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The JSON body of a PUT or POST. */
  readonly body?: unknown;
  /** The path under the base, starting with '/', its segments already URI-encoded. */
  readonly path: string;
  /** Query parameters; undefined ones are left out. */
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  /** How long the whole call (answer and body) may take, milliseconds. */
  readonly timeoutMs: number;
  readonly schema: Schema;
  readonly signal?: AbortSignal | undefined;
}

/** One call of a route of the contract's table: its path parameters, its query and a signal. */
export interface RouteCall<Route extends ApiRoute> {
  readonly params: RouteParams<Route>;
  readonly query?: RouteQuery<Route>;
  readonly signal?: AbortSignal | undefined;
}

/**
 * The transport every resource module uses: GET with timeouts, coded errors and schema parsing. Its only call takes
 * a route of the contract's table, so no module writes a path, a timeout or a schema of its own.
 */
export interface Http {
  /**
   * Calls a route of the contract's table: its URL from the route's path, its timeout, and its answer parsed with
   * the route's response schema. The timeout is the rider's whole wait, not each attempt's: calls of one URL under
   * one signal share it. TanStack Query gives a query's retries the signal of its first attempt, so a query that
   * retries after a quick failure waits at most the spec's timeout in all (stop info 20 s, not 4 × 20 s), and a
   * retry with no time left fails at once with TIMEOUT.
   */
  call<Route extends ApiRoute>(route: Route, call: RouteCall<Route>): Promise<RouteResponse<Route>>;
  /**
   * Any call outside the route table (the account calls, which carry a token and a body), with the same timeouts,
   * coded errors and parsing.
   */
  request<Schema extends z.ZodType>(request: JsonRequest<Schema>): Promise<z.output<Schema>>;
  /** The client's clock, epoch milliseconds. */
  now(): number;
  /** The full URL of a path under the base (for error messages). */
  urlFor(path: string): string;
}

/** At most this many schema issues go into a RESPONSE_INVALID message: enough to find the field, short enough to log. */
const MAX_REPORTED_ISSUES = 3;

/** The part of `navigator` read here; absent in Node (tests, the server's own checks), so reached through globalThis. */
interface OnlineStatus {
  readonly navigator?: { readonly onLine?: boolean };
}

/** Whether the device says it has no network. Only `false` is trusted: `true` means a network exists, not a route. */
function isDeviceOffline(): boolean {
  return (globalThis as OnlineStatus).navigator?.onLine === false;
}

function buildUrl(baseUrl: string, path: string, query: JsonRequest<z.ZodType>['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search === '' ? '' : `?${search}`}`;
}

/** The server's `{ code, message }` in an error answer's body, if that is what it is. */
function serverErrorOf(body: string): ErrorAnswer | undefined {
  try {
    const parsed = errorSchema.safeParse(JSON.parse(body), PARSE_ONCE);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function describeIssues(error: z.ZodError): string {
  const issues = error.issues
    .slice(0, MAX_REPORTED_ISSUES)
    .map((issue) => `${issue.path.map(String).join('.') || 'value'}: ${issue.message}`);
  const more = error.issues.length - MAX_REPORTED_ISSUES;
  return `${issues.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

/** When each wait ends (epoch ms), by the signal it runs under and the URL it calls. */
type WaitEnds = WeakMap<AbortSignal, Map<string, number>>;

/** The transport behind one client. */
export function createHttp(options: ApiClientOptions): Http {
  // Looked up at call time, and called as a plain function: browsers reject fetch called as a method of another object.
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const waitEnds: WaitEnds = new WeakMap();
  // The waits run on the device's clock itself, not on `now`, which a caller may set to estimate the server's clock.
  const waitClock = () => Date.now();

  /** When the wait of a call of `url` ends: `timeoutMs` from its first call under `signal`, or from now. */
  function waitEnd(url: string, timeoutMs: number, signal: AbortSignal | undefined): number {
    const end = waitClock() + timeoutMs;
    if (!signal) return end;
    const ends = waitEnds.get(signal) ?? new Map<string, number>();
    waitEnds.set(signal, ends);
    const started = ends.get(url);
    if (started !== undefined) return started;
    ends.set(url, end);
    return end;
  }

  /** A failure before the whole body arrived, told apart by which signal fired (if any). */
  function transportError(
    url: string,
    timeoutMs: number,
    timeLeftMs: number,
    signal: AbortSignal,
    timeout: AbortSignal,
    cause: unknown,
  ): ApiError {
    if (signal.aborted) {
      return signal.reason === timeout.reason
        ? new ApiError('TIMEOUT', `${url} gave no complete answer within ${timeoutMs} ms.`, {
            url,
            cause,
            timeLeftMs: 0,
          })
        : new ApiError('ABORTED', `The call to ${url} was aborted.`, { url, cause, timeLeftMs });
    }
    return new ApiError('OFFLINE', `${url} could not be reached: no network, or the server is unreachable.`, {
      url,
      cause,
      timeLeftMs,
    });
  }

  async function getJson<Schema extends z.ZodType>(request: JsonRequest<Schema>): Promise<z.output<Schema>> {
    const url = buildUrl(options.baseUrl, request.path, request.query);
    if (request.signal?.aborted) {
      throw new ApiError('ABORTED', `The call to ${url} was aborted before it started.`, {
        url,
        cause: request.signal.reason,
      });
    }
    if (isDeviceOffline()) {
      // No request: it could only wait for its timeout, while the query layer pauses until the device is back online.
      throw new ApiError('OFFLINE', `The device is offline; ${url} was not called.`, { url });
    }
    const endsAt = waitEnd(url, request.timeoutMs, request.signal);
    const timeLeft = () => Math.max(0, endsAt - waitClock());
    const leftMs = timeLeft();
    if (leftMs === 0) {
      throw new ApiError('TIMEOUT', `${url} gave no complete answer within ${request.timeoutMs} ms.`, {
        url,
        timeLeftMs: 0,
      });
    }
    const timeout = timeoutSignal(leftMs);
    const signal = request.signal ? anySignal([request.signal, timeout]) : timeout;

    let status: number;
    let isOk: boolean;
    let body: string;
    try {
      // A GET sends only the Accept header, a CORS-safelisted one, so a cross-origin API needs no preflight round trip.
      const hasBody = request.body !== undefined;
      const response = await fetchFn(url, {
        method: request.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(hasBody && { 'content-type': 'application/json' }),
          ...request.headers,
        },
        ...(hasBody && { body: JSON.stringify(request.body) }),
        signal,
      });
      status = response.status;
      isOk = response.ok;
      // The body is read under the same signal, so a stalled download times out like a stalled answer.
      body = await response.text();
    } catch (error) {
      throw transportError(url, request.timeoutMs, timeLeft(), signal, timeout, error);
    }

    if (!isOk) {
      const serverError = serverErrorOf(body);
      const detail = serverError ? `: ${serverError.code} | ${serverError.message}` : '.';
      throw new ApiError('HTTP_ERROR', `${url} answered HTTP ${status}${detail}`, {
        url,
        status,
        serverError,
        timeLeftMs: timeLeft(),
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      throw new ApiError('RESPONSE_INVALID', `${url} answered HTTP ${status} with a body that is not JSON.`, {
        url,
        status,
        cause: error,
        timeLeftMs: timeLeft(),
      });
    }
    const parsed = request.schema.safeParse(json, PARSE_ONCE);
    if (!parsed.success) {
      throw new ApiError(
        'RESPONSE_INVALID',
        `${url} answered a shape the client does not know: ${describeIssues(parsed.error)}.`,
        { url, status, cause: parsed.error, timeLeftMs: timeLeft() },
      );
    }
    return parsed.data;
  }

  function call<Route extends ApiRoute>(
    route: Route,
    request: RouteCall<Route>,
  ): Promise<RouteResponse<Route>> {
    return getJson<Route['response']>({
      path: routePath(route, request.params),
      query: request.query === undefined ? undefined : routeQuery(route, request.query),
      timeoutMs: route.timeoutMs,
      schema: route.response,
      signal: request.signal,
    });
  }

  return { call, request: getJson, now, urlFor: (path) => buildUrl(options.baseUrl, path, undefined) };
}
