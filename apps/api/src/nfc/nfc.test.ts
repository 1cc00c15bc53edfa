import {
  type ErrorAnswer,
  NFC_ROUTES,
  type NfcCard,
  type NfcCardReadingAnswer,
  type NfcSession,
} from '@transit/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app';
import { CITY_CONFIGS } from '../cityConfigs';
import { parseEnv } from '../env';
import { fixtureCities, fixtureMadridNetwork } from '../fixtureNetwork';
import { StartupError } from '../load';
import { createFixtureCardService, createFixtureDialogue } from './fixtureCardService';
import {
  type CardServiceFixtureServer,
  FIXTURE_CARD_SERVICE_KEY,
  startCardServiceFixtureServer,
} from './fixtureCardServer';
import {
  FIXTURE_CARD_IDS,
  FIXTURE_CARDS,
  FIXTURE_TAG_LOST_ERROR,
  type FixtureCardId,
  fixturePhone,
  ILLEGAL_COMMAND,
} from './fixtureCards';
import { createNfcRelay, type Nfc, NFC_SESSION_TTL_MS } from './relay';
import { createNfcFromEnv, describeNfc } from './setup';

/**
 * The NFC card reading (issue 13; spec §3 Transport card (NFC), §7 POST {api}/v1/nfc-transport-card/sessions and
 * /card-reading, §8 NFC read error and no tickets on the card), end to end: the app's calls through app.inject, the
 * relay, the HTTP adapter configured from the environment, and the fixture card service over HTTP holding its
 * scripted DESFire dialogue. A fake phone (fixturePhone) holds each fixture card to the reader, as the browser tests'
 * fake native host will. The cards are test doubles (their names say FIXTURE), not real card data.
 */

const NOW = Date.parse('2026-11-26T09:00:00Z');
/**
 * The adapter's wait in these tests: "the card service does not answer" takes 3 s, not 10; still ample for a loaded
 * CI machine's first local HTTP call (400 ms was not: a session opening failed 503 there).
 */
const CARD_SERVICE_TIMEOUT_MS = 3_000;
const MADRID = '/api/madrid';
const SESSIONS = NFC_ROUTES.sessions.path;
const CARD_READING = NFC_ROUTES.cardReading.path;

let server: CardServiceFixtureServer;
let app: App;
let clock = NOW;

/** The card service as the environment configures it, at `url`, with the tests' short timeout. */
function nfcAt(
  url: string,
  key: string | undefined = FIXTURE_CARD_SERVICE_KEY,
  limits: Partial<Nfc> = {},
): Nfc {
  const env = parseEnv(
    {
      NFC_CARD_SERVICE_URL: url,
      NFC_CARD_SERVICE_KEY: key,
      NFC_CARD_SERVICE_TIMEOUT_MS: String(CARD_SERVICE_TIMEOUT_MS),
    },
    process.cwd(),
  ).nfc;
  const nfc = createNfcFromEnv(env);
  if (nfc === undefined) throw new Error('NFC is on');
  return { ...nfc, ...limits };
}

/** Madrid and New York of the fixtures, and the Madrid card app's variant (its own API base). */
function cities() {
  const madridCard = CITY_CONFIGS.get('madrid-card');
  if (madridCard === undefined) throw new Error('madrid-card is a city');
  return new Map([
    ...fixtureCities(),
    ['madrid-card', { city: madridCard, network: fixtureMadridNetwork() }],
  ]);
}

function appWith(nfc: Nfc | undefined): App {
  return createApp({ cities: cities(), now: () => clock, nfc });
}

beforeAll(async () => {
  server = await startCardServiceFixtureServer({ key: FIXTURE_CARD_SERVICE_KEY });
  app = appWith(nfcAt(server.baseUrl));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await server?.close();
});

interface Answer<Body> {
  readonly status: number;
  readonly body: Body;
  readonly cacheControl: string | undefined;
}

async function post<Body>(
  target: App,
  url: string,
  payload?: string | object,
  headers: Record<string, string> = {},
): Promise<Answer<Body>> {
  const response = await target.inject({
    method: 'POST',
    url,
    headers,
    ...(payload !== undefined && { payload }),
  });
  return {
    status: response.statusCode,
    body: response.json<Body>(),
    cacheControl: response.headers['cache-control'],
  };
}

