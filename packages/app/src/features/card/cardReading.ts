import { ApiError, type NfcApi, nfcErrorCodeOf } from '@transit/api-client';
import type { NfcCard } from '@transit/api-client';
import { err, ok, ProductError, type Result } from '@transit/core';
import type { NfcError, NfcPort } from '../../platform';

/**
 * How a reading can fail, as the rider is told (spec §4 NFC reading, §8):
 * - CARD_TAG_REMOVED: the card left the phone before the reading ended ("tag removed too quickly");
 * - CARD_READ_FAILED: the card, the phone or the card service could not read it (the "read error");
 * - CARD_SERVICE_UNAVAILABLE: our server's card service did not answer (or reads no cards here);
 * - CARD_OFFLINE: the phone has no connection to our server;
 * - CARD_READING_ABORTED: the screen stopped the reading (the rider left it);
 * - CARD_READING_CANCELLED: the rider closed the system's reader (iOS's sheet) mid-reading.
 */
export type CardReadingErrorCode =
  | 'CARD_READING_CANCELLED'
  | 'CARD_TAG_REMOVED'
  | 'CARD_READ_FAILED'
  | 'CARD_SERVICE_UNAVAILABLE'
  | 'CARD_OFFLINE'
  | 'CARD_READING_ABORTED';

/** A reading that did not end with the card. */
export class CardReadingError extends ProductError<CardReadingErrorCode> {
  override readonly name = 'CardReadingError';
}

/**
 * The most rounds (commands to the card and its answers) one reading takes before it is given up: a DESFire reading
 * takes a handful, so a card service still asking after this many is going round in circles.
 */
export const CARD_READING_MAX_ROUNDS = 32;

/** A failed transceive as the rider is told: the card taken away (or never held there), or the card unread. */
function failureOfPhone(error: NfcError): CardReadingError {
  const reason = `The phone could not talk to the card: ${error.toString()}`;
  if (error.code === 'NFC_SESSION_CLOSED') {
    return new CardReadingError('CARD_READING_CANCELLED', reason, { cause: error });
  }
  const isCardGone = error.code === 'NFC_TAG_LOST' || error.code === 'NFC_NO_TAG';
  return new CardReadingError(isCardGone ? 'CARD_TAG_REMOVED' : 'CARD_READ_FAILED', reason, { cause: error });
}

/** A failed call to our server as the rider is told. */
function failureOfServer(error: unknown): CardReadingError {
  if (error instanceof ApiError) {
    const cause = { cause: error };
    const reason = `The card could not be read through the server: ${error.toString()}`;
    if (error.code === 'ABORTED') return new CardReadingError('CARD_READING_ABORTED', reason, cause);
    if (error.code === 'OFFLINE') return new CardReadingError('CARD_OFFLINE', reason, cause);
    if (error.code === 'TIMEOUT') return new CardReadingError('CARD_SERVICE_UNAVAILABLE', reason, cause);
    const serverCode = nfcErrorCodeOf(error);
    if (serverCode === 'CARD_SERVICE_UNAVAILABLE' || serverCode === 'NFC_NOT_CONFIGURED') {
      return new CardReadingError('CARD_SERVICE_UNAVAILABLE', reason, cause);
    }
    // INVALID_BODY, CARD_SESSION_NOT_FOUND, CARD_SESSION_BUSY, CARD_READ_FAILED, or an answer that is no reading: this
    // reading is over, and reading the card again starts a new one.
    return new CardReadingError('CARD_READ_FAILED', reason, cause);
  }
  return new CardReadingError('CARD_READ_FAILED', `The card reading failed: ${String(error)}`, {
    cause: error,
  });
}

/**
 * Reads the card held to the phone (issue 13; UPSTREAMS.md, the Madrid transport card): opens a session on our
 * server, which relays the card service's commands; the phone transceives each round with the card and sends the
 * card's answers back, until the server answers the card. Never throws: a failure is coded for the screen.
 */
export async function readCard(
  nfc: Pick<NfcPort, 'transceive'>,
  api: NfcApi,
  options: { readonly signal?: AbortSignal } = {},
): Promise<Result<NfcCard, CardReadingError>> {
  const { signal } = options;
  // Read through a function: a signal's flag changes while the calls are awaited.
  const isAborted = () => signal?.aborted === true;
  const aborted = () => new CardReadingError('CARD_READING_ABORTED', 'The card reading was stopped.');
  try {
    const session = await api.startCardSession({ signal });
    let commands: readonly string[] = session.capdus;
    for (let round = 1; round <= CARD_READING_MAX_ROUNDS; round += 1) {
      if (isAborted()) return err(aborted());
      const answers = await nfc.transceive(commands);
      if (!answers.ok) return err(failureOfPhone(answers.error));
      if (isAborted()) return err(aborted());
      const next = await api.sendCardAnswers(session.sessionId, answers.value, { signal });
      if (next.status === 'card') return ok(next.card);
      commands = next.capdus;
    }
    return err(
      new CardReadingError(
        'CARD_READ_FAILED',
        `The card service was still sending commands after ${CARD_READING_MAX_ROUNDS} rounds.`,
      ),
    );
  } catch (error) {
    return err(failureOfServer(error));
  }
}
