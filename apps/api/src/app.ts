import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifySwagger from '@fastify/swagger';
import { lineListSchema, stopListSchema } from '@transit/api-contract';
import type { Network } from '@transit/network';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { basePathOf, type CityContext, type CityEntry, createCityContext } from './cityContext';
import {
  capConnectionsPerClient,
  type ConnectionLimits,
  DEFAULT_CONNECTION_LIMITS,
  timeoutOptions,
} from './connectionLimits';
import { cityGeocoder, type GeocoderSettings } from './places';
import { cityRoutes, serverRoutes } from './routes';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  notFoundHandler,
  refuseMalformedRequest,
  sendError,
} from './errorAnswer';
import { buildLineList } from './lines';
import { LIVE_SOURCE_IDS_BY_CITY } from './live/config';
import type { LiveService } from './live/service';
import { swaggerOptions } from './openApi';
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from './securityHeaders';
import { compressStaticBody, createStaticBody, type StaticBody } from './staticBody';
import {
  appContentSecurityPolicy,
  isApiPath,
  registerStaticSite,
  sendAppPage,
  wantsAppPage,
} from './staticSite';
import { buildStopList } from './stops';
import { type Billing, billingRoutes } from './billing/routes';
import { accountRoutes } from './users/routes';
import { readsTransportCard } from './nfc/config';
import { createNfcRelay, type Nfc } from './nfc/relay';
import { nfcRoutes } from './nfc/routes';
import type { Accounts } from './users/signedIn';

export interface AppOptions {
  /** The cities to serve, by city id; each answers under its city.ts apiBase. */
  readonly cities: ReadonlyMap<string, CityEntry>;
  /** The clock, epoch milliseconds: the default moment of arrivals, today's timetable, and /time. */
  readonly now: () => number;
  /** Log as JSON lines (pino) when true; silent by default (tests). */
  readonly logger?: boolean;
  /** A built city app to serve beside the API (apps/<id>/dist), so that one port answers both. */
  readonly staticRoot?: string;
  /** Whether the served app was built with an ad network (AdSense): its page policy then lets the ads load. */
  readonly hasAdNetwork?: boolean;
  /** Whether the served app was built with Google Analytics: its page policy then lets Google's tag in. */
  readonly hasAnalytics?: boolean;
  /** Timeouts and the per-client connection cap; each left out takes DEFAULT_CONNECTION_LIMITS' value. */
  readonly limits?: Partial<ConnectionLimits>;
  /**
   * The live sources behind the boards (createLiveService): a city with sources (LIVE_SOURCE_IDS_BY_CITY) merges
   * their rows into its boards about now. Closed with the app. Without it every board is the timetable.
   */
  readonly live?: LiveService;
  /**
   * How long a rendered board about now is served again, ms (createBoardCache: main.ts reads BOARD_CACHE_MS, 1000 by
   * default); absent or 0 keeps none (tests see every board made afresh).
   */
  readonly boardCacheMs?: number;
  /** The planner's online geocoder (GEOCODER_URL…): each city asks it within its own search box. Off when absent. */
  readonly geocoder?: GeocoderSettings | undefined;
  /**
   * Signed-in riders' data (issue 12): the ID token verifier and the user data store, closed with the app. Without
   * it the account calls answer 503 ACCOUNTS_NOT_CONFIGURED.
   */
  readonly accounts?: Accounts | undefined;
  /**
   * Google Play purchase verification (issue 12, `/gplay-billing/*`): the Play Developer API and the app packages
   * taken. It records purchases for signed-in riders, so it needs `accounts` too. Without it those calls answer 503
   * BILLING_NOT_CONFIGURED.
   */
  readonly billing?: Billing | undefined;
  /**
   * NFC card reading (issue 13, `/v1/nfc-transport-card/*` under the cities of NFC_CARD_CITY_IDS): the card service
   * the readings are relayed to. Without it those calls answer 503 NFC_NOT_CONFIGURED.
   */
  readonly nfc?: Nfc | undefined;
}

/**
 * The API server for some cities. Nothing listens yet: `main.ts` listens, tests call `app.inject`. Static lists are
 * serialized and hashed here, once per city; their compressed forms are made when the app gets ready.
 */
