import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createNfcClient, nfcErrorCodeOf } from './nfc';
import { type FakeAnswer, fakeFetch, fakeTimeoutSignal } from './testSupport';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const BASE = 'https://api.example/api/madrid';
/** Spec §7: both NFC calls time out at 15 s. */
const SPEC_TIMEOUT_MS = 15_000;
const SESSION_ID = 'q3Jx0Zk2b6Yp1WcVnT8sLm4A';
/** A fixture card's answers (test doubles, not a real card's). */
const VERSION_FRAME = '0401010100180591AF';
const CARD = {
  state: 'tickets',
  serialNumber: '0400000000F002',
  cardName: 'FIXTURE Tarjeta Transporte Público (test double)',
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
};

function clientAnswering(answer: (url: string, call: number) => FakeAnswer) {
  let calls = 0;
  const fake = fakeFetch((url) => answer(url, calls++));
  return { client: createNfcClient({ baseUrl: BASE, fetch: fake.fetch }), calls: fake.calls };
}

describe('the NFC card-reading client (spec §7)', () => {
  it('opens a session with a POST without a body, and reads its id and first commands', async () => {
    const { client, calls } = clientAnswering(() => ({
      json: { sessionId: SESSION_ID, capdus: ['9060000000'] },
    }));
    expect(await client.startCardSession()).toEqual({ sessionId: SESSION_ID, capdus: ['9060000000'] });
    expect(calls[0]?.url).toBe(`${BASE}/v1/nfc-transport-card/sessions`);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBeUndefined();
    expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBeNull();
  });

  it("sends the card's answers with the session id, and reads more commands or the card", async () => {
    const { client, calls } = clientAnswering((_url, call) =>
      call === 0
        ? { json: { status: 'commands', capdus: ['90AF000000', '90AF000000'] } }
        : { json: { status: 'card', card: CARD } },
    );
    expect(await client.sendCardAnswers(SESSION_ID, [VERSION_FRAME])).toEqual({
      status: 'commands',
      capdus: ['90AF000000', '90AF000000'],
    });
    expect(calls[0]?.url).toBe(`${BASE}/v1/nfc-transport-card/card-reading`);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({
      sessionId: SESSION_ID,
      rapdus: [VERSION_FRAME],
    });
    expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBe('application/json');
    expect(await client.sendCardAnswers(SESSION_ID, [VERSION_FRAME, '9100'])).toEqual({
      status: 'card',
      card: CARD,
    });
  });

  it("fails with the server's NFC code, and asks only once (a reading is not retried)", async () => {
    const { client, calls } = clientAnswering(() => ({
      status: 422,
      json: { code: 'CARD_READ_FAILED', message: 'The card service could not read the card.' },
    }));
    const failure = client.sendCardAnswers(SESSION_ID, ['9100']);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 422,
      serverError: { code: 'CARD_READ_FAILED' },
    });
    expect(nfcErrorCodeOf(await failure.catch((error: unknown) => error))).toBe('CARD_READ_FAILED');
    expect(calls).toHaveLength(1);
  });

  it('tells the NFC codes apart from any other failure', async () => {
    const { client } = clientAnswering((_url, call) =>
      call === 0
        ? { status: 503, json: { code: 'NFC_NOT_CONFIGURED', message: 'off' } }
        : { status: 500, json: { code: 'INTERNAL_ERROR', message: 'oops' } },
    );
    const off = await client.startCardSession().catch((error: unknown) => error);
    expect(nfcErrorCodeOf(off)).toBe('NFC_NOT_CONFIGURED');
    const other = await client.startCardSession().catch((error: unknown) => error);
    expect(nfcErrorCodeOf(other)).toBeUndefined();
    expect(nfcErrorCodeOf(new Error('x'))).toBeUndefined();
  });

  it('fails with RESPONSE_INVALID when the answer is not of the contract (no commands, lower-case hex, an unknown status)', async () => {
    for (const json of [
      { status: 'commands', capdus: [] },
      { status: 'commands', capdus: ['90af000000'] },
      { status: 'done' },
      { status: 'card', card: { ...CARD, tickets: [] } },
    ]) {
      const { client } = clientAnswering(() => ({ json }));
      await expect(client.sendCardAnswers(SESSION_ID, ['9100']), JSON.stringify(json)).rejects.toMatchObject({
        code: 'RESPONSE_INVALID',
      });
    }
  });

  it('gives each call its own 15 s, even when a whole reading runs under one signal', async () => {
    vi.useFakeTimers();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(fakeTimeoutSignal);
    const { client } = clientAnswering((_url, call) =>
      call === 0 ? { json: { status: 'commands', capdus: ['90AF000000'] } } : { stall: 'answer' },
    );
    const reading = new AbortController();
    await vi.advanceTimersByTimeAsync(1_000);
    await client.sendCardAnswers(SESSION_ID, [VERSION_FRAME], { signal: reading.signal });
    await vi.advanceTimersByTimeAsync(10_000);
    let isSettled = false;
    const failure = client.sendCardAnswers(SESSION_ID, [VERSION_FRAME], { signal: reading.signal }).then(
      () => undefined,
      (error: unknown) => error,
    );
    void failure.finally(() => (isSettled = true));
    await vi.advanceTimersByTimeAsync(SPEC_TIMEOUT_MS - 1);
    expect(timeout).toHaveBeenLastCalledWith(SPEC_TIMEOUT_MS);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toMatchObject({ code: 'TIMEOUT' });
  });

  it('fails with ABORTED when the reading is abandoned (the screen left)', async () => {
    const { client } = clientAnswering(() => ({ stall: 'answer' }));
    const reading = new AbortController();
    const failure = client.startCardSession({ signal: reading.signal });
    reading.abort();
    await expect(failure).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
