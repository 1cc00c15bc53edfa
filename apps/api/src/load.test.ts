import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import madrid from '@transit/city-madrid';
import madridCard from '@transit/city-madrid-card';
import newYork from '@transit/city-new-york';
import { type City, type ProjectId } from '@transit/core';
import { emptyPlacesFile, encodeNetwork, findStop } from '@transit/network';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS } from './connectionLimits';
import { DEFAULT_BOARD_CACHE_MS, DEFAULT_HOST, DEFAULT_PORT, parseEnv } from './env';
import { fixtureMadridNetwork, fixtureNewYorkNetwork } from './fixtureNetwork';
import {
  DEFAULT_METRO_STATIONS_CSV,
  DEFAULT_TRAIN_ITINERARIES_CSV,
  DEFAULT_TRAIN_STATIONS_CSV,
} from './live/config';
import { artifactPath, loadCities, networkCityOf, placesPath, StartupError } from './load';

const configs = new Map<ProjectId, City>([
  ['madrid', madrid],
  ['new-york', newYork],
  // The card balance app shows Madrid's network (networkOf 'madrid').
  ['madrid-card', madridCard],
]);

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'transit-api-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function writeArtifact(cityId: string, bytes: Uint8Array) {
  const file = artifactPath(root, cityId);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

function startupError(run: () => unknown): StartupError {
  try {
    run();
  } catch (error) {
    if (error instanceof StartupError) return error;
    throw error;
  }
  throw new Error('expected a StartupError');
}

async function startupErrorOf(promise: Promise<unknown>): Promise<StartupError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof StartupError)) throw new Error(`expected a StartupError, got ${String(error)}`);
  return error;
}

/** The live part of an environment that sets none of its variables: every source unconfigured, the defaults. */
const NO_LIVE_ENV = {
  emt: { baseUrl: undefined, clientId: undefined, passKey: undefined, timeoutMs: undefined },
  metro: { baseUrl: undefined, stationsCsv: DEFAULT_METRO_STATIONS_CSV, timeoutMs: undefined },
  crtm: { baseUrl: undefined, privateKey: undefined, timeoutMs: undefined },
  cercanias: {
    adif: { baseUrl: undefined, accessKey: undefined, secretKey: undefined },
    renfe: { baseUrl: undefined },
    stationsCsv: DEFAULT_TRAIN_STATIONS_CSV,
    itinerariesCsv: DEFAULT_TRAIN_ITINERARIES_CSV,
    timeoutMs: undefined,
  },
  mta: { feeds: [], apiKey: undefined, timeoutMs: undefined },
  sourceTimeoutMs: undefined,
  cacheTtlMs: 25_000,
  waitMs: 3_000,
  redisUrl: undefined,
};

