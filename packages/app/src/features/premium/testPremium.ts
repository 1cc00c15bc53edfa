/**
 * Test helpers of the premium screens: a fake API server behind the global fetch for the account's entitlement and
 * purchase calls, a fake Android bridge, and the app's services for a client type. Not part of the app.
 */
import madrid from '@transit/city-madrid';
import { type AppConfig, BridgeError, type City, ok, type Result } from '@transit/core';
import { type Mock, vi } from 'vitest';
import type { AppServices } from '../../common/appServices';
import { type AuthPort, type BridgeMessage, type BridgePort, webPlatform } from '../../platform';
import { createAppServices, fakeApi } from '../../testSupport';

/** One answer of the fake server: a JSON body with a status (200 by default), no network, or none ever. */
export type ServerAnswer = { readonly status?: number; readonly json: unknown } | 'offline' | 'pending';

/** A request the premium screens made: its method, its path under the city's API base, its token and body. */
export interface ServerRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | null;
  readonly body: unknown;
}

export interface PremiumServer {
  /** The answers of the screens' GET /v1/me/entitlement, in turn; the last one repeats. */
  entitlement: ServerAnswer[];
  /** The answers of POST /gplay-billing/handle-subscription-purchase, in turn; the last one repeats. */
  subscription: ServerAnswer[];
  /** The answers of POST /gplay-billing/handle-one-time-product-purchase, in turn; the last one repeats. */
  oneTime: ServerAnswer[];
  /** What the premium screens asked (not the shell's own entitlement lookup, nor the favourites' sync), in order. */
  readonly requests: ServerRequest[];
}

/** The server's time in the fixtures: Thursday 26 November 2026, 10:00 in Madrid. */
export const SERVER_TIME = '2026-11-26T09:00:00.000Z';

/** The answer of a rider without premium: no entitlement document. */
export const NO_PREMIUM = {
  json: { entitlement: null, isEntitled: false, currentTime: SERVER_TIME },
} as const;

/** An answer of the entitlement (or of a purchase call) with this document and verdict. */
export function entitlementAnswer(
  entitlement: Record<string, unknown> | null,
  isEntitled: boolean,
): ServerAnswer {
  return { json: { entitlement, isEntitled, currentTime: SERVER_TIME } };
}

/** A server error answer `{ code, message }` with this status. */
export function serverError(status: number, code: string): ServerAnswer {
  return { status, json: { code, message: `${code} (test)` } };
}

/** GET /v1/me/data of an account without favourites. */
const EMPTY_USER_DATA = { stopFavs: [], lineFavs: [], placeFavs: [], droppedCount: 0 };

function respond(answer: ServerAnswer): Promise<Response> {
  if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
  if (answer === 'pending') return new Promise(() => undefined);
  return Promise.resolve(Response.json(answer.json, { status: answer.status ?? 200 }));
}

/**
 * Puts a fake API server behind the global fetch (undo with vi.unstubAllGlobals). The shell's own entitlement lookup
 * (made with a plain fetch, without a method: it decides the ads) always hears that the rider has no premium; the
 * premium screens' calls (api-client's, which name their method) get the answers given here.
 */
export function stubPremiumServer(answers: Partial<Omit<PremiumServer, 'requests'>> = {}): PremiumServer {
  const server: PremiumServer = {
    entitlement: answers.entitlement ?? [NO_PREMIUM],
    subscription: answers.subscription ?? [NO_PREMIUM],
    oneTime: answers.oneTime ?? [NO_PREMIUM],
    requests: [],
  };
  const next = (queue: ServerAnswer[]): ServerAnswer => {
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (answer === undefined) throw new Error('The fake server has no answer left.');
    return answer;
  };
  const base = madrid.apiBase;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
      if (init?.method === undefined) return respond(NO_PREMIUM);
      // The favourites' sync of a signed-in rider reads their lists: an account without favourites.
      if (path === '/v1/me/data') return respond({ json: EMPTY_USER_DATA });
      server.requests.push({
        method: init.method,
        path,
        authorization: new Headers(init.headers).get('authorization'),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      switch (`${init.method} ${path}`) {
        case 'GET /v1/me/entitlement':
          return respond(next(server.entitlement));
        case 'POST /gplay-billing/handle-subscription-purchase':
          return respond(next(server.subscription));
        case 'POST /gplay-billing/handle-one-time-product-purchase':
          return respond(next(server.oneTime));
        default:
          return respond(serverError(404, 'NOT_FOUND'));
      }
    }),
  );
  return server;
}

/** What the fake wrapper answers a purchase start with: its result, or a promise of it the test settles. */
export type BridgeAnswer = Result<unknown, BridgeError> | Promise<Result<unknown, BridgeError>>;

export interface FakeBridge {
  readonly bridge: BridgePort;
  /** The purchase starts the wrapper was sent (the shell's ad messages are answered, not recorded here). */
  readonly purchases: Mock<(message: BridgeMessage) => Promise<Result<unknown, BridgeError>>>;
  /** The answers of the next purchase starts, in turn; the last one repeats. */
  answers: BridgeAnswer[];
}

const PURCHASE_STARTS: readonly string[] = ['startSubscriptionPurchase', 'startOneTimeProductPurchase'];

/** A Google Play purchase as the Play Billing library gives it, of `productId`. */
export function playPurchase(productId: string) {
  return {
    packageName: 'es.example.transit.madrid',
    productId,
    purchaseToken: `token-of-${productId}.AO-J1Ox`,
  };
}

/** An Android wrapper whose purchases succeed with `playPurchase` of the product asked for, unless told otherwise. */
export function fakeBridge(answers?: BridgeAnswer[]): FakeBridge {
  const purchases = vi.fn((message: BridgeMessage): Promise<Result<unknown, BridgeError>> => {
    const given = fake.answers.length > 1 ? fake.answers.shift() : fake.answers[0];
    if (given !== undefined) return Promise.resolve(given);
    const payload = message.payload ?? {};
    const productId = payload['subscriptionId'] ?? payload['productId'];
    return Promise.resolve(ok(playPurchase(String(productId))));
  });
  const fake: FakeBridge = {
    answers: answers ?? [],
    purchases,
    bridge: {
      isAvailable: true,
      // In the Android app the shell also sends the native ads' messages (the bottom banner): the wrapper takes them.
      send: (message) =>
        PURCHASE_STARTS.includes(message.name) ? purchases(message) : Promise.resolve(ok(undefined)),
    },
  };
  return fake;
}

/** An error the wrapper reports for a purchase start. */
export function bridgeError(code: string): BridgeError {
  return new BridgeError(code, `${code} (test)`);
}

/** The app's services for `city` over the fake API, with this account, bridge and app configuration. */
export function premiumServices(options: {
  readonly auth: AuthPort;
  readonly bridge?: BridgePort;
  readonly client?: AppConfig;
  readonly city?: City;
}): AppServices {
  const city = options.city ?? madrid;
  const platform = webPlatform(city);
  const services = createAppServices(city, {
    platform: { ...platform, ...(options.bridge && { bridge: options.bridge }) },
    api: fakeApi().api,
    auth: options.auth,
  });
  if (options.client) services.appConfig.getState().setConfig(options.client);
  return services;
}

/** The Android app from the version that can buy premium (spec §5: version codes 29 and 30). */
export const ANDROID_CAN_BUY: AppConfig = {
  clientType: 'android',
  enableGA: true,
  androidClientVersionCode: 30,
};
