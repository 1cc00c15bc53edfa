import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_IDS } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { loadCities } from './cities';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

describe('loadCities', () => {
  it('finds every variant of the repository in cities/, validated, in id order', async () => {
    const cities = await loadCities(REPO_ROOT);
    expect(cities.map((city) => city.id)).toEqual([...PROJECT_IDS].sort());
  });

  it('skips a folder without a city.ts and refuses an invalid config with CITY_CONFIG_INVALID', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'data-cities-'));
    await mkdir(path.join(root, 'cities/empty'), { recursive: true });
    expect(await loadCities(root)).toEqual([]);
    await mkdir(path.join(root, 'cities/broken'), { recursive: true });
    await writeFile(path.join(root, 'cities/broken/city.ts'), "export default { id: 'broken' };\n");
    await expect(loadCities(root)).rejects.toMatchObject({ code: 'CITY_CONFIG_INVALID' });
  });
});
