import type { NfcCard } from '@transit/api-contract';
import { ProductError } from '@transit/core';

/**
 * The card service: the server that knows how to read a Madrid transport card (a MIFARE DESFire) and drives the
 * reading, command by command (UPSTREAMS.md, "The Madrid transport card"). Our API only relays: it never decodes a
 * card. The real one is reached over HTTP (httpCardService.ts); tests use the fixture (fixtureCardService.ts).
 */
export interface CardService {
  /** Opens a reading: the card service's own session id and the first commands for the card (hex C-APDUs). */
  startSession(): Promise<CardServiceSession>;
  /**
   * Gives the card's answers to the last commands (hex R-APDUs with SW1SW2, one for each, in order): answers the next
   * commands, or the card once the service has read all it needs.
   */
  exchange(sessionId: string, rapdus: readonly string[]): Promise<CardServiceStep>;
}

export interface CardServiceSession {
  /** The card service's id of the reading (opaque; never shown to the app). */
  readonly sessionId: string;
  /** At least one command, upper-case hex. */
  readonly capdus: readonly string[];
}

/** What the card service answers to the card's answers: more commands, or the card as the app shows it. */
export type CardServiceStep =
  | { readonly kind: 'commands'; readonly capdus: readonly string[] }
  | { readonly kind: 'card'; readonly card: NfcCard };

export type CardServiceErrorCode = 'CARD_SERVICE_UNAVAILABLE' | 'CARD_SESSION_NOT_FOUND' | 'CARD_READ_FAILED';

/**
 * Why the card service gave no step. CARD_SERVICE_UNAVAILABLE is the service's side or ours (no answer in time, an
 * error status, an answer of another shape, our key refused): try again later. CARD_SESSION_NOT_FOUND: it knows no
 * such reading (over, or expired). CARD_READ_FAILED: it could not read this card (an answer missing or not the one it
 * expected, an error of the card): read the card again.
 */
export class CardServiceError extends ProductError<CardServiceErrorCode> {
  override readonly name = 'CardServiceError';
  /** The HTTP status the card service answered with, when it answered. */
  readonly httpStatus: number | undefined;

  constructor(
    code: CardServiceErrorCode,
    message: string,
    options?: { cause?: unknown; httpStatus?: number },
  ) {
    super(code, message, { cause: options?.cause });
    this.httpStatus = options?.httpStatus;
  }
}
