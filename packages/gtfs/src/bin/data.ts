// `pnpm data`: compiles every city's network artifact (see ../cli.ts). Run with tsx: city configs are TypeScript.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type City, parseCity } from '@transit/core';
import { runDataCommand } from '../cli';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * Every cities/<id>/city.ts, validated. They are loaded by path, not imported by name: @transit/gtfs sits in the
 * layer below the cities and must not depend on them.
 */
async function loadCities(): Promise<City[]> {
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

process.exitCode = await runDataCommand(process.argv.slice(2), { repoRoot, cities: await loadCities() });