const openSession = (target: App = app, base = MADRID) =>
  post<NfcSession & ErrorAnswer>(target, `${base}${SESSIONS}`);
const sendAnswers = (sessionId: string, rapdus: readonly string[], target: App = app, base = MADRID) =>
  post<NfcCardReadingAnswer & ErrorAnswer>(target, `${base}${CARD_READING}`, { sessionId, rapdus });

/** How a whole reading of a fixture card ended, as the app sees it. */
type Reading = { readonly sessionId: string; readonly rounds: number } & (
  | { readonly kind: 'card'; readonly card: NfcCard }
  | { readonly kind: 'error'; readonly status: number; readonly error: ErrorAnswer }
  | { readonly kind: 'tagRemoved' }
);

/**
 * Reads fixture card `id` as the app does: opens a session, has the phone transceive each round of commands and posts
 * the card's answers, until the server answers the card or an error, or the card leaves the reader. `tamper` may
 * change the answers before they are posted. Every answer must say that no cache keeps it.
 */
async function readCard(
  id: FixtureCardId,
  options: { target?: App; base?: string; tamper?: (rapdus: string[], round: number) => string[] } = {},
): Promise<Reading> {
  const { target = app, base = MADRID, tamper = (rapdus) => rapdus } = options;
  const phone = fixturePhone(id);
  const opened = await openSession(target, base);
  expect(opened.status).toBe(200);
  expect(opened.cacheControl).toBe('no-store');
  const { sessionId } = opened.body;
  let { capdus } = opened.body;
  for (let round = 0; ; round += 1) {
    const transceived = phone.transceive(capdus);
    if (!transceived.ok) return { kind: 'tagRemoved', sessionId, rounds: round };
    const answer = await sendAnswers(sessionId, tamper([...transceived.rapdus], round), target, base);
    expect(answer.cacheControl).toBe('no-store');
    const rounds = round + 1;
    if (answer.status !== 200)
      return { kind: 'error', status: answer.status, error: answer.body, sessionId, rounds };
    if (answer.body.status === 'card') return { kind: 'card', card: answer.body.card, sessionId, rounds };
    capdus = answer.body.capdus;
  }
}

/** The requests the fixture card service took since `from`. */
const serviceRequestsSince = (from: number) => server.requests.slice(from);