describe('parseEnv', () => {
  it('defaults to port 8787 on 127.0.0.1, every city with an artifact, the repository root', () => {
    expect(parseEnv({}, '/repo')).toEqual({
      port: DEFAULT_PORT,
      host: DEFAULT_HOST,
      cityIds: undefined,
      dataRoot: '/repo',
      staticRoot: undefined,
      hasAdNetwork: false,
      hasAnalytics: false,
      limits: { requestTimeoutMs: 30_000, connectionTimeoutMs: 30_000, maxConnectionsPerClient: 128 },
      live: NO_LIVE_ENV,
      boardCacheMs: DEFAULT_BOARD_CACHE_MS,
      geocoder: undefined,
    });
    expect(DEFAULT_PORT).toBe(8787);
    expect(parseEnv({ PORT: ' ', CITIES: '', HOST: '' }, '/repo').port).toBe(8787);
  });

  it('reads PORT, HOST, CITIES, DATA_ROOT and STATIC_ROOT (relative to the repository)', () => {
    expect(
      parseEnv(
        {
          PORT: '0',
          HOST: '0.0.0.0',
          CITIES: 'madrid, new-york,madrid',
          DATA_ROOT: '/data',
          STATIC_ROOT: 'apps/madrid/dist',
        },
        '/repo',
      ),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      cityIds: ['madrid', 'new-york'],
      dataRoot: '/data',
      staticRoot: '/repo/apps/madrid/dist',
      hasAdNetwork: false,
      hasAnalytics: false,
      limits: DEFAULT_CONNECTION_LIMITS,
      live: NO_LIVE_ENV,
      boardCacheMs: DEFAULT_BOARD_CACHE_MS,
    });
  });

  it('reads the request and connection timeouts, the per-client connection cap and the ad setting', () => {
    expect(
      parseEnv(
        {
          REQUEST_TIMEOUT_MS: '5000',
          CONNECTION_TIMEOUT_MS: '7000',
          MAX_CONNECTIONS_PER_CLIENT: '0',
          VITE_ADSENSE_CLIENT: 'ca-pub-1234567890',
          VITE_GA_MEASUREMENT_ID_ANDROID: 'G-ABCDEF1234',
        },
        '/repo',
      ),
    ).toMatchObject({
      hasAdNetwork: true,
      hasAnalytics: true,
      limits: { requestTimeoutMs: 5000, connectionTimeoutMs: 7000, maxConnectionsPerClient: 0 },
    });
    for (const [name, value] of [
      ['REQUEST_TIMEOUT_MS', '0'],
      ['REQUEST_TIMEOUT_MS', '30s'],
      ['CONNECTION_TIMEOUT_MS', '-1'],
      ['MAX_CONNECTIONS_PER_CLIENT', '1e3'],
    ] as const) {
      expect(startupError(() => parseEnv({ [name]: value }, '/repo')).message, `${name}=${value}`).toMatch(
        new RegExp(`^Invalid environment: ${name} must be a whole number from \\d+ to \\d+\\.$`),
      );
    }
  });

  it('reads the live sources, the cache TTL, the wait and REDIS_URL; refuses a bad one naming the variable', () => {
    expect(
      parseEnv(
        {
          EMT_BASE_URL: 'https://emt.example',
          EMT_CLIENT_ID: 'id',
          EMT_PASS_KEY: 'key',
          METRO_BASE_URL: 'https://metro.example',
          CRTM_BASE_URL: 'https://crtm.example/soap',
          CRTM_PRIVATE_KEY: '0123456789abcdef',
          CRTM_TIMEOUT_MS: '30000',
          ADIF_BASE_URL: 'https://adif.example/circulationpaths',
          ADIF_ACCESS_KEY: 'access',
          ADIF_SECRET_KEY: 'secret',
          RENFE_BASE_URL: 'https://renfe.example',
          MTA_FEED_URLS: 'a_division=https://mta.example/a, ace=https://mta.example/ace',
          LIVE_SOURCE_TIMEOUT_MS: '2000',
          METRO_TIMEOUT_MS: '4000',
          LIVE_CACHE_TTL_MS: '20000',
          LIVE_WAIT_MS: '1500',
          REDIS_URL: 'redis://127.0.0.1:6379/0',
        },
        '/repo',
      ).live,
    ).toEqual({
      emt: { baseUrl: 'https://emt.example', clientId: 'id', passKey: 'key', timeoutMs: undefined },
      metro: { baseUrl: 'https://metro.example', stationsCsv: DEFAULT_METRO_STATIONS_CSV, timeoutMs: 4000 },
      crtm: { baseUrl: 'https://crtm.example/soap', privateKey: '0123456789abcdef', timeoutMs: 30_000 },
      cercanias: {
        adif: { baseUrl: 'https://adif.example/circulationpaths', accessKey: 'access', secretKey: 'secret' },
        renfe: { baseUrl: 'https://renfe.example' },
        stationsCsv: DEFAULT_TRAIN_STATIONS_CSV,
        itinerariesCsv: DEFAULT_TRAIN_ITINERARIES_CSV,
        timeoutMs: undefined,
      },
      mta: {
        feeds: [
          { id: 'a_division', url: 'https://mta.example/a' },
          { id: 'ace', url: 'https://mta.example/ace' },
        ],
        apiKey: undefined,
        timeoutMs: undefined,
      },
      sourceTimeoutMs: 2000,
      cacheTtlMs: 20_000,
      waitMs: 1500,
      redisUrl: 'redis://127.0.0.1:6379/0',
    });
    for (const [name, value, message] of [
      ['LIVE_CACHE_TTL_MS', '60000', /LIVE_CACHE_TTL_MS must be a whole number from 20000 to 30000/],
      ['LIVE_WAIT_MS', 'soon', /LIVE_WAIT_MS must be a whole number/],
      ['MTA_TIMEOUT_MS', '0', /MTA_TIMEOUT_MS must be a whole number from 1 to 60000/],
      ['EMT_BASE_URL', 'ftp://emt', /EMT_BASE_URL must be an http\(s\) URL/],
      ['RENFE_BASE_URL', 'renfe', /RENFE_BASE_URL must be an http\(s\) URL/],
      ['CERCANIAS_TIMEOUT_MS', '90000', /CERCANIAS_TIMEOUT_MS must be a whole number from 1 to 60000/],
      ['MTA_FEED_URLS', 'https://mta.example/a', /MTA_FEED_URLS.* must be a comma list of id=url/],
      ['REDIS_URL', 'http://redis', /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    ] as const) {
      const error = startupError(() => parseEnv({ [name]: value }, '/repo'));
      expect(error.code, name).toBe('ENV_INVALID');
      expect(error.message, name).toMatch(message);
    }
  });

  it("reads the planner's geocoder: off without GEOCODER_URL, Photon by default; refuses a bad one naming the variable", () => {
    expect(parseEnv({ GEOCODER_KEY: 'k' }, '/repo').geocoder).toBeUndefined();
    expect(parseEnv({ GEOCODER_URL: 'https://photon.example/api' }, '/repo').geocoder).toEqual({
      url: 'https://photon.example/api',
      kind: 'photon',
      key: undefined,
      timeoutMs: undefined,
    });
    expect(
      parseEnv(
        {
          GEOCODER_URL: 'https://pelias.example/v1/autocomplete',
          GEOCODER_KIND: 'pelias',
          GEOCODER_KEY: ' key ',
          GEOCODER_TIMEOUT_MS: '800',
        },
        '/repo',
      ).geocoder,
    ).toEqual({ url: 'https://pelias.example/v1/autocomplete', kind: 'pelias', key: 'key', timeoutMs: 800 });
    expect(startupError(() => parseEnv({ GEOCODER_URL: 'ftp://x' }, '/repo')).message).toMatch(
      /^Invalid environment: GEOCODER_URL must be an http\(s\) URL\.$/,
    );
    expect(startupError(() => parseEnv({ GEOCODER_KIND: 'nominatim' }, '/repo')).message).toMatch(
      /^Invalid environment: GEOCODER_KIND must be one of photon, pelias\.$/,
    );
    expect(startupError(() => parseEnv({ GEOCODER_TIMEOUT_MS: '0' }, '/repo')).code).toBe('ENV_INVALID');
  });

  it('reads the accounts: off without FIREBASE_PROJECT_ID, PGlite by default; refuses bad values naming them', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://db/transit' }, '/repo').accounts).toBeUndefined();
    expect(parseEnv({ FIREBASE_PROJECT_ID: 'demo-transit' }, '/repo').accounts).toEqual({
      projectId: 'demo-transit',
      webApiKey: undefined,
      authDomain: undefined,
      authEmulatorHost: undefined,
      store: 'postgres',
      databaseUrl: undefined,
      dataDir: '/repo/.data/user-data',
    });
    expect(
      parseEnv(
        {
          FIREBASE_PROJECT_ID: 'transit-madrid',
          FIREBASE_WEB_API_KEY: 'AIza-key',
          FIREBASE_AUTH_DOMAIN: 'transit-madrid.firebaseapp.com',
          USER_DATA_STORE: 'firestore',
          DATABASE_URL: 'postgresql://user@db:5432/transit',
          USER_DATA_DIR: 'var/users',
        },
        '/repo',
      ).accounts,
    ).toMatchObject({
      store: 'firestore',
      databaseUrl: 'postgresql://user@db:5432/transit',
      dataDir: '/repo/var/users',
    });
    for (const [name, value, message] of [
      ['FIREBASE_PROJECT_ID', 'Transit!', /FIREBASE_PROJECT_ID must be a Firebase project id/],
      ['USER_DATA_STORE', 'mysql', /USER_DATA_STORE must be postgres or firestore/],
      ['DATABASE_URL', 'mysql://db/x', /DATABASE_URL must be a postgres:\/\/ URL/],
      [
        'FIREBASE_AUTH_EMULATOR_HOST',
        'http://127.0.0.1:9099',
        /FIREBASE_AUTH_EMULATOR_HOST must be host:port/,
      ],
    ] as const) {
      const error = startupError(() =>
        parseEnv({ FIREBASE_PROJECT_ID: 'demo-transit', [name]: value }, '/repo'),
      );
      expect(error.code, name).toBe('ENV_INVALID');
      expect(error.message, name).toMatch(message);
    }
  });

  it("reads Google Play billing: off without PLAY_PACKAGE_NAMES, Google's API and credentials by default; refuses bad values naming them", () => {
    expect(parseEnv({ GOOGLE_PLAY_CREDENTIALS: 'keys/play.json' }, '/repo').billing).toBeUndefined();
    expect(parseEnv({ PLAY_PACKAGE_NAMES: ' ' }, '/repo').billing).toBeUndefined();
    expect(parseEnv({ PLAY_PACKAGE_NAMES: 'com.example.transit' }, '/repo').billing).toEqual({
      packageNames: ['com.example.transit'],
      credentialsFile: undefined,
      apiBaseUrl: undefined,
    });
    expect(
      parseEnv(
        {
          PLAY_PACKAGE_NAMES: 'com.example.transit, com.example.transit_metro,com.example.transit',
          GOOGLE_PLAY_CREDENTIALS: 'keys/play.json',
          PLAY_API_BASE_URL: 'http://127.0.0.1:8791',
        },
        '/repo',
      ).billing,
    ).toEqual({
      packageNames: ['com.example.transit', 'com.example.transit_metro'],
      credentialsFile: '/repo/keys/play.json',
      apiBaseUrl: 'http://127.0.0.1:8791',
    });
    for (const [name, value, message] of [
      ['PLAY_PACKAGE_NAMES', 'transit', /PLAY_PACKAGE_NAMES.* must be a comma list of Android package names/],
      ['PLAY_PACKAGE_NAMES', 'com.example.transit,1com.example', /PLAY_PACKAGE_NAMES.* must be a comma list/],
      ['PLAY_PACKAGE_NAMES', ',', /PLAY_PACKAGE_NAMES must be a comma list of Android package names/],
      ['PLAY_API_BASE_URL', 'androidpublisher.googleapis.com', /PLAY_API_BASE_URL must be an http\(s\) URL/],
    ] as const) {
      const error = startupError(() =>
        parseEnv({ PLAY_PACKAGE_NAMES: 'com.example.transit', [name]: value }, '/repo'),
      );
      expect(error.code, `${name}=${value}`).toBe('ENV_INVALID');
      expect(error.message, `${name}=${value}`).toMatch(message);
    }
  });

  it('refuses a bad port or an unknown city, naming it', () => {
    expect(startupError(() => parseEnv({ PORT: 'http' }, '/repo')).message).toMatch(
      /PORT must be a port number/,
    );
    expect(startupError(() => parseEnv({ PORT: '70000' }, '/repo')).code).toBe('ENV_INVALID');
    const unknown = startupError(() => parseEnv({ CITIES: 'madrid,paris' }, '/repo'));
    expect(unknown.code).toBe('ENV_INVALID');
    expect(unknown.message).toMatch(/CITIES names 'paris'; the cities are madrid, madrid-metro/);
  });
});

