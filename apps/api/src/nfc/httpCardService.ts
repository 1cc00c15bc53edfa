import { quoteInput } from '@transit/core';
import type { z } from 'zod';
import { type CardService, CardServiceError } from './cardService';
import {
  cardOf,
  upstreamFailureSchema,
  upstreamSessionSchema,
  upstreamStepSchema,
} from './cardServiceProtocol';

/**
 * How long one call to the card service may take, ms, by default (NFC_CARD_SERVICE_TIMEOUT_MS): the app waits 15 s
 * for each NFC call (spec §7), and the relay must answer within that, its own work included.
 */
export const DEFAULT_CARD_SERVICE_TIMEOUT_MS = 10_000;

/** No answer of the card service comes near this (a full round of commands is under 20 KB). */
const MAX_ANSWER_CHARS = 256 * 1024;

export interface HttpCardServiceOptions {
  /** NFC_CARD_SERVICE_URL: the card service's base, under which /sessions lives. */
  readonly baseUrl: string;
  /** NFC_CARD_SERVICE_KEY, sent as a bearer token; none when undefined. */
  readonly key?: string | undefined;
  /** Per call; {@link DEFAULT_CARD_SERVICE_TIMEOUT_MS} by default. */
  readonly timeoutMs?: number | undefined;
}

/** The card service's own words about a failure, when its body says (shortened: they go into our message). */
function serviceMessage(text: string): string {
  try {
    const parsed = upstreamFailureSchema.safeParse(JSON.parse(text));
    const words = parsed.success ? (parsed.data.message ?? parsed.data.error) : undefined;
    return words ? `: ${quoteInput(words, 160)}` : '';
  } catch {
    return '';
  }
}

/** The coded error of a failure status. */
function statusError(what: string, status: number, text: string): CardServiceError {
  const said = serviceMessage(text);
  if (status === 404 || status === 410) {
    return new CardServiceError(
      'CARD_SESSION_NOT_FOUND',
      `The card service knows no such reading: it is over or expired (${what}: HTTP ${status}${said}).`,
      { httpStatus: status },
    );
  }
  if (status === 422) {
    return new CardServiceError('CARD_READ_FAILED', `The card service could not read the card${said}.`, {
      httpStatus: status,
    });
  }
  const why =
    status === 401 || status === 403
      ? "refused the server's key (NFC_CARD_SERVICE_KEY)"
      : status === 429
        ? 'answered that it is asked too often'
        : `answered HTTP ${status}`;
  return new CardServiceError('CARD_SERVICE_UNAVAILABLE', `The card service ${why} (${what}${said}).`, {
    httpStatus: status,
  });
}

/** The card service over fetch (its protocol: cardServiceProtocol.ts). */
export function createHttpCardService(options: HttpCardServiceOptions): CardService {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_CARD_SERVICE_TIMEOUT_MS;

  /** One POST: its answer's JSON, checked against `schema`, on a 2xx; a coded error otherwise. */
  const post = async <Schema extends z.ZodType>(
    what: string,
    url: string,
    body: unknown,
    schema: Schema,
  ): Promise<z.output<Schema>> => {
    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(options.key !== undefined && { authorization: `Bearer ${options.key}` }),
        },
        body: JSON.stringify(body),
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      throw new CardServiceError(
        'CARD_SERVICE_UNAVAILABLE',
        signal.aborted
          ? `The card service did not answer within ${timeoutMs} ms (${what}).`
          : `The card service could not be reached (${what}).`,
        { cause },
      );
    }
    if (status < 200 || status > 299) throw statusError(what, status, text);
    let json: unknown;
    try {
      if (text.length > MAX_ANSWER_CHARS) throw new Error(`an answer of ${text.length} characters`);
      json = JSON.parse(text);
    } catch (cause) {
      throw new CardServiceError(
        'CARD_SERVICE_UNAVAILABLE',
        `The card service answered ${what} with no JSON.`,
        {
          cause,
          httpStatus: status,
        },
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CardServiceError(
        'CARD_SERVICE_UNAVAILABLE',
        `The card service answered ${what} in an unexpected shape (${issue?.path.join('.') || 'the answer'}: ${issue?.message ?? 'invalid'}).`,
        { cause: parsed.error, httpStatus: status },
      );
    }
    return parsed.data;
  };

  return {
    async startSession() {
      const answer = await post('opening a session', `${baseUrl}/sessions`, {}, upstreamSessionSchema);
      return { sessionId: answer.sessionId, capdus: answer.capdu };
    },
    async exchange(sessionId, rapdus) {
      const url = `${baseUrl}/sessions/${encodeURIComponent(sessionId)}/rapdu`;
      const answer = await post('the card’s answers', url, { rapdu: rapdus }, upstreamStepSchema);
      return answer.card
        ? { kind: 'card', card: cardOf(answer.card) }
        : { kind: 'commands', capdus: answer.capdu };
    },
  };
}
