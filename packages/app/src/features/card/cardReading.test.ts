import { ApiError, type NfcApi } from '@transit/api-client';
import { err, ok } from '@transit/core';
import { describe, expect, it, vi } from 'vitest';
import { NfcError, type NfcPort } from '../../platform';
import { CARD_READING_MAX_ROUNDS, readCard } from './cardReading';

const SESSION = { sessionId: 'test-session-0000000001', capdus: ['9060000000'] };
const URL = '/api/madrid/v1/nfc-transport-card/card-reading';

/** A card that answers every command with 9100. */
const answeringCard: Pick<NfcPort, 'transceive'> = {
  transceive: (commands) => Promise.resolve(ok(commands.map(() => '9100'))),
};

function relay(sendCardAnswers: NfcApi['sendCardAnswers']): NfcApi {
  return { startCardSession: () => Promise.resolve(SESSION), sendCardAnswers };
}

const codeOf = async (reading: ReturnType<typeof readCard>) => {
  const read = await reading;
  return read.ok ? 'read' : read.error.code;
};

describe('reading a card through the relay', () => {
  it('gives up a card service still sending commands after CARD_READING_MAX_ROUNDS rounds: CARD_READ_FAILED', async () => {
    const send = vi.fn<NfcApi['sendCardAnswers']>(() =>
      Promise.resolve({ status: 'commands', capdus: ['90AF000000'] }),
    );
    const read = await readCard(answeringCard, relay(send));
    expect(read.ok ? 'read' : read.error.toString()).toBe(
      `CARD_READ_FAILED | The card service was still sending commands after ${CARD_READING_MAX_ROUNDS} rounds.`,
    );
    expect(send).toHaveBeenCalledTimes(CARD_READING_MAX_ROUNDS);
  });

  it.each([
    ['NFC_TAG_LOST', 'CARD_TAG_REMOVED'],
    ['NFC_NO_TAG', 'CARD_TAG_REMOVED'],
    ['NFC_READ_ERROR', 'CARD_READ_FAILED'],
    ['NFC_SESSION_CLOSED', 'CARD_READING_CANCELLED'],
    ['NFC_BRIDGE_FAILED', 'CARD_READ_FAILED'],
  ] as const)('a transceive failing with %s is %s, and nothing more is sent', async (phoneCode, code) => {
    const send = vi.fn<NfcApi['sendCardAnswers']>();
    const phone: Pick<NfcPort, 'transceive'> = {
      transceive: () => Promise.resolve(err(new NfcError(phoneCode, 'TEST'))),
    };
    expect(await codeOf(readCard(phone, relay(send)))).toBe(code);
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['OFFLINE', undefined, 'CARD_OFFLINE'],
    ['TIMEOUT', undefined, 'CARD_SERVICE_UNAVAILABLE'],
    ['RESPONSE_INVALID', undefined, 'CARD_READ_FAILED'],
    ['HTTP_ERROR', 'CARD_SESSION_BUSY', 'CARD_READ_FAILED'],
    ['HTTP_ERROR', 'INVALID_BODY', 'CARD_READ_FAILED'],
    ['HTTP_ERROR', 'CARD_SERVICE_UNAVAILABLE', 'CARD_SERVICE_UNAVAILABLE'],
    ['HTTP_ERROR', 'INTERNAL', 'CARD_READ_FAILED'],
  ] as const)('a call failing with %s %s is %s', async (apiCode, serverCode, code) => {
    const failure = new ApiError(apiCode, 'TEST', {
      url: URL,
      ...(serverCode !== undefined && { status: 503, serverError: { code: serverCode, message: 'TEST' } }),
    });
    expect(
      await codeOf(
        readCard(
          answeringCard,
          relay(() => Promise.reject(failure)),
        ),
      ),
    ).toBe(code);
  });

  it('a session that cannot open fails as its call does', async () => {
    const api: NfcApi = {
      startCardSession: () => Promise.reject(new ApiError('OFFLINE', 'TEST', { url: URL })),
      sendCardAnswers: vi.fn(),
    };
    expect(await codeOf(readCard(answeringCard, api))).toBe('CARD_OFFLINE');
  });

  it('stops when its signal aborts: CARD_READING_ABORTED, and the card’s answers are not sent', async () => {
    const controller = new AbortController();
    const phone: Pick<NfcPort, 'transceive'> = {
      transceive: (commands) => {
        controller.abort();
        return Promise.resolve(ok(commands.map(() => '9100')));
      },
    };
    const send = vi.fn<NfcApi['sendCardAnswers']>();
    expect(await codeOf(readCard(phone, relay(send), { signal: controller.signal }))).toBe(
      'CARD_READING_ABORTED',
    );
    expect(send).not.toHaveBeenCalled();
  });
});