describe('loadCities', () => {
  const log: string[] = [];
  const options = (cityIds: ProjectId[] | undefined) => ({
    dataRoot: root,
    cityIds,
    configs,
    log: (line: string) => log.push(line),
  });

  it('decodes each artifact and logs its load time', async () => {
    writeArtifact('madrid', encodeNetwork(fixtureMadridNetwork()));
    writeArtifact('new-york', encodeNetwork(fixtureNewYorkNetwork()));
    const cities = await loadCities(options(['new-york', 'madrid']));
    expect([...cities.keys()]).toEqual(['new-york', 'madrid']);
    expect(cities.get('madrid')?.city).toBe(madrid);
    const network = cities.get('madrid')?.network;
    expect(network && findStop(network, '4-12')).toBe(0);
    expect(log.at(-1)).toMatch(
      /^madrid: loaded cities\/madrid\/dist\/network\.bin \(0\.0 MB\) in \d+ ms: 10 stops, 1 stations, 5 lines, 7 trips; no places file$/,
    );
    expect(cities.get('madrid')?.places).toBeUndefined();
  });

  it("reads the places file beside an artifact, and refuses one that is not that city's", async () => {
    writeArtifact('madrid', encodeNetwork(fixtureMadridNetwork()));
    const places = {
      ...emptyPlacesFile('madrid'),
      municipalities: [
        {
          code: '28005',
          name: 'Alcalá de Henares',
          stationName: 'Alcalá de Henares',
          latitude: 40.48903,
          longitude: -3.36634,
          stationCount: 3,
        },
      ],
    };
    writeFileSync(placesPath(root, 'madrid'), JSON.stringify(places));
    const cities = await loadCities(options(['madrid']));
    expect(cities.get('madrid')?.places).toEqual(places);
    expect(log.at(-1)).toMatch(/; 1 municipalities, 0 landmarks$/);
    writeFileSync(placesPath(root, 'madrid'), JSON.stringify(emptyPlacesFile('new-york')));
    const other = await startupErrorOf(loadCities(options(['madrid'])));
    expect(other.code).toBe('ARTIFACT_INVALID');
    expect(other.message).toMatch(/is not the places file of 'madrid'\. Run `pnpm data` to rebuild it\.$/);
    writeFileSync(placesPath(root, 'madrid'), '{');
    expect((await startupErrorOf(loadCities(options(['madrid'])))).message).toMatch(/is not JSON/);
    rmSync(placesPath(root, 'madrid'));
    mkdirSync(placesPath(root, 'madrid'));
    expect((await startupErrorOf(loadCities(options(['madrid'])))).message).toMatch(/cannot be read/);
  });

  it('loads every city that has an artifact by default', async () => {
    writeArtifact('new-york', encodeNetwork(fixtureNewYorkNetwork()));
    expect([...(await loadCities(options(undefined))).keys()]).toEqual(['new-york']);
  });

  it('says to run `pnpm data` when an artifact is missing', async () => {
    const error = await startupErrorOf(loadCities(options(['madrid'])));
    expect(error.code).toBe('ARTIFACT_MISSING');
    expect(error.message).toBe(
      `${artifactPath(root, 'madrid')} is missing: run \`pnpm data\` to build the city networks.`,
    );
    const none = await startupErrorOf(loadCities(options(undefined)));
    expect(none.code).toBe('NO_ARTIFACT');
    expect(none.message).toMatch(/run `pnpm data`/);
  });

  it('refuses a damaged artifact, or one of another city', async () => {
    writeArtifact('madrid', new Uint8Array([1, 2, 3]));
    const damaged = await startupErrorOf(loadCities(options(['madrid'])));
    expect(damaged.code).toBe('ARTIFACT_INVALID');
    expect(damaged.message).toMatch(/TRNW signature\. Run `pnpm data` to rebuild it\.$/);
    writeArtifact('madrid', encodeNetwork(fixtureNewYorkNetwork()));
    const other = await startupErrorOf(loadCities(options(['madrid'])));
    expect(other.message).toMatch(/holds the network of 'new-york', not 'madrid'/);
  });

  it('says why an artifact cannot be read', async () => {
    mkdirSync(artifactPath(root, 'madrid'), { recursive: true }); // a folder where the file should be
    const error = await startupErrorOf(loadCities(options(['madrid'])));
    expect(error.code).toBe('ARTIFACT_MISSING');
    expect(error.message).toMatch(/cannot be read/);
  });

  describe("a city that shows another's network (networkOf)", () => {
    it("is served that city's artifact and places file, decoded once when both load", async () => {
      expect(networkCityOf(madridCard)).toBe('madrid');
      expect(networkCityOf(madrid)).toBe('madrid');
      writeArtifact('madrid', encodeNetwork(fixtureMadridNetwork()));
      writeFileSync(placesPath(root, 'madrid'), JSON.stringify(emptyPlacesFile('madrid')));
      const cities = await loadCities(options(['madrid', 'madrid-card']));
      expect([...cities.keys()]).toEqual(['madrid', 'madrid-card']);
      const own = cities.get('madrid');
      const shared = cities.get('madrid-card');
      expect(shared?.city).toBe(madridCard);
      // One decoded network, one buffer and one places file for both.
      expect(shared?.network).toBe(own?.network);
      expect(shared?.artifact).toBe(own?.artifact);
      expect(shared?.places).toBe(own?.places);
      expect(shared?.places?.cityId).toBe('madrid');
      expect(log.slice(-2)).toEqual([
        expect.stringMatching(/^madrid: loaded cities\/madrid\/dist\/network\.bin /),
        'madrid-card: shares the network of madrid, decoded once',
      ]);
    });

    it("loads that city's artifact alone, and is chosen by default where that artifact exists", async () => {
      writeArtifact('madrid', encodeNetwork(fixtureMadridNetwork()));
      const alone = await loadCities(options(['madrid-card']));
      const network = alone.get('madrid-card')?.network;
      expect(network?.cityId).toBe('madrid');
      expect(network && findStop(network, '4-12')).toBe(0);
      expect(log.at(-1)).toMatch(
        /^madrid-card: loaded cities\/madrid\/dist\/network\.bin \(0\.0 MB\) in \d+ ms: 10 stops, /,
      );
      expect([...(await loadCities(options(undefined))).keys()]).toEqual(['madrid', 'madrid-card']);
    });

    it("reads no artifact of its own: without that city's, it is missing, and not chosen by default", async () => {
      writeArtifact('madrid-card', encodeNetwork(fixtureMadridNetwork()));
      const missing = await startupErrorOf(loadCities(options(['madrid-card'])));
      expect(missing.code).toBe('ARTIFACT_MISSING');
      expect(missing.message).toBe(
        `${artifactPath(root, 'madrid')} is missing: run \`pnpm data\` to build the city networks.`,
      );
      expect((await startupErrorOf(loadCities(options(undefined)))).code).toBe('NO_ARTIFACT');
    });

    it("refuses that city's artifact when it holds another network, or its places file when it is another's", async () => {
      writeArtifact('madrid', encodeNetwork(fixtureNewYorkNetwork()));
      const other = await startupErrorOf(loadCities(options(['madrid-card'])));
      expect(other.code).toBe('ARTIFACT_INVALID');
      expect(other.message).toMatch(
        /madrid\/dist\/network\.bin holds the network of 'new-york', not 'madrid'/,
      );
      writeArtifact('madrid', encodeNetwork(fixtureMadridNetwork()));
      writeFileSync(placesPath(root, 'madrid'), JSON.stringify(emptyPlacesFile('madrid-card')));
      const places = await startupErrorOf(loadCities(options(['madrid-card'])));
      expect(places.message).toMatch(/is not the places file of 'madrid'\./);
    });
  });

  it('names a city it has no config for', async () => {
    const error = await startupErrorOf(loadCities({ ...options(['bilbao']) }));
    expect(error.message).toBe("There is no city 'bilbao'.");
  });
});
