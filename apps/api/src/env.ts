import path from 'node:path';
import { type ProjectId, PROJECT_IDS } from '@transit/core';
import { GEOCODER_KINDS } from '@transit/planner';
import { PLAY_PACKAGE_NAME_MAX_LENGTH, PLAY_PACKAGE_NAME_PATTERN } from '@transit/api-contract';
import { z } from 'zod';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from './connectionLimits';
import {
  DEFAULT_METRO_STATIONS_CSV,
  DEFAULT_TRAIN_ITINERARIES_CSV,
  DEFAULT_TRAIN_STATIONS_CSV,
  type LiveEnv,
} from './live/config';
import { DEFAULT_LIVE_CACHE_TTL_MS, DEFAULT_LIVE_WAIT_MS } from './live/service';
import { StartupError } from './load';
import type { GeocoderSettings } from './places';

/** What the server reads from its environment. */
export interface ServerConfig {
  /** TCP port, 0–65535 (0 picks a free one). */
  readonly port: number;
  readonly host: string;
  /** The cities to serve; undefined means every city whose artifact exists. */
  readonly cityIds: readonly ProjectId[] | undefined;
  /** The repository root the artifacts are read under (cities/<id>/dist/network.bin). */
  readonly dataRoot: string;
  /** A built app folder to serve at / beside the API (STATIC_ROOT), or undefined for the API alone. */
  readonly staticRoot: string | undefined;
  /** Whether the served app was built with AdSense (VITE_ADSENSE_CLIENT set): its page policy lets the ads in. */
  readonly hasAdNetwork: boolean;
  /**
   * Whether the served app was built with Google Analytics (a VITE_GA_MEASUREMENT_ID_WEB, _ANDROID or _IOS set): its
   * page policy lets Google's tag and GA's collect endpoints in.
   */
  readonly hasAnalytics: boolean;
  /** REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS and MAX_CONNECTIONS_PER_CLIENT, or their defaults. */
  readonly limits: ConnectionLimits;
  /** The live sources' URLs and keys, the live cache's freshness, the boards' wait and the shared Redis. */
  readonly live: LiveEnv;
  /** BOARD_CACHE_MS: how long a rendered board about now is served again (createBoardCache), 0–5000, default 1000. */
  readonly boardCacheMs: number;
  /** The planner's online geocoder (GEOCODER_URL and the rest); undefined when GEOCODER_URL is not set: off. */
  readonly geocoder: GeocoderSettings | undefined;
  /** Accounts (issue 12): off (undefined) unless FIREBASE_PROJECT_ID is set. */
  readonly accounts: AccountsEnv | undefined;
  /** Google Play purchase verification (issue 12): off (undefined) unless PLAY_PACKAGE_NAMES is set. */
  readonly billing: BillingEnv | undefined;
  /** NFC card reading (issue 13): off (undefined) unless NFC_CARD_SERVICE_URL is set. */
  readonly nfc: NfcEnv | undefined;
}

/** The card service the NFC card readings are relayed to. */
export interface NfcEnv {
  /** NFC_CARD_SERVICE_URL: the card service's base URL (its /sessions calls live under it). */
  readonly cardServiceUrl: string;
  /** NFC_CARD_SERVICE_KEY: sent as a bearer token; undefined sends none. */
  readonly cardServiceKey: string | undefined;
  /** NFC_CARD_SERVICE_TIMEOUT_MS: per call, 1–14000 (the app waits 15 s); undefined means the adapter's 10 s. */
  readonly timeoutMs: number | undefined;
}

/** How the server verifies Google Play purchases. */
export interface BillingEnv {
  /** PLAY_PACKAGE_NAMES: the Android apps whose purchases are taken (a comma list, each once). */
  readonly packageNames: readonly string[];
  /**
   * GOOGLE_PLAY_CREDENTIALS: the service account's key file (relative to the repository root); undefined means
   * Google's application default credentials.
   */
  readonly credentialsFile: string | undefined;
  /** PLAY_API_BASE_URL: the Play Developer API's origin; undefined means Google's own. */
  readonly apiBaseUrl: string | undefined;
}

