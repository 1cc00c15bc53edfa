import type { Socket } from 'node:net';
import { PARAM_ERROR_CODES } from '@transit/api-contract';
import { quoteInput } from '@transit/core';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiError,
  type ApiErrorCode,
  type ErrorBody,
  frameworkErrorCode,
  INTERNAL_ERROR_MESSAGE,
} from './errors';
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from './securityHeaders';

/** A contract parameter's issue names its error code (STOP_CODE_MALFORMED, …) in the custom issue's params. */
const codedIssueSchema = z.object({ params: z.object({ errorCode: z.enum(PARAM_ERROR_CODES) }) });

/** The first issue that names its own error code, with that code. */
function codedIssue(issues: readonly FastifySchemaValidationError[]): ErrorBody | undefined {
  for (const issue of issues) {
    const coded = codedIssueSchema.safeParse(issue.params);
    if (coded.success) return { code: coded.data.params.errorCode, message: issue.message ?? '' };
  }
  return undefined;
}

/** The `{ code, message }` answer and HTTP status for anything a route throws. */
export function errorAnswer(error: unknown): { statusCode: number; body: ErrorBody } {
  if (error instanceof ApiError)
    return { statusCode: error.statusCode, body: { code: error.code, message: error.message } };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const coded = codedIssue(error.validation);
    if (coded) return { statusCode: 400, body: coded };
    const isQuery = (error as FastifyError).validationContext === 'querystring';
    const issues = error.validation
      .map((issue) => `${issue.instancePath.replace(/^\//, '') || 'value'}: ${issue.message}`)
      .join('; ');
    return {
      statusCode: 400,
      body: {
        code: isQuery ? 'INVALID_QUERY' : 'BAD_REQUEST',
        message: `Invalid ${isQuery ? 'query' : 'request'}: ${issues}.`,
      },
    };
  }
  const statusCode = (error as Partial<FastifyError> | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const message = (error as Partial<FastifyError>).message;
    return {
      statusCode,
      body: {
        code: frameworkErrorCode(statusCode),
        message: typeof message === 'string' ? message : 'Bad request.',
      },
    };
  }
  return { statusCode: 500, body: { code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE } };
}

/** Answers an error as `{ code, message }`; unexpected ones are logged, never shown. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): void {
  const { statusCode, body } = errorAnswer(error);
  if (statusCode >= 500) request.log.error({ err: error }, 'unexpected error');
  void reply.code(statusCode).header('cache-control', 'no-store').send(body);
}

/**
 * The longest request target (path and query) answered, characters. The API's own URLs are about 120; a page link
 * with tracking parameters a few hundred. Past it, 414.
 */
export const MAX_URL_LENGTH = 8192;

/** What every answer written straight to the socket carries, as Fastify's answers do (app.ts). */
const RAW_ANSWER_HEADERS = Object.entries(securityHeaders(API_CONTENT_SECURITY_POLICY, 'no-referrer'))
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * Whether the request line alone overflowed the parser's header limit: no line end arrived yet, or it came past
 * {@link MAX_URL_LENGTH}. The parser reports both as a header overflow; this one is an over-long URL.
 */
function isUrlOverflow(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const lineEnd = rawPacket.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > MAX_URL_LENGTH;
}

/**
 * Errors found on the socket before a request exists (not HTTP at all, headers or URL too large, a request too slow
 * to arrive): answered as JSON, then the connection is closed.
 */
export function clientErrorHandler(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message]: [number, string, ApiErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? isUrlOverflow(error.rawPacket)
        ? [414, 'URI Too Long', 'URI_TOO_LONG', `The URL is longer than ${MAX_URL_LENGTH} characters.`]
        : [431, 'Request Header Fields Too Large', 'BAD_REQUEST', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'BAD_REQUEST', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ code, message } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n${RAW_ANSWER_HEADERS}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Answers a request the server will not route, and says whether it did: a URL past {@link MAX_URL_LENGTH} (414),
 * an HTTP/1.1 request without Host (400; RFC 9112 §3.2 asks for one, and Node's own answer has no body).
 */
export function refuseMalformedRequest(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.url.length > MAX_URL_LENGTH) {
    sendError(
      request,
      reply,
      new ApiError(414, 'URI_TOO_LONG', `The URL is longer than ${MAX_URL_LENGTH} characters.`),
    );
    return true;
  }
  if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
    reply.header('connection', 'close');
    sendError(request, reply, new ApiError(400, 'BAD_REQUEST', 'An HTTP/1.1 request needs a Host header.'));
    return true;
  }
  return false;
}

/** Errors the router raises before a route runs: a malformed percent-escape, a path segment too long. */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const statusCode = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the path is too long.'
      : 'The path is not a valid URL (a malformed percent-escape?).';
  sendError(request, reply, new ApiError(statusCode, frameworkErrorCode(statusCode), message));
}

/** Any path no route answers: an unknown city, an unknown resource, another method. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): void {
  const path = request.url.split('?')[0] ?? '';
  sendError(
    request,
    reply,
    new ApiError(
      404,
      'NOT_FOUND',
      `There is no ${request.method} ${quoteInput(path, 80)}: routes live under a city's API base, such as /api/madrid/v1/stops.`,
    ),
  );
}
