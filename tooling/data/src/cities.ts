import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type City, parseCity } from '@transit/core';

/**
 * Every `cities/<id>/city.ts` under `repoRoot`, validated, in id order; a folder without a city.ts is skipped. They
 * are loaded by path, not imported by name, so a city added to cities/ is compiled with no list to keep up to date.
 * An invalid config rejects with core's coded CityConfigError (CITY_CONFIG_INVALID).
 */
export async function loadCities(repoRoot: string): Promise<City[]> {
  const folder = path.join(repoRoot, 'cities');
  const cities: City[] = [];
  for (const id of (await readdir(folder)).sort()) {
    const file = path.join(folder, id, 'city.ts');
    if (!(await stat(file).catch(() => undefined))) continue;
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    const parsed = parseCity(module.default);
    if (!parsed.ok) throw parsed.error;
    cities.push(parsed.value);
  }
  return cities;
}
