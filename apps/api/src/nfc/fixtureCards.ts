import type { NfcCard } from '@transit/api-contract';
import type { UpstreamCard } from './cardServiceProtocol';

/**
 * The fixture card service's script: the DESFire dialogue it holds with each fixture card, round by round (the
 * commands it sends, the answers the card gives), and how each reading ends. These cards are test doubles: their
 * serial numbers, application id, data and tickets are made up, every name says FIXTURE, and nothing here was read
 * from a real card (the real card's layout and the card service's decoding are not published).
 *
 * Pure data and functions (no Node API), so that a browser test's fake native host can hold a fixture card to the
 * phone: {@link fixturePhone} answers the wrapper's transceive calls as the card would.
 */

export const FIXTURE_CARD_IDS = [
  'monthly-pass-zone-a',
  'ten-trips',
  'no-tickets',
  'fails-midway',
  'tag-removed',
] as const;
export type FixtureCardId = (typeof FIXTURE_CARD_IDS)[number];

/** One round of the dialogue. */
export interface FixtureRound {
  /** The commands the fixture card service sends (hex C-APDUs, wrapped DESFire commands), in order. */
  readonly capdus: readonly string[];
  /** The card's answers (hex R-APDUs ending with SW1SW2); null: the card leaves the reader during this round. */
  readonly rapdus: readonly string[] | null;
}

/** How a reading of the card ends once its rounds are answered as scripted. */
export type FixtureOutcome =
  /** The card service's final answer, and the card as our API answers it (the app's screen). */
  | { readonly kind: 'card'; readonly card: UpstreamCard; readonly expected: NfcCard }
  /** The card service cannot read the card (our API answers 422 CARD_READ_FAILED). */
  | { readonly kind: 'readFailed'; readonly message: string }
  /** The card leaves the reader: the wrapper's transceive fails and the app posts nothing more. */
  | { readonly kind: 'tagRemoved' };

export interface FixtureCard {
  readonly id: FixtureCardId;
  readonly description: string;
  readonly rounds: readonly FixtureRound[];
  readonly outcome: FixtureOutcome;
}

/** The wrapper's transceive error when the card leaves the reader (the native bridge's coded error payload). */
export const FIXTURE_TAG_LOST_ERROR = {
  errorCode: 'NFC_TAG_LOST',
  errorMessage: 'FIXTURE: the card left the reader.',
} as const;

/** DESFire status words, as the card ends its answers. */
const OK = '9100';
const MORE_FRAMES = '91AF';
const PERMISSION_DENIED = '919D';
/** A card's answer to a command it does not know (ILLEGAL_COMMAND_CODE). */
export const ILLEGAL_COMMAND = '911C';

/** A made-up application id (3 bytes): the real card's is not published, and this one claims to be none. */
const FIXTURE_AID = 'F0F1F2';

/** GetVersion (INS 60), wrapped for ISO 7816 (CLA 90), and its two further frames (INS AF). */
const GET_VERSION = '9060000000';
const ADDITIONAL_FRAME = '90AF000000';
/** SelectApplication (INS 5A) of the fixture application. */
const SELECT_APPLICATION = `905A000003${FIXTURE_AID}00`;
/** ReadData (INS BD) of file 1, 32 bytes from offset 0; ReadRecords (INS BB) of file 2, every record. */
const READ_DATA = '90BD0000070100000020000000';
const READ_RECORDS = '90BB0000070200000000000000';

/** The first two frames of GetVersion (hardware and software: a DESFire EV1 with 4 KB), the same for every card. */
const HARDWARE_VERSION = `04010101001805${MORE_FRAMES}`;
const SOFTWARE_VERSION = `04010101001805${MORE_FRAMES}`;

/** Made-up bytes, the same on every run: what a card file holds, opaque to the relay. */
function fixtureBytes(seed: number, length: number): string {
  return Array.from({ length }, (_, index) =>
    ((seed * 37 + index * 11 + 5) & 0xff).toString(16).padStart(2, '0').toUpperCase(),
  ).join('');
}

/** The last frame of GetVersion: the card's 7-byte UID, a batch number, and the week and year of production. */
const uidFrame = (uid: string) => `${uid}0000000000012C${OK}`;

/** The rounds of a whole reading, up to the card's own answers to the file reads. */
function reading(uid: string, seed: number, records: string, recordsStatus = OK): FixtureRound[] {
  return [
    { capdus: [GET_VERSION], rapdus: [HARDWARE_VERSION] },
    { capdus: [ADDITIONAL_FRAME, ADDITIONAL_FRAME], rapdus: [SOFTWARE_VERSION, uidFrame(uid)] },
    { capdus: [SELECT_APPLICATION], rapdus: [OK] },
    {
      capdus: [READ_DATA, READ_RECORDS],
      rapdus: [`${fixtureBytes(seed, 32)}${OK}`, `${records}${recordsStatus}`],
    },
  ];
}

const CARD_NAME = 'FIXTURE Tarjeta Transporte Público (test double)';
const FIXTURE_PROFILE = { id: 1, name: 'FIXTURE Normal', start: '2024-01-15', end: null };
const FIXTURE_APPLICATION = { start: '2024-01-15', end: '2034-01-14' };

