import {
  errorSchema,
  NFC_CARD_READING_BODY_LIMIT_BYTES,
  NFC_ERROR_STATUS,
  NFC_ROUTES,
  nfcCardReadingAnswerSchema,
  nfcCardReadingSchema,
  nfcSessionSchema,
} from '@transit/api-contract';
import type { FastifyError } from 'fastify';
import {
  type FastifyPluginCallbackZod,
  hasZodFastifySchemaValidationErrors,
} from 'fastify-type-provider-zod';
import { sendError } from '../errorAnswer';
import { ApiError } from '../errors';
import { CardServiceError } from './cardService';
import type { NfcRelay } from './relay';

export interface NfcRoutesOptions {
  /** The city whose riders read their card here (a city of NFC_CARD_CITY_IDS). */
  readonly cityId: string;
  /** The relay to the card service, shared by every city of the server (it fails 503 NFC_NOT_CONFIGURED when off). */
  readonly relay: NfcRelay;
}

/** A reading is one phone's, of one moment: no cache keeps it. */
const NO_STORE = 'no-store';

/** The opening takes no body; whatever comes is read and dropped, within this. */
const SESSION_BODY_LIMIT_BYTES = 1024;

/** At most this many of a body's issues go into its INVALID_BODY message. */
const MAX_REPORTED_ISSUES = 3;

/**
 * An error of these calls as it is answered: the card service's with its own code and status, and a body that is
 * not `what` (not JSON, or not of the contract's shape) as 400 INVALID_BODY.
 */
function nfcError(error: unknown, what: string): unknown {
  if (error instanceof CardServiceError)
    return new ApiError(NFC_ERROR_STATUS[error.code], error.code, error.message);
  if (hasZodFastifySchemaValidationErrors(error) && (error as FastifyError).validationContext === 'body') {
    const issues = error.validation
      .slice(0, MAX_REPORTED_ISSUES)
      .map(
        (issue) =>
          `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'}: ${issue.message}`,
      )
      .join('; ');
    return new ApiError(400, 'INVALID_BODY', `Invalid ${what}: ${issues}.`);
  }
  const { statusCode, message } = error as Partial<FastifyError>;
  if (statusCode === 400 && !(error instanceof ApiError)) {
    // The body parser's refusal: not JSON.
    return new ApiError(400, 'INVALID_BODY', `Invalid ${what}: ${message ?? 'not JSON'}.`);
  }
  return error;
}

/**
 * The NFC card-reading calls under one city's API base (NFC_ROUTES, spec §7), relayed to the card service: the app
 * opens a session and gets the first commands, then posts the card's answers until it gets the card.
 */
export const nfcRoutes: FastifyPluginCallbackZod<NfcRoutesOptions> = (scope, { cityId, relay }, done) => {
  scope.setErrorHandler((error, request, reply) => {
    if (error instanceof CardServiceError && error.code === 'CARD_SERVICE_UNAVAILABLE') {
      // The card service's status and the cause stay in the log; the rider gets the code and its message.
      request.log.warn({ err: error }, error.message);
    }
    const what = request.routeOptions.url?.endsWith(NFC_ROUTES.sessions.path)
      ? 'session opening'
      : 'card reading';
    sendError(request, reply, nfcError(error, what));
  });

  // The opening takes no body, yet some HTTP clients send `content-type: application/json` with none: here an empty
  // JSON body is no body (the card reading's schema then refuses it as INVALID_BODY). Anything else is parsed as
  // everywhere else.
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else void parseJson(request, text, done);
  });

  scope.route({
    method: NFC_ROUTES.sessions.method,
    url: NFC_ROUTES.sessions.path,
    bodyLimit: SESSION_BODY_LIMIT_BYTES,
    schema: {
      tags: [cityId, 'nfc'],
      summary: 'Opens a reading of the rider’s transport card',
      description:
        "No body. Opens a reading session with the card service and answers its id and the first commands for the card (C-APDUs, upper-case hex): the app has the wrapper transceive them and posts the card's answers to the card-reading call. A session lasts 2 minutes. 503 NFC_NOT_CONFIGURED when this server has no card service, CARD_SERVICE_UNAVAILABLE when it does not answer (or too many readings are open). Never cached.",
      response: { 200: nfcSessionSchema, 400: errorSchema, 503: errorSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return relay.start(cityId);
    },
  });

  scope.route({
    method: NFC_ROUTES.cardReading.method,
    url: NFC_ROUTES.cardReading.path,
    bodyLimit: NFC_CARD_READING_BODY_LIMIT_BYTES,
    schema: {
      tags: [cityId, 'nfc'],
      summary: "Relays the card's answers, and answers the next commands or the card",
      description:
        "The session id and the card's answers to the last commands (R-APDUs, upper-case hex ending with SW1SW2), one for each and in their order. Answers status 'commands' with the next commands, or status 'card' with the card as the app shows it: its serial number and its tickets (name, zone, purchase date, first use date, last valid day, recharge date, remaining trips), or state 'noTickets'. A body that is not that is a 400 INVALID_BODY; an unknown, finished or expired session a 404 CARD_SESSION_NOT_FOUND; a session whose answers are still being relayed a 409 CARD_SESSION_BUSY; a card that could not be read (answers missing or wrong, an error of the card) a 422 CARD_READ_FAILED; the card service down a 503 CARD_SERVICE_UNAVAILABLE. Every failure ends the session. Never cached.",
      body: nfcCardReadingSchema,
      response: {
        200: nfcCardReadingAnswerSchema,
        400: errorSchema,
        404: errorSchema,
        409: errorSchema,
        422: errorSchema,
        503: errorSchema,
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return relay.answer(cityId, request.body);
    },
  });
  done();
};
