import { HTTP_TIMEOUT_MS } from '@transit/core';
import { z } from 'zod';

/**
 * Reading the Madrid transport card over NFC (issue 13, spec §3 Transport card (NFC), §7). The card is a MIFARE
 * DESFire the phone never decodes: a card service drives the reading through our API, which relays between the two.
 * The app opens a session and gets the first commands (C-APDUs); the wrapper transceives them with the card and the app
 * posts the card's answers (R-APDUs) back; the server answers more commands, until it answers the card as the app
 * shows it. Every APDU travels as hex, two upper-case digits a byte; an answer ends with its status word (SW1SW2).
 */

/** A command has at least its header: CLA, INS, P1 and P2. */
export const CAPDU_MIN_BYTES = 4;
/** The longest short command: the header, Lc, 255 bytes of data and Le. */
export const CAPDU_MAX_BYTES = 261;
/** An answer has at least its status word, SW1SW2. */
export const RAPDU_MIN_BYTES = 2;
/** The longest short answer: 256 bytes of data and the status word. */
export const RAPDU_MAX_BYTES = 258;
/** The most commands (and so answers) of one round; a DESFire reading sends a few at a time. */
export const NFC_APDUS_PER_ROUND_MAX = 32;
/** The most tickets (contracts) an answer lists; a card holds a handful. */
export const NFC_TICKETS_MAX = 16;
/** A session id as the server makes them: 16–64 characters of base64url. */
export const NFC_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** Hex bytes: pairs of 0-9 and A-F, upper case only (the wrapper writes them so; one spelling, one comparison). */
export const HEX_BYTES_PATTERN = /^(?:[0-9A-F]{2})+$/;
/**
 * The most a card-reading body may weigh: a full round of the longest answers (32 × 516 characters with quotes and
 * commas) and the session id fit in under 17 KiB.
 */
export const NFC_CARD_READING_BODY_LIMIT_BYTES = 32 * 1024;

/** A run of hex bytes of `minBytes`–`maxBytes` bytes. */
function hexBytes(minBytes: number, maxBytes: number, what: string) {
  return z
    .string()
    .min(minBytes * 2, `${what} has at least ${minBytes} bytes`)
    .max(maxBytes * 2, `${what} has at most ${maxBytes} bytes`)
    .regex(HEX_BYTES_PATTERN, `${what} is hex bytes: pairs of 0-9 and A-F, upper case`);
}

/** A command for the card (C-APDU), as hex. */
export const capduSchema = hexBytes(CAPDU_MIN_BYTES, CAPDU_MAX_BYTES, 'a command').describe(
  'A command for the card (C-APDU): hex, two upper-case digits a byte, 4–261 bytes.',
);

/** The card's answer to one command (R-APDU), as hex, ending with SW1SW2. */
export const rapduSchema = hexBytes(RAPDU_MIN_BYTES, RAPDU_MAX_BYTES, 'an answer').describe(
  "The card's answer to one command (R-APDU): hex, two upper-case digits a byte, 2–258 bytes, ending with the status word SW1SW2.",
);

/** One round's commands, in the order the wrapper sends them. */
const capduListSchema = z
  .array(capduSchema)
  .min(1, 'holds at least one command')
  .max(NFC_APDUS_PER_ROUND_MAX, `holds at most ${NFC_APDUS_PER_ROUND_MAX} commands`);

export const nfcSessionIdSchema = z
  .string()
  .regex(NFC_SESSION_ID_PATTERN, 'must be a session id the server gave (16–64 base64url characters)')
  .describe('The reading session the server opened; it lasts 2 minutes from its opening.');

/** What POST /v1/nfc-transport-card/sessions answers: the session and its first commands. */
export const nfcSessionSchema = z
  .object({
    sessionId: nfcSessionIdSchema,
    capdus: capduListSchema.describe(
      'The first commands for the card, in order: the wrapper transceives each and the app posts the answers.',
    ),
  })
  .meta({ id: 'NfcSession' });
export type NfcSession = z.output<typeof nfcSessionSchema>;

/** POST /v1/nfc-transport-card/card-reading's body: the card's answers to the last commands, one for each, in order. */
export const nfcCardReadingSchema = z
  .strictObject({
    sessionId: nfcSessionIdSchema,
    rapdus: z
      .array(rapduSchema)
      .min(1, 'holds at least one answer')
      .max(NFC_APDUS_PER_ROUND_MAX, `holds at most ${NFC_APDUS_PER_ROUND_MAX} answers`)
      .describe("The card's answers to the last commands, one for each and in their order."),
  })
  .meta({ id: 'NfcCardReading' });
export type NfcCardReading = z.output<typeof nfcCardReadingSchema>;

/** A calendar day, YYYY-MM-DD, as the card states it (Madrid's days; no time, no zone). */
const cardDaySchema = z.iso.date('must be a day, YYYY-MM-DD');

/**
 * One ticket (a contract) on the card, with spec §3's fields. A field the card does not state is null: a 10-trip
 * ticket has no last valid day, a pass no trip count, a ticket not yet used no first use.
 */
