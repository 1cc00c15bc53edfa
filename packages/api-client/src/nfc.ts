import {
  NFC_ERROR_CODES,
  NFC_ROUTES,
  type NfcCardReadingAnswer,
  nfcCardReadingAnswerSchema,
  type NfcErrorCode,
  type NfcSession,
  nfcSessionSchema,
} from '@transit/api-contract';
import { ApiError } from './errors';
import { type ApiClientOptions, type CallOptions, createHttp } from './http';
import { anySignal } from './signals';

/**
 * The NFC card-reading calls of one city's API (issue 13, spec §7), each failing only with ApiError. The server relays
 * the reading to its card service: the app opens a session, has the wrapper transceive the commands with the card,
 * and sends the card's answers back until the server answers the card. Neither call is retried here: an answer sent
 * twice would be taken for the next round's, and a failed reading ends its session anyway (read the card again).
 */
export interface NfcApi {
  /**
   * Opens a reading (POST /v1/nfc-transport-card/sessions, no body, timeout 15 s): the session id and the first
   * commands for the card (hex C-APDUs).
   */
  startCardSession(options?: CallOptions): Promise<NfcSession>;
  /**
   * Sends the card's answers to the last commands (POST /v1/nfc-transport-card/card-reading, timeout 15 s): hex
   * R-APDUs ending with SW1SW2, one for each command and in their order. Answers the next commands, or the card.
   */
  sendCardAnswers(
    sessionId: string,
    rapdus: readonly string[],
    options?: CallOptions,
  ): Promise<NfcCardReadingAnswer>;
}

/**
 * The NFC calls of one city's API, on their own: only the card screen uses them, so the app's first download does not
 * carry them. Each call waits its own 15 s, even when a whole reading runs under one signal.
 */
export function createNfcClient(options: ApiClientOptions): NfcApi {
  const http = createHttp(options);
  // A signal of the call's own: calls of one URL under one signal would otherwise share one wait (http.ts), and a
  // reading posts to the same URL once a round.
  const ownSignal = (signal: AbortSignal | undefined) =>
    signal === undefined ? undefined : anySignal([signal]);
  return {
    startCardSession: (call = {}) =>
      http.request({
        method: NFC_ROUTES.sessions.method,
        path: NFC_ROUTES.sessions.path,
        timeoutMs: NFC_ROUTES.sessions.timeoutMs,
        schema: nfcSessionSchema,
        signal: ownSignal(call.signal),
      }),
    sendCardAnswers: (sessionId, rapdus, call = {}) =>
      http.request({
        method: NFC_ROUTES.cardReading.method,
        path: NFC_ROUTES.cardReading.path,
        timeoutMs: NFC_ROUTES.cardReading.timeoutMs,
        body: { sessionId, rapdus },
        schema: nfcCardReadingAnswerSchema,
        signal: ownSignal(call.signal),
      }),
  };
}

/**
 * The server's NFC code of a failed call (CARD_READ_FAILED, NFC_NOT_CONFIGURED, …: NFC_ERROR_CODES), or undefined
 * when the call failed otherwise (offline, a timeout, another code): what the card screen tells the rider.
 */
export function nfcErrorCodeOf(error: unknown): NfcErrorCode | undefined {
  const code = error instanceof ApiError ? error.serverError?.code : undefined;
  return NFC_ERROR_CODES.find((known) => known === code);
}
