import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { AccessTokenSource } from './playDeveloperApi';

/**
 * A local stand-in for the Google Play Developer API, for tests: it answers the purchase and acknowledge calls the
 * adapter makes with the JSON files of ./fixtures. Those are written in the shape of Google's documented responses
 * (androidpublisher v3 SubscriptionPurchaseV2, ProductPurchase, Google's error body), with the real field names and
 * realistic values; they are not recordings of real purchases (fixtures/README.md). Each test says what a purchase
 * token answers, faults included (an error status, a body that is not JSON, no answer at all), and the server plays
 * Play's part in acknowledgement: once a token is acknowledged, it reads back acknowledged.
 */

/** The example app and products of the fixtures. */
export const FIXTURE_PACKAGE_NAME = 'com.example.transit';
export const FIXTURE_SUBSCRIPTION_ID = 'premium_monthly';
export const FIXTURE_PRODUCT_ID = 'premium_forever';

/** The only access token the fixture server takes (any other is answered 401, as Google does). */
export const FIXTURE_ACCESS_TOKEN = 'ya29.fixture-access-token';

/** A token source that needs no Google credentials. */
export const fixtureAccessToken: AccessTokenSource = () => Promise.resolve(FIXTURE_ACCESS_TOKEN);

export type PlayFixtureName =
  | 'subscription-active'
  | 'subscription-canceled'
  | 'subscription-lapsed-yesterday'
  | 'subscription-expired'
  | 'subscription-pending'
  | 'product-purchased'
  | 'product-pending'
  | 'product-canceled'
  | 'error-invalid-token'
  | 'error-no-longer-available'
  | 'error-backend'
  | 'error-unauthenticated';

/** How the server answers one call about a token. */
export type PlayAnswer =
  /** A fixture file, with its status (200 unless given). */
  | { readonly fixture: PlayFixtureName; readonly status?: number }
  /** Any body at all (a proxy's HTML page, cut-off JSON). */
  | { readonly raw: string; readonly status: number; readonly contentType: string }
  /** No answer: the connection stays open until the caller gives up or the server closes. */
  | { readonly hang: true };

/** A request the server received. */
export interface PlayRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
}

export interface PlayFixtureServer {
  /** PLAY_API_BASE_URL for the adapter: http://127.0.0.1:<port>. */
  readonly baseUrl: string;
  /**
   * What the calls about `token` answer: `purchase` for the purchase (get), `acknowledgement` for its acknowledge
   * (an empty 200 when left out, after which the purchase reads back acknowledged).
   */
  answer(token: string, purchase: PlayAnswer, acknowledgement?: PlayAnswer): void;
  /** Every request so far, in order. */
  readonly requests: readonly PlayRequest[];
  /** How many acknowledge calls about `token` the server took (answered 2xx). */
  acknowledgements(token: string): number;
  close(): Promise<void>;
}

const FIXTURES_DIR = path.join(import.meta.dirname, 'fixtures');

function fixtureText(name: PlayFixtureName): string {
  return readFileSync(path.join(FIXTURES_DIR, `${name}.json`), 'utf8');
}

/** A fixture as a token's later reads give it once acknowledged. */
function acknowledged(text: string): string {
  const json: unknown = JSON.parse(text);
  if (typeof json !== 'object' || json === null || !('acknowledgementState' in json)) return text;
  const state = typeof json.acknowledgementState === 'number' ? 1 : 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED';
  return JSON.stringify({ ...json, acknowledgementState: state });
}

/** A purchase token shaped like Play's: 24 lowercase letters, a period, then a long base64url part. */
export function fakePurchaseToken(): string {
  const letters = Array.from(randomBytes(24), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `${letters}.AO-J1O${randomBytes(96).toString('base64url')}`;
}

const APPLICATION = String.raw`^/androidpublisher/v3/applications/([^/]+)/purchases/`;
const SUBSCRIPTION_GET = new RegExp(`${APPLICATION}subscriptionsv2/tokens/([^/:]+)$`);
const PRODUCT_GET = new RegExp(`${APPLICATION}products/([^/]+)/tokens/([^/:]+)$`);
const ACKNOWLEDGE = new RegExp(`${APPLICATION}(subscriptions|products)/([^/]+)/tokens/([^/:]+):acknowledge$`);

/** Starts the server on a free port of 127.0.0.1. */
export async function startPlayFixtureServer(): Promise<PlayFixtureServer> {
  const purchases = new Map<string, PlayAnswer>();
  const acknowledgementAnswers = new Map<string, PlayAnswer>();
  const acknowledgedCounts = new Map<string, number>();
  const requests: PlayRequest[] = [];

  const send = (response: ServerResponse, answer: PlayAnswer, token: string) => {
    if ('hang' in answer) return;
    if ('raw' in answer) {
      response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.raw);
      return;
    }
    const text = fixtureText(answer.fixture);
    const body = (acknowledgedCounts.get(token) ?? 0) > 0 ? acknowledged(text) : text;
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=UTF-8' }).end(body);
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    requests.push({ method: request.method ?? '', path: url, authorization: request.headers.authorization });
    if (request.headers.authorization !== `Bearer ${FIXTURE_ACCESS_TOKEN}`) {
      send(response, { fixture: 'error-unauthenticated', status: 401 }, '');
      return;
    }
    const get = request.method === 'GET' && (SUBSCRIPTION_GET.exec(url) ?? PRODUCT_GET.exec(url));
    if (get) {
      const token = decodeURIComponent(get[get.length - 1] ?? '');
      send(response, purchases.get(token) ?? { fixture: 'error-invalid-token', status: 400 }, token);
      return;
    }
    const acknowledge = request.method === 'POST' ? ACKNOWLEDGE.exec(url) : null;
    if (acknowledge) {
      const token = decodeURIComponent(acknowledge[4] ?? '');
      const answer = acknowledgementAnswers.get(token);
      if (answer !== undefined) {
        send(response, answer, token);
        return;
      }
      if (!purchases.has(token)) {
        send(response, { fixture: 'error-invalid-token', status: 400 }, token);
        return;
      }
      acknowledgedCounts.set(token, (acknowledgedCounts.get(token) ?? 0) + 1);
      response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' }).end();
      return;
    }
    response.writeHead(404, { 'content-type': 'text/html' }).end('<!DOCTYPE html><title>Error 404</title>');
  };

  const server = createServer((request, response) => {
    // The body (acknowledge's `{}`) is read and dropped before answering.
    request.resume();
    request.on('end', () => handle(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    answer(token, purchase, acknowledgement) {
      purchases.set(token, purchase);
      if (acknowledgement === undefined) acknowledgementAnswers.delete(token);
      else acknowledgementAnswers.set(token, acknowledgement);
    },
    requests,
    acknowledgements: (token) => acknowledgedCounts.get(token) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
