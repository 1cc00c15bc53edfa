import { quoteInput } from '@transit/core';
import { type LiveSourceId, RealtimeError } from './errors';

/** One request to an upstream. */
export interface UpstreamRequest {
  readonly source: LiveSourceId;
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  /** A JSON body for POST (sent as application/json). */
  readonly jsonBody?: unknown;
  /** A text body for POST with its content type (a SOAP envelope); ignored when `jsonBody` is set. */
  readonly textBody?: { readonly contentType: string; readonly text: string };
  /**
   * Failure statuses whose body is still read and returned instead of thrown (SOAP 1.1 sends its faults with HTTP
   * 500): the adapter reads the body and decides. An HTML page is still UPSTREAM_PAYLOAD_INVALID or the status'
   * error.
   */
  readonly readBodyOfStatuses?: readonly number[];
  /** Fires on timeout or when the caller gives up: the request is aborted then. */
  readonly signal: AbortSignal;
}

/** A successful answer's body. */
export interface UpstreamBody {
  readonly status: number;
  /** The answer's content-type header ('' when none). */
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** No live answer is this big (an MTA feed is about 250 KB): a bigger one is refused, not read into memory. */
export const MAX_UPSTREAM_BODY_BYTES = 16 * 1024 * 1024;

/** The error for a request cut off by its signal (the resilience layer says which: timeout or the caller). */
function cutOff(request: UpstreamRequest, cause: unknown): RealtimeError {
  return new RealtimeError(
    'UPSTREAM_TIMEOUT',
    `${request.source}: the request was cut off before its answer.`,
    {
      source: request.source,
      cause,
    },
  );
}

function connectionFailed(request: UpstreamRequest, cause: unknown, when: string): RealtimeError {
  const reason = cause instanceof Error ? (cause.cause instanceof Error ? cause.cause : cause).message : '';
  return new RealtimeError(
    'UPSTREAM_CONNECTION_FAILED',
    `${request.source}: the connection failed ${when}${reason ? ` (${reason})` : ''}.`,
    { source: request.source, cause },
  );
}

/** The HTTP statuses with a meaning of their own; any other failure status is UPSTREAM_HTTP_ERROR. */
function statusError(request: UpstreamRequest, status: number): RealtimeError {
  const options = { source: request.source, httpStatus: status };
  if (status === 401 || status === 403) {
    return new RealtimeError(
      'UPSTREAM_AUTH_FAILED',
      `${request.source}: access refused (HTTP ${status}).`,
      options,
    );
  }
  if (status === 429) {
    return new RealtimeError(
      'UPSTREAM_RATE_LIMITED',
      `${request.source}: the upstream's use limit was reached (HTTP 429).`,
      options,
    );
  }
  return new RealtimeError(
    'UPSTREAM_HTTP_ERROR',
    `${request.source}: the upstream answered HTTP ${status}.`,
    options,
  );
}

async function readCapped(request: UpstreamRequest, response: Response): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_UPSTREAM_BODY_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new RealtimeError(
      'UPSTREAM_PAYLOAD_INVALID',
      `${request.source}: an answer of ${declared} bytes is over the ${MAX_UPSTREAM_BODY_BYTES} bytes a live answer may have.`,
      { source: request.source },
    );
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    // A Response built with no body has none to read.
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      length += part.value.byteLength;
      if (length > MAX_UPSTREAM_BODY_BYTES) {
        await reader?.cancel();
        throw new RealtimeError(
          'UPSTREAM_PAYLOAD_INVALID',
          `${request.source}: the answer ran past the ${MAX_UPSTREAM_BODY_BYTES} bytes a live answer may have.`,
          { source: request.source },
        );
      }
      chunks.push(part.value);
    }
  } catch (error) {
    if (error instanceof RealtimeError) throw error;
    if (request.signal.aborted) throw cutOff(request, error);
    throw connectionFailed(request, error, 'before the whole answer arrived');
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Calls an upstream and reads its whole body. Throws a RealtimeError for every failure: cut off by the signal
 * (UPSTREAM_TIMEOUT, which the resilience layer renames when the caller gave up), no connection or a body cut short
 * (UPSTREAM_CONNECTION_FAILED), 401/403 (UPSTREAM_AUTH_FAILED), 429 (UPSTREAM_RATE_LIMITED), any other failure status
 * (UPSTREAM_HTTP_ERROR), and an HTML page where data was expected (UPSTREAM_PAYLOAD_INVALID).
 */
export async function fetchUpstream(request: UpstreamRequest): Promise<UpstreamBody> {
  const headers: Record<string, string> = { ...request.headers };
  let body: string | null = null;
  if (request.jsonBody !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.jsonBody);
  } else if (request.textBody !== undefined) {
    headers['content-type'] = request.textBody.contentType;
    body = request.textBody.text;
  }
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw cutOff(request, error);
    throw connectionFailed(request, error, 'before an answer');
  }
  const contentType = response.headers.get('content-type') ?? '';
  const isHtml = /^\s*text\/html\b/i.test(contentType);
  if (!response.ok && (isHtml || !(request.readBodyOfStatuses ?? []).includes(response.status))) {
    await response.body?.cancel().catch(() => undefined);
    throw statusError(request, response.status);
  }
  if (isHtml) {
    await response.body?.cancel().catch(() => undefined);
    throw new RealtimeError(
      'UPSTREAM_PAYLOAD_INVALID',
      `${request.source}: the upstream answered an HTML page (HTTP ${response.status}), not its data.`,
      { source: request.source, httpStatus: response.status },
    );
  }
  return { status: response.status, contentType, bytes: await readCapped(request, response) };
}

/** Calls an upstream and reads its body as JSON; a body that is not JSON is UPSTREAM_PAYLOAD_INVALID. */
export async function fetchUpstreamJson(request: UpstreamRequest): Promise<unknown> {
  const { bytes } = await fetchUpstream(request);
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RealtimeError(
      'UPSTREAM_PAYLOAD_INVALID',
      `${request.source}: the answer is not JSON: ${quoteInput(text.trim())}.`,
      { source: request.source, cause: error },
    );
  }
}
