import {
  capduSchema,
  NFC_APDUS_PER_ROUND_MAX,
  NFC_TICKETS_MAX,
  type NfcCard,
  type NfcTicket,
  nfcTicketSchema,
} from '@transit/api-contract';
import { z } from 'zod';

/**
 * The card service's HTTP protocol, as this adapter assumes it. The real service's shape is not published:
 * UPSTREAMS.md only says that it answers wrapped APDU commands as `capdu[]` (hex), takes the card's answers as
 * `rapdu[]` (hex with SW1SW2) until it has no more commands, and that its final answer holds the card name and
 * balance: `desfireSerial`, application dates, the user group with its dates and `profiles[]` (id, name, start, end).
 * Everything else here is modelled on those words and must be checked against a real answer before going live:
 *
 * - `POST {base}/sessions` (body `{}`) → `{ sessionId, capdu: [hex…] }`;
 * - `POST {base}/sessions/{sessionId}/rapdu` (body `{ rapdu: [hex…] }`) → `{ capdu: [hex…] }` while it has commands,
 *   then `{ capdu: [], card: { desfireSerial, name, application, userGroup, profiles, contracts } }`;
 * - 404 or 410 for a session it does not know (over or expired); 422 `{ error, message }` for a card it could not
 *   read; `Authorization: Bearer <NFC_CARD_SERVICE_KEY>` when a key is configured.
 *
 * `contracts[]` (the balance: one entry per ticket) is our assumption too; its field names follow the older look-ups
 * by card number (per-contract charge date, first-use date, end date and trips left; UPSTREAMS.md).
 */

/** Hex as the card service may write it (either case), read as the contract's upper-case hex. */
const upperCase = z.string().transform((text) => text.toUpperCase());

/** A command the card service sends, checked as strictly as the contract's. */
const upstreamCapduSchema = upperCase.pipe(capduSchema);

/** A day as the card service writes it: YYYY-MM-DD (assumed; the shape is not published). */
const upstreamDaySchema = z.iso.date();

const upstreamProfileSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string().max(100),
  start: upstreamDaySchema.nullish(),
  end: upstreamDaySchema.nullish(),
});

/** One ticket (contract) of the card's balance. */
const upstreamContractSchema = z.object({
  name: nfcTicketSchema.shape.name,
  zone: nfcTicketSchema.shape.zone.optional(),
  chargeDate: upstreamDaySchema.nullish(),
  firstUseDate: upstreamDaySchema.nullish(),
  endDate: upstreamDaySchema.nullish(),
  rechargeDate: upstreamDaySchema.nullish(),
  tripsLeft: nfcTicketSchema.shape.remainingTrips.optional(),
});

/**
 * The card as the card service's final answer gives it. `contracts` must be there (an empty list is a card with no
 * tickets): an answer without it is of another shape, never read as "no tickets".
 */
export const upstreamCardSchema = z.object({
  desfireSerial: upperCase.pipe(z.string().regex(/^(?:[0-9A-F]{2}){4,16}$/, 'must be the chip UID in hex')),
  name: z.string().min(1).max(100).nullish(),
  application: z.object({ start: upstreamDaySchema.nullish(), end: upstreamDaySchema.nullish() }).nullish(),
  userGroup: upstreamProfileSchema.nullish(),
  profiles: z.array(upstreamProfileSchema).max(NFC_TICKETS_MAX).optional(),
  contracts: z.array(upstreamContractSchema).max(NFC_TICKETS_MAX),
});
export type UpstreamCard = z.input<typeof upstreamCardSchema>;

/** `POST /sessions`'s answer. */
export const upstreamSessionSchema = z.object({
  sessionId: z.string().min(1).max(256),
  capdu: z.array(upstreamCapduSchema).min(1).max(NFC_APDUS_PER_ROUND_MAX),
});

/** `POST /sessions/{id}/rapdu`'s answer: more commands, or none and the card. */
export const upstreamStepSchema = z
  .object({
    capdu: z.array(upstreamCapduSchema).max(NFC_APDUS_PER_ROUND_MAX),
    card: upstreamCardSchema.nullish(),
  })
  .refine(
    ({ capdu, card }) => capdu.length > 0 !== (card !== null && card !== undefined),
    'holds either commands or the card',
  );

/** A failure's body (422): a code of the service's and its words. */
export const upstreamFailureSchema = z.object({
  error: z.string().optional(),
  message: z.string().optional(),
});

/** The card as the app shows it (the contract's NfcCard), from the card service's final answer. */
export function cardOf(card: z.output<typeof upstreamCardSchema>): NfcCard {
  const tickets = card.contracts.map((contract): NfcTicket => ({
    name: contract.name,
    zone: contract.zone ?? null,
    purchaseDate: contract.chargeDate ?? null,
    firstUseDate: contract.firstUseDate ?? null,
    lastValidDate: contract.endDate ?? null,
    rechargeDate: contract.rechargeDate ?? null,
    remainingTrips: contract.tripsLeft ?? null,
  }));
  const fields = { serialNumber: card.desfireSerial, cardName: card.name ?? null };
  return tickets.length === 0 ? { state: 'noTickets', ...fields } : { state: 'tickets', ...fields, tickets };
}
