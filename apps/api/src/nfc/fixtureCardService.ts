import { type CardService, CardServiceError } from './cardService';
import { cardOf, type UpstreamCard, upstreamCardSchema } from './cardServiceProtocol';
import { FIXTURE_CARDS, type FixtureCard } from './fixtureCards';

/**
 * A stand-in for the card service, for tests: it holds the scripted DESFire dialogue of fixtureCards.ts. Every
 * reading starts with the rounds all fixture cards share; the card's answers tell it which fixture card is on the
 * phone (its UID), and it checks every answer against that card's script. An answer missing, one too many, or not the
 * scripted one fails the reading, as does a card that answers an error where the script says so; a reading answered
 * as scripted ends with the card. The same dialogue serves in process ({@link createFixtureCardService}) and over
 * HTTP in the card service's protocol (fixtureCardServer.ts).
 */

/** What the fixture card service answers to the card's answers, in the card service's terms. */
export type FixtureStep =
  | { readonly kind: 'commands'; readonly capdus: readonly string[] }
  | { readonly kind: 'card'; readonly card: UpstreamCard }
  | { readonly kind: 'readFailed'; readonly message: string }
  | { readonly kind: 'sessionNotFound' };

export interface FixtureDialogue {
  /** Opens a reading: its id and the first round's commands. */
  start(): { readonly sessionId: string; readonly capdus: readonly string[] };
  /** The card's answers to the last round: the next round, the card, or a failure (which ends the reading). */
  exchange(sessionId: string, rapdus: readonly string[]): FixtureStep;
  /** How many readings are open (neither ended nor failed). */
  readonly openSessions: number;
}

interface DialogueState {
  /** The round whose commands were sent last. */
  readonly round: number;
  /** The fixture cards whose answers so far are the ones received. */
  readonly candidates: readonly FixtureCard[];
}

const sameAnswers = (expected: readonly string[] | null, given: readonly string[]) =>
  expected !== null && expected.length === given.length && expected.every((answer, i) => answer === given[i]);

/** The commands every candidate sends in `round`; the script keeps them the same until the answers tell cards apart. */
function commandsOf(candidates: readonly FixtureCard[], round: number): readonly string[] {
  const [first, ...others] = candidates.map((card) => card.rounds[round]?.capdus.join(' '));
  if (first === undefined || others.some((commands) => commands !== first)) {
    throw new Error(`The fixture script is ambiguous at round ${round}: its cards send different commands.`);
  }
  return first.split(' ');
}

/** The scripted dialogue, with its own readings in memory. */
export function createFixtureDialogue(
  cards: readonly FixtureCard[] = Object.values(FIXTURE_CARDS),
): FixtureDialogue {
  const sessions = new Map<string, DialogueState>();
  let opened = 0;
  const fail = (sessionId: string, message: string): FixtureStep => {
    sessions.delete(sessionId);
    return { kind: 'readFailed', message };
  };
  return {
    start() {
      opened += 1;
      const sessionId = `fixture-${opened}-${globalThis.crypto.randomUUID()}`;
      sessions.set(sessionId, { round: 0, candidates: cards });
      return { sessionId, capdus: commandsOf(cards, 0) };
    },
    exchange(sessionId, rapdus) {
      const state = sessions.get(sessionId);
      if (state === undefined) return { kind: 'sessionNotFound' };
      const sent = commandsOf(state.candidates, state.round);
      if (rapdus.length !== sent.length) {
        return fail(
          sessionId,
          `FIXTURE card service: ${rapdus.length} answers to ${sent.length} commands in round ${state.round + 1}.`,
        );
      }
      const candidates = state.candidates.filter((card) =>
        sameAnswers(card.rounds[state.round]?.rapdus ?? null, rapdus),
      );
      const [card, ...others] = candidates;
      if (card === undefined) {
        return fail(
          sessionId,
          `FIXTURE card service: the answers of round ${state.round + 1} are not those of any fixture card (a wrong answer, or another card).`,
        );
      }
      const round = state.round + 1;
      if (others.length === 0 && round === card.rounds.length) {
        sessions.delete(sessionId);
        switch (card.outcome.kind) {
          case 'card':
            return { kind: 'card', card: card.outcome.card };
          case 'readFailed':
            return { kind: 'readFailed', message: card.outcome.message };
          case 'tagRemoved':
            // Its script has a round without answers, so no reading of it gets this far.
            throw new Error(`The fixture card ${card.id} was answered in full, but it leaves the reader.`);
        }
      }
      sessions.set(sessionId, { round, candidates });
      return { kind: 'commands', capdus: commandsOf(candidates, round) };
    },
    get openSessions() {
      return sessions.size;
    },
  };
}

/** The fixture card service in process: the dialogue's card mapped into the contract's card, as the HTTP adapter does. */
export function createFixtureCardService(dialogue: FixtureDialogue = createFixtureDialogue()): CardService {
  return {
    startSession: () => Promise.resolve(dialogue.start()),
    exchange(sessionId, rapdus) {
      const step = dialogue.exchange(sessionId, rapdus);
      switch (step.kind) {
        case 'commands':
          return Promise.resolve({ kind: 'commands', capdus: step.capdus });
        case 'card':
          return Promise.resolve({ kind: 'card', card: cardOf(upstreamCardSchema.parse(step.card)) });
        case 'readFailed':
          return Promise.reject(new CardServiceError('CARD_READ_FAILED', step.message));
        case 'sessionNotFound':
          return Promise.reject(
            new CardServiceError('CARD_SESSION_NOT_FOUND', 'The FIXTURE card service knows no such reading.'),
          );
      }
    },
  };
}
