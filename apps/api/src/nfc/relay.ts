import { randomBytes } from 'node:crypto';
import type { NfcCardReading, NfcCardReadingAnswer, NfcSession } from '@transit/api-contract';
import { ApiError } from '../errors';
import { type CardService, CardServiceError } from './cardService';

/** How long a reading may last from its opening, ms: a reading takes seconds; an abandoned one is dropped after this. */
export const NFC_SESSION_TTL_MS = 2 * 60_000;
/** The most readings open at once (per server process): past it, a new one is refused 503 until some end or expire. */
export const NFC_MAX_SESSIONS = 1_000;

/** NFC card reading (issue 13): the card service the readings are relayed to, and the sessions' limits. */
export interface Nfc {
  readonly cardService: CardService;
  /** {@link NFC_SESSION_TTL_MS} by default. */
  readonly sessionTtlMs?: number | undefined;
  /** {@link NFC_MAX_SESSIONS} by default. */
  readonly maxSessions?: number | undefined;
}

/**
 * The relay between the app and the card service. Its sessions live in this process's memory (a reading is a few
 * seconds of one phone with one server): each maps our session id, which the app holds, to the card service's, and
 * remembers how many commands the card was sent, so that a round answered short or long fails here, before the card
 * service is asked. A session ends with the card, with any failure, or 2 minutes after its opening.
 */
export interface NfcRelay {
  /** Opens a reading for a rider of `cityId`: our session id and the first commands. */
  start(cityId: string): Promise<NfcSession>;
  /** Relays the card's answers: the next commands, or the card (the session is then over). */
  answer(
    cityId: string,
    reading: { readonly [Field in keyof NfcCardReading]: Readonly<NfcCardReading[Field]> },
  ): Promise<NfcCardReadingAnswer>;
  /** How many readings are open. */
  readonly openSessions: number;
}

interface RelaySession {
  readonly cityId: string;
  /** The card service's id of the reading. */
  readonly upstreamId: string;
  /** Epoch ms. */
  readonly expiresAtMs: number;
  /** How many commands the card was last sent: as many answers are due. */
  expectedAnswers: number;
  /** Whether an answer is being relayed: the next must wait for its outcome. */
  isBusy: boolean;
}

/** 18 random bytes as base64url: 24 characters nobody guesses. */
const randomSessionId = () => randomBytes(18).toString('base64url');

const notConfigured = () =>
  new ApiError(
    503,
    'NFC_NOT_CONFIGURED',
    'Reading transport cards is not configured on this server (NFC_CARD_SERVICE_URL is not set).',
  );

/** A card service's failure as it is answered: its own coded errors as they are, anything else as unavailable. */
const serviceFailure = (error: unknown): CardServiceError =>
  error instanceof CardServiceError
    ? error
    : new CardServiceError('CARD_SERVICE_UNAVAILABLE', 'The card service failed unexpectedly.', {
        cause: error,
      });

/** A card service that neither sends commands nor gives the card cannot be relayed. */
const noCommands = () =>
  new CardServiceError('CARD_SERVICE_UNAVAILABLE', 'The card service sent no commands and no card.');

/**
 * The relay over `nfc`'s card service, on the clock `now` (epoch ms); without `nfc`, every call fails 503
 * NFC_NOT_CONFIGURED. Failures are ApiErrors, or the card service's CardServiceErrors (the routes answer those with
 * their codes).
 */
export function createNfcRelay(
  nfc: Nfc | undefined,
  now: () => number,
  newSessionId: () => string = randomSessionId,
): NfcRelay {
  const sessions = new Map<string, RelaySession>();
  const ttlMs = nfc?.sessionTtlMs ?? NFC_SESSION_TTL_MS;
  const maxSessions = nfc?.maxSessions ?? NFC_MAX_SESSIONS;
  /** Readings being opened with the card service: they count against the cap already. */
  let opening = 0;

  /** Drops the expired sessions; they were added in the order they expire, so the oldest come first. */
  const sweep = (at: number) => {
    for (const [id, session] of sessions) {
      if (session.expiresAtMs > at) break;
      sessions.delete(id);
    }
  };

  return {
    async start(cityId) {
      if (nfc === undefined) throw notConfigured();
      sweep(now());
      if (sessions.size + opening >= maxSessions) {
        throw new ApiError(
          503,
          'CARD_SERVICE_UNAVAILABLE',
          'Too many card readings are in progress on this server: try again in a moment.',
        );
      }
      opening += 1;
      let opened: Awaited<ReturnType<CardService['startSession']>>;
      try {
        opened = await nfc.cardService.startSession();
      } catch (error) {
        throw serviceFailure(error);
      } finally {
        opening -= 1;
      }
      if (opened.capdus.length === 0) throw noCommands();
      const sessionId = newSessionId();
      sessions.set(sessionId, {
        cityId,
        upstreamId: opened.sessionId,
        expiresAtMs: now() + ttlMs,
        expectedAnswers: opened.capdus.length,
        isBusy: false,
      });
      return { sessionId, capdus: [...opened.capdus] };
    },

    async answer(cityId, { sessionId, rapdus }) {
      if (nfc === undefined) throw notConfigured();
      const at = now();
      sweep(at);
      const session = sessions.get(sessionId);
      if (session === undefined || session.cityId !== cityId || session.expiresAtMs <= at) {
        throw new ApiError(
          404,
          'CARD_SESSION_NOT_FOUND',
          'There is no such card reading: it is over, or it expired (a reading lasts 2 minutes). Start a new one.',
        );
      }
      if (session.isBusy) {
        throw new ApiError(
          409,
          'CARD_SESSION_BUSY',
          "The card's previous answers are still being relayed: wait for their outcome.",
        );
      }
      if (rapdus.length !== session.expectedAnswers) {
        sessions.delete(sessionId);
        throw new ApiError(
          422,
          'CARD_READ_FAILED',
          `The card was sent ${session.expectedAnswers} commands but ${rapdus.length} answers came back: hold the card still and read it again.`,
        );
      }
      session.isBusy = true;
      let step: Awaited<ReturnType<CardService['exchange']>>;
      try {
        step = await nfc.cardService.exchange(session.upstreamId, rapdus);
      } catch (error) {
        // Whatever failed, the card service's reading cannot be trusted to go on: the app starts a new one.
        sessions.delete(sessionId);
        throw serviceFailure(error);
      }
      if (step.kind === 'card') {
        sessions.delete(sessionId);
        return { status: 'card', card: step.card };
      }
      if (step.capdus.length === 0) {
        sessions.delete(sessionId);
        throw noCommands();
      }
      session.expectedAnswers = step.capdus.length;
      session.isBusy = false;
      return { status: 'commands', capdus: [...step.capdus] };
    },

    get openSessions() {
      return sessions.size;
    },
  };
}