export function createApp(options: AppOptions) {
  const limits: ConnectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...options.limits };
  const app = Fastify({
    ...timeoutOptions(limits),
    logger: options.logger ?? false,
    // One log line per request would cost more than answering a cached list; errors are logged.
    logController: new LogController({ disableRequestLogging: true }),
    // A stop code longer than this is not a stop code; the parser says so up to here, the router beyond.
    routerOptions: { maxParamLength: 500 },
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  capConnectionsPerClient(app.server, limits.maxConnectionsPerClient);
  const cities = [...options.cities.values()].map(({ city }) => city);
  const apiPrefixes = cities.map(basePathOf);
  const { staticRoot } = options;
  // API answers carry a policy that lets nothing load; the app's pages and files their own.
  const apiHeaders = securityHeaders(API_CONTENT_SECURITY_POLICY, 'no-referrer');
  const pageHeaders =
    staticRoot === undefined
      ? apiHeaders
      : securityHeaders(
          appContentSecurityPolicy(
            staticRoot,
            cities,
            { hasAdNetwork: options.hasAdNetwork ?? false, hasAnalytics: options.hasAnalytics ?? false },
            options.accounts?.client,
          ),
          'strict-origin-when-cross-origin',
        );
  // First of all (one hook, no onSend: every answer passes here, errors and 404s included).
  app.addHook('onRequest', (request, reply, done) => {
    if (pageHeaders === apiHeaders || isApiPath(request.url, apiPrefixes)) {
      // An API answer's coding depends on Accept-Encoding: JSON is compressed per request when large enough (below)
      // and the static lists are kept compressed. Lower case, as @fastify/compress writes it, so the two do not
      // repeat each other.
      reply.headers(apiHeaders).header('vary', 'accept-encoding');
    } else {
      reply.headers(pageHeaders);
    }
    if (!refuseMalformedRequest(request, reply)) done();
  });
  if (staticRoot === undefined) {
    app.setNotFoundHandler(notFoundHandler);
  } else {
    registerStaticSite(app, staticRoot);
    app.setNotFoundHandler((request, reply) =>
      wantsAppPage(request, apiPrefixes) ? sendAppPage(reply) : notFoundHandler(request, reply),
    );
  }

  const contexts: { context: CityContext; stopList: StaticBody; lineList: StaticBody }[] = [];
  const basePaths = new Map<string, string>();
  const staticLists = sharedStaticLists();
  for (const [id, entry] of options.cities) {
    const { geocoder } = options;
    const context = createCityContext(entry, {
      geocoderOf: geocoder && ((city) => cityGeocoder(city, geocoder)),
    });
    const taken = basePaths.get(context.basePath);
    if (taken !== undefined)
      throw new Error(`Cities '${taken}' and '${id}' share the API base ${context.basePath}.`);
    basePaths.set(context.basePath, id);
    contexts.push({ context, ...staticLists(context) });
  }
  app.addHook('onReady', async () => {
    // Each body once, however many cities serve it.
    const bodies = new Set(contexts.flatMap(({ stopList, lineList }) => [stopList, lineList]));
    await Promise.all([...bodies].map(compressStaticBody));
  });

  void app.register(fastifySwagger, swaggerOptions(contexts.map(({ context }) => context)));
  void app.register(fastifyEtag, { weak: true });
  // Answers made per request: gzip first, as Brotli costs several times the CPU for a few percent (static lists are
  // compressed once, with both).
  void app.register(fastifyCompress, { encodings: ['gzip', 'br'] });
  void app.register(serverRoutes, { now: options.now });
  const { live } = options;
  // One relay for every city: its sessions and their cap are the process's.
  const nfcRelay = createNfcRelay(options.nfc, options.now);
  for (const { context, stopList, lineList } of contexts) {
    const sourceIds = LIVE_SOURCE_IDS_BY_CITY[context.city.id] ?? [];
    void app.register(cityRoutes, {
      prefix: context.basePath,
      context,
      stopList,
      lineList,
      now: options.now,
      live: live && sourceIds.length > 0 ? { service: live, sourceIds, now: options.now } : undefined,
      boardCacheMs: options.boardCacheMs,
    });
    void app.register(accountRoutes, {
      prefix: context.basePath,
      cityId: context.city.id,
      accounts: options.accounts,
      now: options.now,
    });
    void app.register(billingRoutes, {
      prefix: context.basePath,
      cityId: context.city.id,
      accounts: options.accounts,
      billing: options.billing,
      now: options.now,
    });
    if (readsTransportCard(context.city.id)) {
      void app.register(nfcRoutes, { prefix: context.basePath, cityId: context.city.id, relay: nfcRelay });
    }
  }
  if (live) app.addHook('onClose', () => live.close());
  const { accounts } = options;
  if (accounts) app.addHook('onClose', () => accounts.store.close());
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * Makes a city's static stop and line lists, serialized and hashed once. They depend on its network and its allowed
 * stop and transport type codes only: cities that show one network with the same codes (madrid and madrid-card) get
 * the same bodies, kept and compressed once, with the same ETags.
 */
function sharedStaticLists(): (context: CityContext) => { stopList: StaticBody; lineList: StaticBody } {
  const made = new Map<Network, Map<string, { stopList: StaticBody; lineList: StaticBody }>>();
  return (context) => {
    const { allowedStopTypeCodes, allowedTransportTypeCodes } = context.city;
    const codes = JSON.stringify([allowedStopTypeCodes ?? null, allowedTransportTypeCodes ?? null]);
    const ofNetwork =
      made.get(context.network) ?? new Map<string, { stopList: StaticBody; lineList: StaticBody }>();
    made.set(context.network, ofNetwork);
    let lists = ofNetwork.get(codes);
    if (lists === undefined) {
      lists = {
        // Parsed against the response schemas here, once: these bodies bypass the per-response serializer.
        stopList: createStaticBody(stopListSchema.parse(buildStopList(context))),
        lineList: createStaticBody(lineListSchema.parse(buildLineList(context))),
      };
      ofNetwork.set(codes, lists);
    }
    return lists;
  };
}
