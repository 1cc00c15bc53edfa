import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type City, ProductError, type ProjectId } from '@transit/core';
import {
  decodeNetwork,
  NetworkCodecError,
  networkSize,
  type PlacesFile,
  placesFileSchema,
  stationCount,
} from '@transit/network';
import type { CityEntry } from './cityContext';

export type StartupErrorCode = 'ENV_INVALID' | 'ARTIFACT_MISSING' | 'ARTIFACT_INVALID' | 'NO_ARTIFACT';

/** Why the server cannot start; main prints it and exits non-zero. */
export class StartupError extends ProductError<StartupErrorCode> {
  override readonly name = 'StartupError';
}

/** Where `pnpm data` writes a city's network artifact, under the repository (or DATA_ROOT). */
export function artifactPath(dataRoot: string, cityId: string): string {
  return path.join(dataRoot, 'cities', cityId, 'dist', 'network.bin');
}

/** Where `pnpm data` writes a city's places file (municipalities, landmarks), beside its network artifact. */
export function placesPath(dataRoot: string, cityId: string): string {
  return path.join(dataRoot, 'cities', cityId, 'dist', 'places.json');
}

/**
 * A city's places file, checked against its schema; undefined when there is none (an artifact built before the
 * file existed: the place search then offers stops and stations only). A file that is not one is ARTIFACT_INVALID.
 */
async function loadPlaces(dataRoot: string, cityId: string): Promise<PlacesFile | undefined> {
  const file = placesPath(dataRoot, cityId);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StartupError('ARTIFACT_INVALID', `${file} cannot be read: ${(error as Error).message}`, {
      cause: error,
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new StartupError('ARTIFACT_INVALID', `${file} is not JSON. Run \`pnpm data\` to rebuild it.`, {
      cause: error,
    });
  }
  const parsed = placesFileSchema.safeParse(json);
  if (!parsed.success || parsed.data.cityId !== cityId) {
    throw new StartupError(
      'ARTIFACT_INVALID',
      `${file} is not the places file of '${cityId}'. Run \`pnpm data\` to rebuild it.`,
    );
  }
  return parsed.data;
}

export interface LoadOptions {
  readonly dataRoot: string;
  /** The cities to load; undefined loads every configured city whose network's artifact exists. */
  readonly cityIds: readonly ProjectId[] | undefined;
  readonly configs: ReadonlyMap<ProjectId, City>;
  /** Where progress lines go (one per city, with its load time). */
  readonly log: (line: string) => void;
}

/**
 * The city whose network a city's API serves: the one it shows (City.networkOf: the card balance app shows Madrid's),
 * else its own. Its artifact and places file are that city's (artifactPath, placesPath).
 */
export function networkCityOf(city: City): ProjectId {
  return city.networkOf ?? city.id;
}

/** What a network city's files hold once read: shared by every city that shows that network. */
type LoadedNetwork = Omit<CityEntry, 'city'>;

/** Reads and decodes a network city's artifact and its places file; `id` names the city loading it, for the log. */
async function loadNetwork(
  dataRoot: string,
  networkId: ProjectId,
  id: ProjectId,
  log: (line: string) => void,
): Promise<LoadedNetwork> {
  const file = artifactPath(dataRoot, networkId);
  const startMs = performance.now();
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const isMissing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new StartupError(
      'ARTIFACT_MISSING',
      isMissing
        ? `${file} is missing: run \`pnpm data\` to build the city networks.`
        : `${file} cannot be read: ${(error as Error).message}`,
      { cause: error },
    );
  }
  let loaded: LoadedNetwork;
  try {
    loaded = { network: decodeNetwork(bytes), artifact: bytes };
  } catch (error) {
    const reason = error instanceof NetworkCodecError ? error.message : String(error);
    throw new StartupError('ARTIFACT_INVALID', `${file}: ${reason} Run \`pnpm data\` to rebuild it.`, {
      cause: error,
    });
  }
  if (loaded.network.cityId !== networkId) {
    throw new StartupError(
      'ARTIFACT_INVALID',
      `${file} holds the network of '${loaded.network.cityId}', not '${networkId}'. Run \`pnpm data\` to rebuild it.`,
    );
  }
  const places = await loadPlaces(dataRoot, networkId);
  if (places) loaded = { ...loaded, places };
  const { stops, lines, trips } = networkSize(loaded.network);
  const placeCounts =
    places === undefined
      ? 'no places file'
      : `${places.municipalities.length} municipalities, ${places.landmarks.length} landmarks`;
  log(
    `${id}: loaded ${path.relative(dataRoot, file)} (${(bytes.byteLength / 1e6).toFixed(1)} MB) in ${Math.round(performance.now() - startMs)} ms: ${stops} stops, ${stationCount(loaded.network)} stations, ${lines} lines, ${trips} trips; ${placeCounts}`,
  );
  return loaded;
}

/**
 * Reads and decodes each city's artifact (no CSV parsing: one header parse and typed-array views). A city that shows
 * another's network (networkOf) is served that city's artifact and places file; each file is read and decoded once,
 * whichever cities show it (Madrid's network is big: madrid and madrid-card share one decoded copy).
 */
export async function loadCities(options: LoadOptions): Promise<Map<string, CityEntry>> {
  const { dataRoot, configs, log } = options;
  const ids =
    options.cityIds ??
    [...configs.entries()]
      .filter(([, city]) => existsSync(artifactPath(dataRoot, networkCityOf(city))))
      .map(([id]) => id);
  if (ids.length === 0) {
    throw new StartupError(
      'NO_ARTIFACT',
      `No city has a network artifact (${artifactPath(dataRoot, '<city>')}): run \`pnpm data\` to build them.`,
    );
  }
  const networks = new Map<ProjectId, LoadedNetwork>();
  const cities = new Map<string, CityEntry>();
  for (const id of ids) {
    const city = configs.get(id);
    if (!city) throw new StartupError('ENV_INVALID', `There is no city '${id}'.`);
    const networkId = networkCityOf(city);
    let loaded = networks.get(networkId);
    if (loaded === undefined) {
      loaded = await loadNetwork(dataRoot, networkId, id, log);
      networks.set(networkId, loaded);
    } else {
      log(`${id}: shares the network of ${networkId}, decoded once`);
    }
    cities.set(id, { city, ...loaded });
  }
  return cities;
}
