import { HTTP_TIMEOUT_MS } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CAPDU_MAX_BYTES,
  NFC_APDUS_PER_ROUND_MAX,
  NFC_CARD_READING_BODY_LIMIT_BYTES,
  NFC_ERROR_CODES,
  NFC_ERROR_STATUS,
  NFC_ROUTES,
  NFC_TICKETS_MAX,
  nfcCardReadingAnswerSchema,
  nfcCardReadingSchema,
  nfcCardSchema,
  nfcSessionSchema,
  RAPDU_MAX_BYTES,
} from './nfc';

const SESSION_ID = 'q3Jx0Zk2b6Yp1WcVnT8sLm4A';
/** GetVersion, wrapped (CLA 90, INS 60), and a first answer frame ending "more frames" (91AF). */
const GET_VERSION = '9060000000';
const VERSION_FRAME = '0401010100180591AF';

/** A ticket of a fixture card (a test double, not real card data). */
const PASS = {
  name: 'FIXTURE Abono 30 días zona A',
  zone: 'A',
  purchaseDate: '2026-10-03',
  firstUseDate: '2026-11-03',
  lastValidDate: '2026-12-02',
  rechargeDate: '2026-11-02',
  remainingTrips: null,
};

describe('the NFC card-reading calls (spec §7)', () => {
  it('are two POSTs under the city API base, with the 15 s timeout', () => {
    expect(NFC_ROUTES).toEqual({
      sessions: { method: 'POST', path: '/v1/nfc-transport-card/sessions', timeoutMs: HTTP_TIMEOUT_MS },
      cardReading: {
        method: 'POST',
        path: '/v1/nfc-transport-card/card-reading',
        timeoutMs: HTTP_TIMEOUT_MS,
      },
    });
    expect(HTTP_TIMEOUT_MS).toBe(15_000);
  });

  it('open a session with its id and the first commands, hex APDUs', () => {
    expect(nfcSessionSchema.parse({ sessionId: SESSION_ID, capdus: [GET_VERSION] })).toEqual({
      sessionId: SESSION_ID,
      capdus: [GET_VERSION],
    });
    expect(nfcSessionSchema.safeParse({ sessionId: SESSION_ID, capdus: [] }).success).toBe(false);
  });

  it("take the card's answers, hex with SW1SW2, one for each command", () => {
    const reading = { sessionId: SESSION_ID, rapdus: [VERSION_FRAME, '9100'] };
    expect(nfcCardReadingSchema.parse(reading)).toEqual(reading);
    expect(
      nfcCardReadingSchema.safeParse({ ...reading, rapdus: ['A'.repeat(RAPDU_MAX_BYTES * 2)] }).success,
    ).toBe(true);
  });

  it('refuse anything but strict hex within bounds, and a session id the server could not have made', () => {
    const good = { sessionId: SESSION_ID, rapdus: ['9100'] };
    for (const [name, body] of [
      ['lower-case hex', { ...good, rapdus: ['91af'] }],
      ['an odd number of digits', { ...good, rapdus: ['910'] }],
      ['a character that is no hex digit', { ...good, rapdus: ['91G0'] }],
      ['spaces between bytes', { ...good, rapdus: ['91 00'] }],
      ['a 0x prefix', { ...good, rapdus: ['0x9100'] }],
      ['an answer without its status word', { ...good, rapdus: ['91'] }],
      ['an empty answer', { ...good, rapdus: [''] }],
      ['an answer past 258 bytes', { ...good, rapdus: ['A'.repeat(RAPDU_MAX_BYTES * 2 + 2)] }],
      ['no answers', { ...good, rapdus: [] }],
      [
        'too many answers',
        { ...good, rapdus: Array.from({ length: NFC_APDUS_PER_ROUND_MAX + 1 }, () => '9100') },
      ],
      ['a number for an answer', { ...good, rapdus: [9100] }],
      ['answers as one string', { ...good, rapdus: '9100' }],
      ['no session', { rapdus: ['9100'] }],
      ['a short session id', { ...good, sessionId: 'abc' }],
      ['a session id with a slash', { ...good, sessionId: `${SESSION_ID}/../x` }],
      ['another field', { ...good, capdus: [GET_VERSION] }],
      ['not an object', [good]],
      ['null', null],
    ] as const) {
      expect(nfcCardReadingSchema.safeParse(body).success, name).toBe(false);
    }
    const lowerCase = nfcCardReadingSchema.safeParse({ ...good, rapdus: ['91af'] });
    expect(lowerCase.error?.issues[0]).toMatchObject({
      path: ['rapdus', 0],
      message: 'an answer is hex bytes: pairs of 0-9 and A-F, upper case',
    });
    expect(
      nfcSessionSchema.safeParse({ sessionId: SESSION_ID, capdus: ['A'.repeat(CAPDU_MAX_BYTES * 2 + 2)] })
        .success,
    ).toBe(false);
    expect(nfcSessionSchema.safeParse({ sessionId: SESSION_ID, capdus: ['906000'] }).success).toBe(false);
  });

  it('fit a full round of the longest answers in their body limit', () => {
    const longest = {
      sessionId: 'A'.repeat(64),
      rapdus: Array.from({ length: NFC_APDUS_PER_ROUND_MAX }, () => 'F'.repeat(RAPDU_MAX_BYTES * 2)),
    };
    expect(nfcCardReadingSchema.safeParse(longest).success).toBe(true);
    expect(JSON.stringify(longest).length).toBeLessThan(NFC_CARD_READING_BODY_LIMIT_BYTES);
  });

  it('answer more commands, or the card: its serial number and tickets with spec §3 fields, encoded as given', () => {
    const more = { status: 'commands', capdus: ['90AF000000', '90AF000000'] };
    expect(nfcCardReadingAnswerSchema.parse(more)).toEqual(more);
    const card = {
      status: 'card',
      card: {
        state: 'tickets',
        serialNumber: '0400000000F001',
        cardName: 'FIXTURE Tarjeta Transporte Público',
        tickets: [
          PASS,
          {
            name: 'FIXTURE Metrobús 10 viajes',
            zone: null,
            purchaseDate: '2026-10-20',
            firstUseDate: null,
            lastValidDate: null,
            rechargeDate: null,
            remainingTrips: 10,
          },
        ],
      },
    };
    expect(nfcCardReadingAnswerSchema.parse(card)).toEqual(card);
    // No transform: the server encodes its answers with these schemas.
    expect(z.encode(nfcCardReadingAnswerSchema, card as z.input<typeof nfcCardReadingAnswerSchema>)).toEqual(
      card,
    );
  });

  it('tell a card with no tickets apart (spec §3: "a possible state of having no tickets")', () => {
    const empty = { state: 'noTickets', serialNumber: '0400000000F003', cardName: null };
    expect(nfcCardSchema.parse(empty)).toEqual(empty);
    // A card "with tickets" lists at least one, and at most 16.
    expect(nfcCardSchema.safeParse({ ...empty, state: 'tickets', tickets: [] }).success).toBe(false);
    expect(
      nfcCardSchema.safeParse({
        ...empty,
        state: 'tickets',
        tickets: Array.from({ length: NFC_TICKETS_MAX + 1 }, () => PASS),
      }).success,
    ).toBe(false);
  });

  it('refuse a ticket with a day that is none, or negative trips', () => {
    const card = (ticket: object) => ({
      state: 'tickets',
      serialNumber: '0400000000F001',
      cardName: null,
      tickets: [{ ...PASS, ...ticket }],
    });
    expect(nfcCardSchema.safeParse(card({})).success).toBe(true);
    expect(nfcCardSchema.safeParse(card({ lastValidDate: '2026-02-30' })).success).toBe(false);
    expect(nfcCardSchema.safeParse(card({ purchaseDate: '02/11/2026' })).success).toBe(false);
    expect(nfcCardSchema.safeParse(card({ remainingTrips: -1 })).success).toBe(false);
    expect(nfcCardSchema.safeParse(card({ remainingTrips: 1.5 })).success).toBe(false);
    expect(nfcCardSchema.safeParse({ ...card({}), serialNumber: 'not-hex' }).success).toBe(false);
  });

  it('name each failure with its code and status', () => {
    expect(Object.keys(NFC_ERROR_STATUS).sort()).toEqual([...NFC_ERROR_CODES].sort());
    expect(NFC_ERROR_STATUS).toMatchObject({
      INVALID_BODY: 400,
      CARD_SESSION_NOT_FOUND: 404,
      CARD_READ_FAILED: 422,
      CARD_SERVICE_UNAVAILABLE: 503,
      NFC_NOT_CONFIGURED: 503,
    });
  });
});