/** Every fixture card, by id. */
export const FIXTURE_CARDS: { readonly [Id in FixtureCardId]: FixtureCard } = {
  'monthly-pass-zone-a': {
    id: 'monthly-pass-zone-a',
    description: 'A monthly pass (30 days) of zone A, renewed once.',
    rounds: reading('0400000000F001', 1, fixtureBytes(11, 48)),
    outcome: {
      kind: 'card',
      card: {
        desfireSerial: '0400000000F001',
        name: CARD_NAME,
        application: FIXTURE_APPLICATION,
        userGroup: FIXTURE_PROFILE,
        profiles: [FIXTURE_PROFILE],
        contracts: [
          {
            name: 'FIXTURE Abono 30 días zona A',
            zone: 'A',
            chargeDate: '2026-10-03',
            firstUseDate: '2026-11-03',
            endDate: '2026-12-02',
            rechargeDate: '2026-11-02',
            tripsLeft: null,
          },
        ],
      },
      expected: {
        state: 'tickets',
        serialNumber: '0400000000F001',
        cardName: CARD_NAME,
        tickets: [
          {
            name: 'FIXTURE Abono 30 días zona A',
            zone: 'A',
            purchaseDate: '2026-10-03',
            firstUseDate: '2026-11-03',
            lastValidDate: '2026-12-02',
            rechargeDate: '2026-11-02',
            remainingTrips: null,
          },
        ],
      },
    },
  },
  'ten-trips': {
    id: 'ten-trips',
    description: 'A 10-trip ticket of zone A with 7 trips left and no last valid day.',
    rounds: reading('0400000000F002', 2, fixtureBytes(12, 24)),
    outcome: {
      kind: 'card',
      card: {
        // In lower case, as a card service may write it: the API answers upper-case hex.
        desfireSerial: '0400000000f002',
        name: CARD_NAME,
        application: FIXTURE_APPLICATION,
        userGroup: null,
        profiles: [],
        contracts: [
          {
            name: 'FIXTURE Metrobús 10 viajes',
            zone: 'A',
            chargeDate: '2026-11-20',
            firstUseDate: '2026-11-21',
            endDate: null,
            tripsLeft: 7,
          },
        ],
      },
      expected: {
        state: 'tickets',
        serialNumber: '0400000000F002',
        cardName: CARD_NAME,
        tickets: [
          {
            name: 'FIXTURE Metrobús 10 viajes',
            zone: 'A',
            purchaseDate: '2026-11-20',
            firstUseDate: '2026-11-21',
            lastValidDate: null,
            rechargeDate: null,
            remainingTrips: 7,
          },
        ],
      },
    },
  },
  'no-tickets': {
    id: 'no-tickets',
    description: 'A card with no ticket on it.',
    rounds: reading('0400000000F003', 3, ''),
    outcome: {
      kind: 'card',
      card: {
        desfireSerial: '0400000000F003',
        name: null,
        application: FIXTURE_APPLICATION,
        userGroup: FIXTURE_PROFILE,
        profiles: [FIXTURE_PROFILE],
        contracts: [],
      },
      expected: { state: 'noTickets', serialNumber: '0400000000F003', cardName: null },
    },
  },
  'fails-midway': {
    id: 'fails-midway',
    description: 'A card that refuses the read of its records (permission denied) in the last round.',
    rounds: reading('0400000000F004', 4, '', PERMISSION_DENIED),
    outcome: {
      kind: 'readFailed',
      message: `FIXTURE card service: the card refused to read its records (status ${PERMISSION_DENIED}).`,
    },
  },
  'tag-removed': {
    id: 'tag-removed',
    description: 'A card taken away from the phone during the second round: it gives no answer.',
    rounds: reading('0400000000F005', 5, '').map((round, index) =>
      index === 1 ? { ...round, rapdus: null } : round,
    ),
    outcome: { kind: 'tagRemoved' },
  },
};

/** A fake phone's answer to one transceive call: the card's answers, or the transceive error. */
export type FixtureTransceive =
  | { readonly ok: true; readonly rapdus: readonly string[] }
  | { readonly ok: false; readonly error: typeof FIXTURE_TAG_LOST_ERROR };

/**
 * A phone holding fixture card `id`: each transceive call is answered with the card's answers of the next scripted
 * round, when the commands are that round's; a command the script does not expect there gets ILLEGAL_COMMAND (as a
 * card answers a command it does not know), and once the card has left the reader every call fails with
 * {@link FIXTURE_TAG_LOST_ERROR}.
 */
export function fixturePhone(id: FixtureCardId): {
  transceive(capdus: readonly string[]): FixtureTransceive;
} {
  const { rounds } = FIXTURE_CARDS[id];
  let next = 0;
  let isRemoved = false;
  return {
    transceive(capdus) {
      const round = rounds[next];
      next += 1;
      const answers = round?.rapdus;
      if (isRemoved || answers === null) {
        isRemoved = true;
        return { ok: false, error: FIXTURE_TAG_LOST_ERROR };
      }
      const rapdus = capdus.map((capdu, index) =>
        round?.capdus[index] === capdu ? (answers?.[index] ?? ILLEGAL_COMMAND) : ILLEGAL_COMMAND,
      );
      return { ok: true, rapdus };
    },
  };
}
