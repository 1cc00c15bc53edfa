import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';
import { createFixtureDialogue, type FixtureDialogue } from './fixtureCardService';

/**
 * The fixture card service over HTTP, for tests: the scripted dialogue (fixtureCardService.ts) in the card service's
 * protocol as cardServiceProtocol.ts models it, so that the HTTP adapter is tested end to end. Its answers are test
 * doubles in an assumed shape (the real service's is not published), not recordings. A test can also make it fail the
 * ways a real service does: an error status, a body that is not JSON, an answer of another shape, no answer at all.
 */

/** The key the fixture server takes when started with one (any other is answered 401). */
export const FIXTURE_CARD_SERVICE_KEY = 'fixture-card-service-key';

/** The path prefix the fixture serves under: the adapter must keep a base URL's path. */
const PREFIX = '/fixture-card-service/v1';

/** How the server answers every call, until told otherwise. */
export type CardServiceFault =
  /** The scripted dialogue (the default). */
  | 'none'
  /** 503 with an error body, as a service that is down behind its proxy. */
  | 'unavailable'
  /** 200 with an HTML page. */
  | 'notJson'
  /** 200 with JSON of another shape. */
  | 'wrongShape'
  /** No answer: the connection stays open until the caller gives up. */
  | 'hang';

/** A request the server received. */
export interface CardServiceRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

export interface CardServiceFixtureServer {
  /** NFC_CARD_SERVICE_URL for the adapter: http://127.0.0.1:<port>/fixture-card-service/v1. */
  readonly baseUrl: string;
  /** Every request so far, in order. */
  readonly requests: readonly CardServiceRequest[];
  /** The scripted dialogue behind it. */
  readonly dialogue: FixtureDialogue;
  /** How the next calls are answered. */
  fault(fault: CardServiceFault): void;
  close(): Promise<void>;
}

const SESSIONS = `${PREFIX}/sessions`;
const EXCHANGE = new RegExp(`^${PREFIX}/sessions/([^/]+)/rapdu$`);
/** The body the fixture takes with the card's answers; anything else is a 400, as a careful service would answer. */
const exchangeBodySchema = z.object({ rapdu: z.array(z.string()).max(64) });
const MAX_BODY_CHARS = 64 * 1024;

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/** Starts the server on a free port of 127.0.0.1; with `key`, it takes only that bearer token. */
export async function startCardServiceFixtureServer(
  options: { readonly key?: string; readonly dialogue?: FixtureDialogue } = {},
): Promise<CardServiceFixtureServer> {
  const dialogue = options.dialogue ?? createFixtureDialogue();
  const requests: CardServiceRequest[] = [];
  let current: CardServiceFault = 'none';

  const handle = (request: IncomingMessage, response: ServerResponse, text: string) => {
    const path = request.url ?? '';
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
    if (options.key !== undefined && request.headers.authorization !== `Bearer ${options.key}`) {
      json(response, 401, { error: 'UNAUTHENTICATED', message: 'FIXTURE: the key is missing or wrong.' });
      return;
    }
    switch (current) {
      case 'hang':
        return;
      case 'unavailable':
        json(response, 503, { error: 'UNAVAILABLE', message: 'FIXTURE: the card service is down.' });
        return;
      case 'notJson':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><title>Proxy</title>');
        return;
      case 'wrongShape':
        json(response, 200, { capdu: 'not a list' });
        return;
      case 'none':
        break;
    }
    if (request.method === 'POST' && path === SESSIONS) {
      const { sessionId, capdus } = dialogue.start();
      json(response, 201, { sessionId, capdu: capdus });
      return;
    }
    const exchange = request.method === 'POST' ? EXCHANGE.exec(path) : null;
    if (exchange) {
      const parsed = exchangeBodySchema.safeParse(body);
      if (!parsed.success) {
        json(response, 400, { error: 'BAD_REQUEST', message: 'FIXTURE: the body is not { rapdu: [hex…] }.' });
        return;
      }
      const step = dialogue.exchange(decodeURIComponent(exchange[1] ?? ''), parsed.data.rapdu);
      switch (step.kind) {
        case 'commands':
          json(response, 200, { capdu: step.capdus });
          return;
        case 'card':
          json(response, 200, { capdu: [], card: step.card });
          return;
        case 'readFailed':
          json(response, 422, { error: 'READ_FAILED', message: step.message });
          return;
        case 'sessionNotFound':
          json(response, 404, { error: 'SESSION_NOT_FOUND', message: 'FIXTURE: no such session.' });
          return;
      }
    }
    json(response, 404, { error: 'NOT_FOUND', message: `FIXTURE: no ${request.method ?? ''} ${path}.` });
  };

  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > MAX_BODY_CHARS) request.destroy();
    });
    request.on('end', () => handle(request, response, text));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}${PREFIX}`,
    requests,
    dialogue,
    fault(fault) {
      current = fault;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