export const nfcTicketSchema = z
  .object({
    name: z.string().min(1).max(100).describe('The ticket as the card service names it (Abono 30 días, …).'),
    zone: z
      .string()
      .min(1)
      .max(20)
      .nullable()
      .describe('The fare zone it is valid in (A, B1, …), or null when the card states none.'),
    purchaseDate: cardDaySchema.nullable().describe('The day it was bought (charged).'),
    firstUseDate: cardDaySchema.nullable().describe('The day it was first used; null when never used yet.'),
    lastValidDate: cardDaySchema.nullable().describe('The last day it is valid; null when it has none.'),
    rechargeDate: cardDaySchema
      .nullable()
      .describe('The day of an additional recharge of the ticket; null when there is none.'),
    remainingTrips: z
      .int()
      .min(0)
      .max(9999)
      .nullable()
      .describe('The trips left; null for a ticket not counted in trips (a pass).'),
  })
  .meta({ id: 'NfcTicket' });
export type NfcTicket = z.output<typeof nfcTicketSchema>;

const cardFields = {
  serialNumber: z
    .string()
    .regex(/^(?:[0-9A-F]{2}){4,16}$/, 'must be the chip serial number, 4–16 bytes in upper-case hex')
    .describe("The card chip's serial number (DESFire UID), upper-case hex."),
  cardName: z
    .string()
    .min(1)
    .max(100)
    .nullable()
    .describe('The card as the card service names it, or null when it names none.'),
};

/**
 * The card as the app shows it: its serial number and its tickets, or the state of having no tickets (spec §3, §8:
 * "no tickets on the card"). A ticket past its last valid day is still listed: the app compares its days to today.
 */
export const nfcCardSchema = z
  .discriminatedUnion('state', [
    z.object({
      state: z.literal('tickets'),
      ...cardFields,
      tickets: z.array(nfcTicketSchema).min(1).max(NFC_TICKETS_MAX),
    }),
    z.object({ state: z.literal('noTickets'), ...cardFields }),
  ])
  .meta({ id: 'NfcCard' });
export type NfcCard = z.output<typeof nfcCardSchema>;

/**
 * What POST /v1/nfc-transport-card/card-reading answers: more commands for the card (`commands`, the same session
 * goes on), or the card read (`card`, the session is over). A reading that fails is an error answer instead
 * (NFC_ERROR_CODES), and ends the session too.
 */
export const nfcCardReadingAnswerSchema = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('commands'),
      capdus: capduListSchema.describe('The next commands for the card, in order.'),
    }),
    z.object({ status: z.literal('card'), card: nfcCardSchema }),
  ])
  .meta({ id: 'NfcCardReadingAnswer' });
export type NfcCardReadingAnswer = z.output<typeof nfcCardReadingAnswerSchema>;

/**
 * The error codes of the NFC calls, each with its HTTP status, for the app to tell the rider (spec §8: NFC read
 * error; NFC_NOT_CONFIGURED says this server reads no cards):
 * - INVALID_BODY (400): the body is not a card reading (malformed hex, too many answers, …).
 * - CARD_SESSION_NOT_FOUND (404): no such session, or it is over or expired (2 minutes): start again.
 * - CARD_SESSION_BUSY (409): an answer of the session is still being relayed.
 * - CARD_READ_FAILED (422): the card service could not read the card (an answer missing, wrong, or an error of the
 *   card): hold the card still and read it again.
 * - CARD_SERVICE_UNAVAILABLE (503): the card service did not answer, or not sensibly; or too many readings at once.
 * - NFC_NOT_CONFIGURED (503): this server has no card service.
 */
export const NFC_ERROR_CODES = [
  'INVALID_BODY',
  'CARD_SESSION_NOT_FOUND',
  'CARD_SESSION_BUSY',
  'CARD_READ_FAILED',
  'CARD_SERVICE_UNAVAILABLE',
  'NFC_NOT_CONFIGURED',
] as const;
export type NfcErrorCode = (typeof NFC_ERROR_CODES)[number];

/** The HTTP status each NFC error code answers with. */
export const NFC_ERROR_STATUS: { readonly [Code in NfcErrorCode]: number } = {
  INVALID_BODY: 400,
  CARD_SESSION_NOT_FOUND: 404,
  CARD_SESSION_BUSY: 409,
  CARD_READ_FAILED: 422,
  CARD_SERVICE_UNAVAILABLE: 503,
  NFC_NOT_CONFIGURED: 503,
};

/** One NFC call: method, path under the city's API base, and how long the client waits. */
export interface NfcRoute {
  readonly method: 'POST';
  readonly path: string;
  readonly timeoutMs: number;
}

/** The NFC calls, under a city's API base, with spec §7's paths and timeout (15 s). */
export const NFC_ROUTES = {
  sessions: { method: 'POST', path: '/v1/nfc-transport-card/sessions', timeoutMs: HTTP_TIMEOUT_MS },
  cardReading: { method: 'POST', path: '/v1/nfc-transport-card/card-reading', timeoutMs: HTTP_TIMEOUT_MS },
} as const satisfies Record<string, NfcRoute>;