describe('reading a transport card by NFC (spec §3, §7)', () => {
  it('reads each fixture card to the card the app shows, relaying every round to the card service over HTTP', async () => {
    const openBefore = server.dialogue.openSessions;
    for (const id of ['monthly-pass-zone-a', 'ten-trips', 'no-tickets'] as const) {
      const { outcome, rounds } = FIXTURE_CARDS[id];
      if (outcome.kind !== 'card') throw new Error(`${id} ends with a card`);
      const from = server.requests.length;
      const reading = await readCard(id);
      expect(reading, id).toMatchObject({ kind: 'card', card: outcome.expected, rounds: rounds.length });
      // One opening and one call a round, each with the server's key, the answers relayed as the phone gave them.
      const calls = serviceRequestsSince(from);
      expect(
        calls.map(({ path }) => path.replace(/sessions\/[^/]+/, 'sessions/{id}')),
        id,
      ).toEqual([
        '/fixture-card-service/v1/sessions',
        ...rounds.map(() => '/fixture-card-service/v1/sessions/{id}/rapdu'),
      ]);
      expect(calls.every(({ authorization }) => authorization === `Bearer ${FIXTURE_CARD_SERVICE_KEY}`)).toBe(
        true,
      );
      expect(calls.slice(1).map(({ body }) => body)).toEqual(rounds.map(({ rapdus }) => ({ rapdu: rapdus })));
    }
    // Every reading is over at the card service too.
    expect(server.dialogue.openSessions).toBe(openBefore);
  });

  it('answers the monthly pass with spec §3 fields: purchase, first use, last valid day, recharge, zone; no trips', async () => {
    const reading = await readCard('monthly-pass-zone-a');
    expect(reading).toMatchObject({
      kind: 'card',
      card: {
        state: 'tickets',
        serialNumber: '0400000000F001',
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
    });
  });

  it('answers the 10-trip ticket with its remaining trips, and the serial number in upper-case hex', async () => {
    const reading = await readCard('ten-trips');
    expect(reading.kind === 'card' && reading.card).toMatchObject({
      state: 'tickets',
      serialNumber: '0400000000F002',
      tickets: [
        { name: 'FIXTURE Metrobús 10 viajes', remainingTrips: 7, lastValidDate: null, rechargeDate: null },
      ],
    });
  });

  it('tells a card with no tickets apart: state noTickets (spec §8: "no tickets on the card")', async () => {
    const reading = await readCard('no-tickets');
    expect(reading).toMatchObject({
      kind: 'card',
      card: { state: 'noTickets', serialNumber: '0400000000F003', cardName: null },
      rounds: 4,
    });
    expect(reading.kind === 'card' && Object.keys(reading.card)).toEqual([
      'state',
      'serialNumber',
      'cardName',
    ]);
  });

  it('serves every Madrid variant (the card app under its own base); the session belongs to the city that opened it', async () => {
    const reading = await readCard('ten-trips', { base: '/api/madrid-card' });
    expect(reading.kind).toBe('card');
    const opened = await openSession(app, '/api/madrid-card');
    const elsewhere = await sendAnswers(opened.body.sessionId, ['0401010100180591AF'], app, MADRID);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('CARD_SESSION_NOT_FOUND');
  });

  it('is not served for a city whose card it does not read (New York: 404 NOT_FOUND)', async () => {
    for (const path of [SESSIONS, CARD_READING]) {
      const answer = await post<ErrorAnswer>(app, `/api/new-york${path}`, { sessionId: 'x', rapdus: [] });
      expect(answer.status, path).toBe(404);
      expect(answer.body.code, path).toBe('NOT_FOUND');
    }
  });
});

describe('a reading that fails (spec §8: NFC read error)', () => {
  it('a card that fails mid-way: 422 CARD_READ_FAILED with the card service’s words, and the session is over', async () => {
    const openBefore = server.dialogue.openSessions;
    const reading = await readCard('fails-midway');
    expect(reading).toMatchObject({
      kind: 'error',
      status: 422,
      error: {
        code: 'CARD_READ_FAILED',
        message:
          "The card service could not read the card: 'FIXTURE card service: the card refused to read its records (status 919D).'.",
      },
      rounds: 4,
    });
    expect(server.dialogue.openSessions).toBe(openBefore);
    expect((await sendAnswers(reading.sessionId, ['9100', '9100'])).status).toBe(404);
  });

  it('a wrong answer: 422 CARD_READ_FAILED, and the session cannot go on', async () => {
    const reading = await readCard('monthly-pass-zone-a', {
      // One byte of the file the card read in the last round is not the card's.
      tamper: (rapdus, round) =>
        round === 3 ? [`00${rapdus[0]?.slice(2) ?? ''}`, ...rapdus.slice(1)] : rapdus,
    });
    expect(reading).toMatchObject({
      kind: 'error',
      status: 422,
      error: { code: 'CARD_READ_FAILED' },
      rounds: 4,
    });
    expect(reading.kind === 'error' && reading.error.message).toMatch(/not those of any fixture card/);
    expect((await sendAnswers(reading.sessionId, ['9100', '9100'])).status).toBe(404);
  });

  it('answers short of the commands (the card left mid-round): 422 CARD_READ_FAILED, before the card service is asked', async () => {
    const opened = await openSession();
    const phone = fixturePhone('monthly-pass-zone-a');
    const first = await sendAnswers(opened.body.sessionId, transceived(phone, opened.body.capdus));
    expect(first.body.status === 'commands' && first.body.capdus).toHaveLength(2);
    const from = server.requests.length;
    const short = await sendAnswers(opened.body.sessionId, ['0401010100180591AF']);
    expect(short.status).toBe(422);
    expect(short.body).toEqual({
      code: 'CARD_READ_FAILED',
      message: 'The card was sent 2 commands but 1 answers came back: hold the card still and read it again.',
    });
    expect(serviceRequestsSince(from)).toEqual([]);
    // A failure ends the session.
    const again = await sendAnswers(opened.body.sessionId, ['9100', '9100']);
    expect(again.status).toBe(404);
  });

  it('the tag removed: the phone gets no answer and posts nothing; the session expires after 2 minutes (404)', async () => {
    const reading = await readCard('tag-removed');
    expect(reading).toMatchObject({ kind: 'tagRemoved', rounds: 1 });
    // Within its 2 minutes the session is still there (these answers are just not the card's).
    clock += NFC_SESSION_TTL_MS - 1;
    expect((await sendAnswers(reading.sessionId, ['9100'])).body.code).toBe('CARD_READ_FAILED');
    const abandoned = await readCard('tag-removed');
    clock += NFC_SESSION_TTL_MS;
    try {
      const late = await sendAnswers(abandoned.sessionId, ['9100', '9100']);
      expect(late.status).toBe(404);
      expect(late.body).toEqual({
        code: 'CARD_SESSION_NOT_FOUND',
        message:
          'There is no such card reading: it is over, or it expired (a reading lasts 2 minutes). Start a new one.',
      });
    } finally {
      clock = NOW;
    }
  });

  it('an unknown session, or one already over: 404 CARD_SESSION_NOT_FOUND', async () => {
    const unknown = await sendAnswers('AAAAAAAAAAAAAAAAAAAAAAAA', ['9100']);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('CARD_SESSION_NOT_FOUND');
    expect(unknown.cacheControl).toBe('no-store');
    const done = await readCard('no-tickets');
    expect(done.kind).toBe('card');
    const over = await sendAnswers(done.sessionId, ['9100']);
    expect(over.status).toBe(404);
    expect(over.body.code).toBe('CARD_SESSION_NOT_FOUND');
  });

  it('the card service forgets a session (its own expiry): 404 CARD_SESSION_NOT_FOUND', async () => {
    const dialogue = createFixtureDialogue();
    const service = createFixtureCardService(dialogue);
    const relay = createNfcRelay(
      {
        cardService: {
          startSession: () => service.startSession(),
          exchange: (_sessionId, rapdus) => service.exchange('forgotten', rapdus),
        },
      },
      () => NOW,
    );
    const opened = await relay.start('madrid');
    await expect(
      relay.answer('madrid', { sessionId: opened.sessionId, rapdus: ['0401010100180591AF'] }),
    ).rejects.toMatchObject({
      code: 'CARD_SESSION_NOT_FOUND',
    });
    expect(relay.openSessions).toBe(0);
  });
});

/** The phone's answers to `capdus` (the card stays on the reader). */
function transceived(phone: ReturnType<typeof fixturePhone>, capdus: readonly string[]): string[] {
  const result = phone.transceive(capdus);
  if (!result.ok) throw new Error('the card is on the reader');
  return [...result.rapdus];
}

describe('a body that is not a card reading: 400 INVALID_BODY, never relayed', () => {
  it('refuses malformed hex, bad counts, a session id the server never made, other fields and non-JSON', async () => {
    const opened = await openSession();
    const { sessionId } = opened.body;
    const from = server.requests.length;
    for (const [name, payload, contentType] of [
      ['lower-case hex', { sessionId, rapdus: ['0401010100180591af'] }],
      ['an odd number of digits', { sessionId, rapdus: ['040'] }],
      ['not hex at all', { sessionId, rapdus: ['<script>'] }],
      ['no answers', { sessionId, rapdus: [] }],
      ['33 answers', { sessionId, rapdus: Array.from({ length: 33 }, () => '9100') }],
      ['an answer past 258 bytes', { sessionId, rapdus: ['A'.repeat(518)] }],
      ['a number', { sessionId, rapdus: [9100] }],
      ['no session id', { rapdus: ['9100'] }],
      ['a session id with a path in it', { sessionId: '../../sessions/x', rapdus: ['9100'] }],
      ['another field', { sessionId, rapdus: ['9100'], uid: 'x' }],
      ['an array', [{ sessionId, rapdus: ['9100'] }]],
      ['null', 'null', 'application/json'],
      ['a JSON string', '"9100"', 'application/json'],
      ['not JSON', '{"sessionId":', 'application/json'],
      ['an empty JSON body', '', 'application/json'],
    ] as const) {
      const answer = await post<ErrorAnswer>(
        app,
        `${MADRID}${CARD_READING}`,
        payload,
        contentType === undefined ? {} : { 'content-type': contentType },
      );
      expect(answer.status, name).toBe(400);
      expect(answer.body.code, name).toBe('INVALID_BODY');
      expect(answer.body.message, name).toMatch(/^Invalid card reading: /);
      expect(answer.cacheControl, name).toBe('no-store');
    }
    const lowerCase = await sendAnswers(sessionId, ['91af']);
    expect(lowerCase.body.message).toBe(
      'Invalid card reading: rapdus.0: an answer is hex bytes: pairs of 0-9 and A-F, upper case.',
    );
    expect(serviceRequestsSince(from)).toEqual([]);
    // None of them touched the session: the reading goes on.
    const phone = fixturePhone('monthly-pass-zone-a');
    expect((await sendAnswers(sessionId, transceived(phone, opened.body.capdus))).status).toBe(200);
  });

  it('refuses a body too large (413) or not JSON (415), and a body on the opening beyond 1 KiB', async () => {
    const huge = await post<ErrorAnswer>(app, `${MADRID}${CARD_READING}`, {
      sessionId: 'AAAAAAAAAAAAAAAAAAAAAAAA',
      rapdus: Array.from({ length: 32 }, () => 'F'.repeat(2000)),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const text = await post<ErrorAnswer>(app, `${MADRID}${CARD_READING}`, 'rapdus=9100', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(text.status).toBe(415);
    const bigOpening = await post<ErrorAnswer>(app, `${MADRID}${SESSIONS}`, { padding: 'x'.repeat(2000) });
    expect(bigOpening.status).toBe(413);
    // An opening with an empty object, or a JSON content type and no body, is still an opening; one with a body that
    // is not JSON is not.
    expect((await post<NfcSession>(app, `${MADRID}${SESSIONS}`, {})).status).toBe(200);
    const typedEmpty = await post<NfcSession>(app, `${MADRID}${SESSIONS}`, '', {
      'content-type': 'application/json',
    });
    expect(typedEmpty.status).toBe(200);
    const notJson = await post<ErrorAnswer>(app, `${MADRID}${SESSIONS}`, '{', {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({
      code: 'INVALID_BODY',
      message:
        "Invalid session opening: Body is not valid JSON but content-type is set to 'application/json'.",
    });
  });
});

describe('the card service down, slow or confused: 503 CARD_SERVICE_UNAVAILABLE', () => {
  it('answers 503 when the card service answers an error, HTML, another shape, or nothing in time', async () => {
    for (const fault of ['unavailable', 'notJson', 'wrongShape', 'hang'] as const) {
      server.fault(fault);
      try {
        const opening = await openSession();
        expect(opening.status, fault).toBe(503);
        expect(opening.body.code, fault).toBe('CARD_SERVICE_UNAVAILABLE');
        expect(opening.cacheControl, fault).toBe('no-store');
      } finally {
        server.fault('none');
      }
    }
    const hang = await (async () => {
      server.fault('hang');
      try {
        return await openSession();
      } finally {
        server.fault('none');
      }
    })();
    expect(hang.body.message).toBe(
      `The card service did not answer within ${CARD_SERVICE_TIMEOUT_MS} ms (opening a session).`,
    );
  });

  it('answers 503 mid-reading when the card service goes down, and ends the session', async () => {
    const opened = await openSession();
    const phone = fixturePhone('ten-trips');
    server.fault('unavailable');
    let down: Answer<ErrorAnswer>;
    try {
      down = await sendAnswers(opened.body.sessionId, transceived(phone, opened.body.capdus));
    } finally {
      server.fault('none');
    }
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      code: 'CARD_SERVICE_UNAVAILABLE',
      message:
        "The card service answered HTTP 503 (the card’s answers: 'FIXTURE: the card service is down.').",
    });
    expect((await sendAnswers(opened.body.sessionId, ['9100'])).status).toBe(404);
  });

  it('answers 409 CARD_SESSION_BUSY to answers posted while the last ones are still being relayed', async () => {
    const opened = await openSession();
    const rapdus = transceived(fixturePhone('ten-trips'), opened.body.capdus);
    server.fault('hang');
    try {
      const [slow, second] = await Promise.all([
        sendAnswers(opened.body.sessionId, rapdus),
        new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
          sendAnswers(opened.body.sessionId, rapdus),
        ),
      ]);
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('CARD_SESSION_BUSY');
      expect(slow.status).toBe(503);
    } finally {
      server.fault('none');
    }
  });

  it('answers 503 when nothing listens at the URL, or the card service refuses the key', async () => {
    const closed = await startCardServiceFixtureServer();
    const url = closed.baseUrl;
    await closed.close();
    const nowhere = appWith(nfcAt(url));
    const wrongKey = appWith(nfcAt(server.baseUrl, 'not-the-key'));
    try {
      const unreachable = await openSession(nowhere);
      expect(unreachable.status).toBe(503);
      expect(unreachable.body).toEqual({
        code: 'CARD_SERVICE_UNAVAILABLE',
        message: 'The card service could not be reached (opening a session).',
      });
      const refused = await openSession(wrongKey);
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(
        "The card service refused the server's key (NFC_CARD_SERVICE_KEY) (opening a session: 'FIXTURE: the key is missing or wrong.').",
      );
    } finally {
      await Promise.all([nowhere.close(), wrongKey.close()]);
    }
  });

  it('refuses a new reading past the cap of open sessions (503), until some expire', async () => {
    const capped = appWith(nfcAt(server.baseUrl, FIXTURE_CARD_SERVICE_KEY, { maxSessions: 2 }));
    try {
      expect((await openSession(capped)).status).toBe(200);
      expect((await openSession(capped)).status).toBe(200);
      const full = await openSession(capped);
      expect(full.status).toBe(503);
      expect(full.body).toEqual({
        code: 'CARD_SERVICE_UNAVAILABLE',
        message: 'Too many card readings are in progress on this server: try again in a moment.',
      });
      clock += NFC_SESSION_TTL_MS;
      expect((await openSession(capped)).status).toBe(200);
    } finally {
      clock = NOW;
      await capped.close();
    }
  });
});

describe('a server with no card service', () => {
  it('answers both calls 503 NFC_NOT_CONFIGURED (the app says so), never cached', async () => {
    const off = appWith(undefined);
    try {
      const opening = await openSession(off);
      expect(opening.status).toBe(503);
      expect(opening.body).toEqual({
        code: 'NFC_NOT_CONFIGURED',
        message:
          'Reading transport cards is not configured on this server (NFC_CARD_SERVICE_URL is not set).',
      });
      expect(opening.cacheControl).toBe('no-store');
      const reading = await sendAnswers('AAAAAAAAAAAAAAAAAAAAAAAA', ['9100'], off);
      expect(reading.status).toBe(503);
      expect(reading.body.code).toBe('NFC_NOT_CONFIGURED');
    } finally {
      await off.close();
    }
  });

  it('reads its settings from the environment: off without NFC_CARD_SERVICE_URL; bad values name the variable', () => {
    expect(parseEnv({}, '/repo').nfc).toBeUndefined();
    expect(parseEnv({ NFC_CARD_SERVICE_KEY: 'k', NFC_CARD_SERVICE_URL: ' ' }, '/repo').nfc).toBeUndefined();
    const env = parseEnv(
      { NFC_CARD_SERVICE_URL: 'https://cards.example/v1', NFC_CARD_SERVICE_KEY: ' secret ' },
      '/repo',
    ).nfc;
    expect(env).toEqual({
      cardServiceUrl: 'https://cards.example/v1',
      cardServiceKey: 'secret',
      timeoutMs: undefined,
    });
    expect(describeNfc(env)).toBe(
      'NFC card reading: relayed to the card service at https://cards.example/v1 with a key, 10000 ms a call.',
    );
    expect(describeNfc(undefined)).toMatch(/^NFC card reading: off \(NFC_CARD_SERVICE_URL is not set\)/);
    expect(
      describeNfc({
        cardServiceUrl: 'https://user:pw@cards.example/v1?token=t',
        cardServiceKey: undefined,
        timeoutMs: 800,
      }),
    ).toBe(
      'NFC card reading: relayed to the card service at https://cards.example/v1 with no key, 800 ms a call.',
    );
    for (const [name, value, message] of [
      ['NFC_CARD_SERVICE_URL', 'cards.example', /NFC_CARD_SERVICE_URL must be an http\(s\) URL/],
      [
        'NFC_CARD_SERVICE_TIMEOUT_MS',
        '15000',
        /NFC_CARD_SERVICE_TIMEOUT_MS must be a whole number from 1 to 14000/,
      ],
      ['NFC_CARD_SERVICE_TIMEOUT_MS', '0', /NFC_CARD_SERVICE_TIMEOUT_MS must be a whole number/],
    ] as const) {
      let error: unknown;
      try {
        parseEnv({ NFC_CARD_SERVICE_URL: 'https://cards.example', [name]: value }, '/repo');
      } catch (caught) {
        error = caught;
      }
      expect(error, name).toBeInstanceOf(StartupError);
      expect((error as StartupError).code).toBe('ENV_INVALID');
      expect((error as StartupError).message).toMatch(message);
    }
  });
});

describe('the fixture card service and its fake phone (for the browser tests’ fake native host)', () => {
  it('holds a script for every fixture card, each a test double that says so', () => {
    expect(Object.keys(FIXTURE_CARDS)).toEqual([...FIXTURE_CARD_IDS]);
    for (const card of Object.values(FIXTURE_CARDS)) {
      expect(card.rounds.length, card.id).toBeGreaterThan(2);
      if (card.outcome.kind === 'card') {
        const { expected } = card.outcome;
        if (expected.state === 'tickets') {
          expect(expected.tickets.every((ticket) => ticket.name.startsWith('FIXTURE'))).toBe(true);
          expect(expected.cardName).toMatch(/^FIXTURE/);
        }
      }
      if (card.outcome.kind === 'readFailed') expect(card.outcome.message).toMatch(/^FIXTURE/);
    }
  });

  it('reads every card in process as over HTTP: the same cards, the same failures', async () => {
    const relay = createNfcRelay({ cardService: createFixtureCardService() }, () => NOW);
    for (const id of FIXTURE_CARD_IDS) {
      const { outcome } = FIXTURE_CARDS[id];
      const phone = fixturePhone(id);
      const { sessionId, capdus: first } = await relay.start('madrid');
      let capdus = first;
      let result: NfcCardReadingAnswer | { code: string } | 'tagRemoved';
      for (;;) {
        const transceive = phone.transceive(capdus);
        if (!transceive.ok) {
          expect(transceive.error).toEqual(FIXTURE_TAG_LOST_ERROR);
          result = 'tagRemoved';
          break;
        }
        try {
          const answer = await relay.answer('madrid', { sessionId, rapdus: transceive.rapdus });
          if (answer.status === 'card') {
            result = answer;
            break;
          }
          capdus = answer.capdus;
        } catch (error) {
          result = { code: (error as { code: string }).code };
          break;
        }
      }
      switch (outcome.kind) {
        case 'card':
          expect(result, id).toEqual({ status: 'card', card: outcome.expected });
          break;
        case 'readFailed':
          expect(result, id).toEqual({ code: 'CARD_READ_FAILED' });
          break;
        case 'tagRemoved':
          expect(result, id).toBe('tagRemoved');
          break;
      }
    }
    // The tag-removed reading stays open until it expires; every other one is over.
    expect(relay.openSessions).toBe(1);
  });

  it('answers a command the script does not expect as a card does (ILLEGAL_COMMAND), and nothing once the card is gone', () => {
    const phone = fixturePhone('ten-trips');
    expect(phone.transceive(['9060000000', '90AF000000'])).toEqual({
      ok: true,
      rapdus: ['0401010100180591AF', ILLEGAL_COMMAND],
    });
    const removed = fixturePhone('tag-removed');
    expect(removed.transceive(['9060000000']).ok).toBe(true);
    expect(removed.transceive(['90AF000000', '90AF000000'])).toEqual({
      ok: false,
      error: FIXTURE_TAG_LOST_ERROR,
    });
    expect(removed.transceive(['9060000000'])).toEqual({ ok: false, error: FIXTURE_TAG_LOST_ERROR });
  });
});
