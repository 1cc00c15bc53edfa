import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type City, ProductError, type ProjectId } from '@transit/core';
import { decodeNetwork, NetworkCodecError, networkSize, stationCount } from '@transit/network';
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

export interface LoadOptions {
  readonly dataRoot: string;
  /** The cities to load; undefined loads every configured city whose artifact exists. */
  readonly cityIds: readonly ProjectId[] | undefined;
  readonly configs: ReadonlyMap<ProjectId, City>;
  /** Where progress lines go (one per city, with its load time). */
  readonly log: (line: string) => void;
}

/** Reads and decodes each city's artifact (no CSV parsing: one header parse and typed-array views). */
export async function loadCities(options: LoadOptions): Promise<Map<string, CityEntry>> {
  const { dataRoot, configs, log } = options;
  const ids = options.cityIds ?? [...configs.keys()].filter((id) => existsSync(artifactPath(dataRoot, id)));
  if (ids.length === 0) {
    throw new StartupError(
      'NO_ARTIFACT',
      `No city has a network artifact (${artifactPath(dataRoot, '<city>')}): run \`pnpm data\` to build them.`,
    );
  }
  const cities = new Map<string, CityEntry>();
  for (const id of ids) {
    const city = configs.get(id);
    if (!city) throw new StartupError('ENV_INVALID', `There is no city '${id}'.`);
    const file = artifactPath(dataRoot, id);
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
    let entry: CityEntry;
    try {
      entry = { city, network: decodeNetwork(bytes) };
    } catch (error) {
      const reason = error instanceof NetworkCodecError ? error.message : String(error);
      throw new StartupError('ARTIFACT_INVALID', `${file}: ${reason} Run \`pnpm data\` to rebuild it.`, {
        cause: error,
      });
    }
    if (entry.network.cityId !== id) {
      throw new StartupError(
        'ARTIFACT_INVALID',
        `${file} holds the network of '${entry.network.cityId}', not '${id}'. Run \`pnpm data\` to rebuild it.`,
      );
    }
    const { stops, lines, trips } = networkSize(entry.network);
    log(
      `${id}: loaded ${path.relative(dataRoot, file)} (${(bytes.byteLength / 1e6).toFixed(1)} MB) in ${Math.round(performance.now() - startMs)} ms: ${stops} stops, ${stationCount(entry.network)} stations, ${lines} lines, ${trips} trips`,
    );
    cities.set(id, entry);
  }
  return cities;
}