/** Where signed-in riders' data lives, and the Firebase project their ID tokens are of. */
export interface AccountsEnv {
  /** FIREBASE_PROJECT_ID: the project whose ID tokens the API accepts. */
  readonly projectId: string;
  /** FIREBASE_WEB_API_KEY and FIREBASE_AUTH_DOMAIN: the web app's Firebase config (public by design). */
  readonly webApiKey: string | undefined;
  readonly authDomain: string | undefined;
  /** FIREBASE_AUTH_EMULATOR_HOST: the Auth emulator (host:port) tokens are checked against, and the app signs in to. */
  readonly authEmulatorHost: string | undefined;
  /** USER_DATA_STORE: 'postgres' (the default) or 'firestore'. */
  readonly store: 'postgres' | 'firestore';
  /** DATABASE_URL: a PostgreSQL server; undefined means the embedded PGlite in `dataDir`. */
  readonly databaseUrl: string | undefined;
  /** USER_DATA_DIR: PGlite's folder (default .data/user-data under the repository root). */
  readonly dataDir: string;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

/** An unset or blank variable is absent. */
const optional = <Output>(schema: z.ZodType<Output, string>) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** A whole number of decimal digits within a range. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be a whole number from ${min} to ${max}`)
        .max(max, `must be a whole number from ${min} to ${max}`),
    );

/** A comma list: split, its items trimmed and empty ones dropped, then the list checked with `items`. */
const commaList = <Output>(items: z.ZodType<Output, string[]>) =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(items);

/** PLAY_PACKAGE_NAMES: a comma list of Android package names. */
const packageNameList = commaList(
  z
    .array(
      z
        .string()
        .max(PLAY_PACKAGE_NAME_MAX_LENGTH, 'must be a comma list of Android package names')
        .regex(PLAY_PACKAGE_NAME_PATTERN, 'must be a comma list of Android package names (com.example.app)'),
    )
    .min(1, 'must be a comma list of Android package names (com.example.app)'),
).transform((names) => [...new Set(names)]);

/** A day: no request or silence is worth holding a connection longer. */
const MAX_TIMEOUT_MS = 86_400_000;

/** An http(s) URL. */
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** MTA_FEED_URLS: a comma list of id=url. */
const feedList = commaList(
  z.array(
    z
      .string()
      .regex(/^[\w.-]+=\S+$/, 'must be a comma list of id=url')
      .transform((item) => {
        const at = item.indexOf('=');
        return { id: item.slice(0, at), url: item.slice(at + 1) };
      })
      .pipe(z.object({ id: z.string(), url: httpUrl })),
  ),
);

const envSchema = z.object({
  PORT: optional(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number (0–65535)')
      .refine((text) => Number(text) <= 65535, 'must be a port number (0–65535)'),
  ),
  HOST: optional(z.string()),
  CITIES: optional(z.string()),
  DATA_ROOT: optional(z.string()),
  STATIC_ROOT: optional(z.string()),
  VITE_ADSENSE_CLIENT: optional(z.string()),
  VITE_GA_MEASUREMENT_ID_WEB: optional(z.string()),
  VITE_GA_MEASUREMENT_ID_ANDROID: optional(z.string()),
  VITE_GA_MEASUREMENT_ID_IOS: optional(z.string()),
  REQUEST_TIMEOUT_MS: optional(wholeNumber(1, MAX_TIMEOUT_MS)),
  CONNECTION_TIMEOUT_MS: optional(wholeNumber(1, MAX_TIMEOUT_MS)),
  MAX_CONNECTIONS_PER_CLIENT: optional(wholeNumber(0, 1_000_000)),
  EMT_BASE_URL: optional(httpUrl),
  EMT_CLIENT_ID: optional(z.string().trim()),
  EMT_PASS_KEY: optional(z.string().trim()),
  METRO_BASE_URL: optional(httpUrl),
  METRO_STATIONS_CSV: optional(z.string()),
  CRTM_BASE_URL: optional(httpUrl),
  CRTM_PRIVATE_KEY: optional(z.string().trim()),
  CRTM_TIMEOUT_MS: optional(wholeNumber(1, 60_000)),
  ADIF_BASE_URL: optional(httpUrl),
  ADIF_ACCESS_KEY: optional(z.string().trim()),
  ADIF_SECRET_KEY: optional(z.string().trim()),
  RENFE_BASE_URL: optional(httpUrl),
  CERCANIAS_TIMEOUT_MS: optional(wholeNumber(1, 60_000)),
  TRAIN_STATIONS_CSV: optional(z.string()),
  TRAIN_ITINERARIES_CSV: optional(z.string()),
  MTA_FEED_URLS: optional(feedList),
  MTA_API_KEY: optional(z.string().trim()),
  LIVE_SOURCE_TIMEOUT_MS: optional(wholeNumber(1, 60_000)),
  EMT_TIMEOUT_MS: optional(wholeNumber(1, 60_000)),
  METRO_TIMEOUT_MS: optional(wholeNumber(1, 60_000)),
  MTA_TIMEOUT_MS: optional(wholeNumber(1, 60_000)),
  LIVE_CACHE_TTL_MS: optional(wholeNumber(20_000, 30_000)),
  LIVE_WAIT_MS: optional(wholeNumber(100, 10_000)),
  BOARD_CACHE_MS: optional(wholeNumber(0, 5_000)),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  GEOCODER_URL: optional(httpUrl),
  GEOCODER_KIND: optional(z.enum(GEOCODER_KINDS, { error: `must be one of ${GEOCODER_KINDS.join(', ')}` })),
  GEOCODER_KEY: optional(z.string().trim()),
  GEOCODER_TIMEOUT_MS: optional(wholeNumber(1, 60_000)),
  FIREBASE_PROJECT_ID: optional(
    z.string().regex(/^[a-z][a-z0-9-]{4,29}$/, 'must be a Firebase project id (6–30 of a-z, 0-9 and -)'),
  ),
  FIREBASE_WEB_API_KEY: optional(z.string().trim()),
  FIREBASE_AUTH_DOMAIN: optional(z.string().trim()),
  FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port')),
  USER_DATA_STORE: optional(z.enum(['postgres', 'firestore'], { error: 'must be postgres or firestore' })),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
  USER_DATA_DIR: optional(z.string()),
  PLAY_PACKAGE_NAMES: optional(packageNameList),
  GOOGLE_PLAY_CREDENTIALS: optional(z.string()),
  PLAY_API_BASE_URL: optional(httpUrl),
  NFC_CARD_SERVICE_URL: optional(httpUrl),
  NFC_CARD_SERVICE_KEY: optional(z.string().trim()),
  NFC_CARD_SERVICE_TIMEOUT_MS: optional(wholeNumber(1, 14_000)),
});

/** How long a rendered board about now is served again by default, ms: a board a second old is a board of a second ago. */
export const DEFAULT_BOARD_CACHE_MS = 1_000;

/**
 * Reads PORT (default 8787), HOST (default 127.0.0.1), CITIES (a comma list of city ids; default every city whose
 * network has an artifact: a city showing another's, networkOf, with that city's), DATA_ROOT (default the repository root), STATIC_ROOT (a built app to serve at /, relative to the
 * repository root), VITE_ADSENSE_CLIENT and VITE_GA_MEASUREMENT_ID_* (the build's ad and analytics settings, for the
 * page policy), REQUEST_TIMEOUT_MS,
 * CONNECTION_TIMEOUT_MS and MAX_CONNECTIONS_PER_CLIENT (see ConnectionLimits), and the live sources' variables:
 * EMT_BASE_URL, EMT_CLIENT_ID, EMT_PASS_KEY, METRO_BASE_URL, METRO_STATIONS_CSV, CRTM_BASE_URL, CRTM_PRIVATE_KEY,
 * ADIF_BASE_URL, ADIF_ACCESS_KEY, ADIF_SECRET_KEY, RENFE_BASE_URL, TRAIN_STATIONS_CSV, TRAIN_ITINERARIES_CSV,
 * CRTM_TIMEOUT_MS, CERCANIAS_TIMEOUT_MS, MTA_FEED_URLS (id=url,…),
 * MTA_API_KEY, LIVE_SOURCE_TIMEOUT_MS (1–60000; EMT_TIMEOUT_MS, METRO_TIMEOUT_MS and MTA_TIMEOUT_MS override it per
 * source), LIVE_CACHE_TTL_MS (20000–30000, default 25000), LIVE_WAIT_MS
 * (100–10000, default 3000), BOARD_CACHE_MS (0–5000, default 1000), REDIS_URL and the planner's geocoder:
 * GEOCODER_URL (off when unset), GEOCODER_KIND (photon or pelias, default photon), GEOCODER_KEY and
 * GEOCODER_TIMEOUT_MS (1–60000, default 1500), and the accounts': FIREBASE_PROJECT_ID (accounts are off without it),
 * FIREBASE_WEB_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_AUTH_EMULATOR_HOST, USER_DATA_STORE (postgres or firestore),
 * DATABASE_URL and USER_DATA_DIR, and Google Play billing's: PLAY_PACKAGE_NAMES (a comma list of Android package
 * names; billing is off without it), GOOGLE_PLAY_CREDENTIALS (a service account key file, relative to the repository
 * root; Google's application default credentials without it) and PLAY_API_BASE_URL (default Google's host),
 * and NFC card reading's: NFC_CARD_SERVICE_URL (reading is off without it), NFC_CARD_SERVICE_KEY and
 * NFC_CARD_SERVICE_TIMEOUT_MS (1–14000, default 10000) (.env.example says what each is). Bad values are a coded error naming the variable.
 */
export function parseEnv(
  env: Readonly<Record<string, string | undefined>>,
  repositoryRoot: string,
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');
    throw new StartupError('ENV_INVALID', `Invalid environment: ${issues}.`);
  }
  const { PORT, HOST, CITIES, DATA_ROOT, STATIC_ROOT, VITE_ADSENSE_CLIENT } = parsed.data;
  const { REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, MAX_CONNECTIONS_PER_CLIENT } = parsed.data;
  const { EMT_BASE_URL, EMT_CLIENT_ID, EMT_PASS_KEY, METRO_BASE_URL, METRO_STATIONS_CSV } = parsed.data;
  const { MTA_FEED_URLS, MTA_API_KEY, LIVE_SOURCE_TIMEOUT_MS, LIVE_CACHE_TTL_MS, LIVE_WAIT_MS, REDIS_URL } =
    parsed.data;
  const { EMT_TIMEOUT_MS, METRO_TIMEOUT_MS, MTA_TIMEOUT_MS } = parsed.data;
  const { CRTM_BASE_URL, CRTM_PRIVATE_KEY, CRTM_TIMEOUT_MS, CERCANIAS_TIMEOUT_MS } = parsed.data;
  const { ADIF_BASE_URL, ADIF_ACCESS_KEY, ADIF_SECRET_KEY, RENFE_BASE_URL } = parsed.data;
  const { TRAIN_STATIONS_CSV, TRAIN_ITINERARIES_CSV } = parsed.data;
  let cityIds: ProjectId[] | undefined;
  if (CITIES !== undefined) {
    const names = CITIES.split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    const unknown = names.filter((name) => !PROJECT_IDS.some((id) => id === name));
    if (unknown.length > 0) {
      throw new StartupError(
        'ENV_INVALID',
        `Invalid environment: CITIES names ${unknown.map((name) => `'${name}'`).join(', ')}; the cities are ${PROJECT_IDS.join(', ')}.`,
      );
    }
    cityIds = [...new Set(names as ProjectId[])];
  }
  return {
    port: PORT === undefined ? DEFAULT_PORT : Number(PORT),
    host: HOST ?? DEFAULT_HOST,
    cityIds: cityIds && cityIds.length > 0 ? cityIds : undefined,
    dataRoot: DATA_ROOT ?? repositoryRoot,
    staticRoot: STATIC_ROOT === undefined ? undefined : path.resolve(repositoryRoot, STATIC_ROOT),
    hasAdNetwork: VITE_ADSENSE_CLIENT !== undefined,
    hasAnalytics: [
      parsed.data.VITE_GA_MEASUREMENT_ID_WEB,
      parsed.data.VITE_GA_MEASUREMENT_ID_ANDROID,
      parsed.data.VITE_GA_MEASUREMENT_ID_IOS,
    ].some((id) => id !== undefined),
    boardCacheMs: parsed.data.BOARD_CACHE_MS ?? DEFAULT_BOARD_CACHE_MS,
    geocoder:
      parsed.data.GEOCODER_URL === undefined
        ? undefined
        : {
            url: parsed.data.GEOCODER_URL,
            kind: parsed.data.GEOCODER_KIND ?? 'photon',
            key: parsed.data.GEOCODER_KEY,
            timeoutMs: parsed.data.GEOCODER_TIMEOUT_MS,
          },
    accounts:
      parsed.data.FIREBASE_PROJECT_ID === undefined
        ? undefined
        : {
            projectId: parsed.data.FIREBASE_PROJECT_ID,
            webApiKey: parsed.data.FIREBASE_WEB_API_KEY,
            authDomain: parsed.data.FIREBASE_AUTH_DOMAIN,
            authEmulatorHost: parsed.data.FIREBASE_AUTH_EMULATOR_HOST,
            store: parsed.data.USER_DATA_STORE ?? 'postgres',
            databaseUrl: parsed.data.DATABASE_URL,
            dataDir: path.resolve(repositoryRoot, parsed.data.USER_DATA_DIR ?? '.data/user-data'),
          },
    billing:
      parsed.data.PLAY_PACKAGE_NAMES === undefined
        ? undefined
        : {
            packageNames: parsed.data.PLAY_PACKAGE_NAMES,
            credentialsFile:
              parsed.data.GOOGLE_PLAY_CREDENTIALS === undefined
                ? undefined
                : path.resolve(repositoryRoot, parsed.data.GOOGLE_PLAY_CREDENTIALS),
            apiBaseUrl: parsed.data.PLAY_API_BASE_URL,
          },
    nfc:
      parsed.data.NFC_CARD_SERVICE_URL === undefined
        ? undefined
        : {
            cardServiceUrl: parsed.data.NFC_CARD_SERVICE_URL,
            cardServiceKey: parsed.data.NFC_CARD_SERVICE_KEY,
            timeoutMs: parsed.data.NFC_CARD_SERVICE_TIMEOUT_MS,
          },
    limits: {
      requestTimeoutMs: REQUEST_TIMEOUT_MS ?? DEFAULT_CONNECTION_LIMITS.requestTimeoutMs,
      connectionTimeoutMs: CONNECTION_TIMEOUT_MS ?? DEFAULT_CONNECTION_LIMITS.connectionTimeoutMs,
      maxConnectionsPerClient:
        MAX_CONNECTIONS_PER_CLIENT ?? DEFAULT_CONNECTION_LIMITS.maxConnectionsPerClient,
    },
    live: {
      emt: {
        baseUrl: EMT_BASE_URL,
        clientId: EMT_CLIENT_ID,
        passKey: EMT_PASS_KEY,
        timeoutMs: EMT_TIMEOUT_MS,
      },
      metro: {
        baseUrl: METRO_BASE_URL,
        stationsCsv: METRO_STATIONS_CSV ?? DEFAULT_METRO_STATIONS_CSV,
        timeoutMs: METRO_TIMEOUT_MS,
      },
      crtm: { baseUrl: CRTM_BASE_URL, privateKey: CRTM_PRIVATE_KEY, timeoutMs: CRTM_TIMEOUT_MS },
      cercanias: {
        adif: { baseUrl: ADIF_BASE_URL, accessKey: ADIF_ACCESS_KEY, secretKey: ADIF_SECRET_KEY },
        renfe: { baseUrl: RENFE_BASE_URL },
        stationsCsv: TRAIN_STATIONS_CSV ?? DEFAULT_TRAIN_STATIONS_CSV,
        itinerariesCsv: TRAIN_ITINERARIES_CSV ?? DEFAULT_TRAIN_ITINERARIES_CSV,
        timeoutMs: CERCANIAS_TIMEOUT_MS,
      },
      mta: { feeds: MTA_FEED_URLS ?? [], apiKey: MTA_API_KEY, timeoutMs: MTA_TIMEOUT_MS },
      sourceTimeoutMs: LIVE_SOURCE_TIMEOUT_MS,
      cacheTtlMs: LIVE_CACHE_TTL_MS ?? DEFAULT_LIVE_CACHE_TTL_MS,
      waitMs: LIVE_WAIT_MS ?? DEFAULT_LIVE_WAIT_MS,
      redisUrl: REDIS_URL,
    },
  };
}
