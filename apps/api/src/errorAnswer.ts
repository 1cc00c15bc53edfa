import type { Socket } from 'node:net';
import { quoteInput } from '@transit/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, type ErrorBody, frameworkErrorCode, INTERNAL_ERROR_MESSAGE } from './errors';

/** The `{ code, message }` answer and HTTP status for anything a route throws. */
export function errorAnswer(error: unknown): { statusCode: number; body: ErrorBody } {
  if (error instanceof ApiError)
    return { statusCode: error.statusCode, body: { code: error.code, message: error.message } };
  if (hasZodFastifySchemaValidationErrors(error)) {
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

/** Errors found on the socket before a request exists (not HTTP at all, headers too large): answered as JSON. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ code: 'BAD_REQUEST', message } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
