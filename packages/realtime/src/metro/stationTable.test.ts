import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { metroCompanyCodesFromStationTable } from './stationTable';

/** The repository's copy of CRTM's Metro_stations.csv (attribution in cities/madrid/data/SOURCES.md). */
const METRO_STATIONS_CSV = path.resolve(
  import.meta.dirname,
  '../../../../cities/madrid/data/crtm-open-data-tables-20260529/Metro_stations.csv',
);

describe("Metro stations' display codes (CODIGOEMPRESA) from CRTM's Metro_stations.csv", () => {
  const table = metroCompanyCodesFromStationTable(readFileSync(METRO_STATIONS_CSV, 'utf8'));

  it('gives Sol (4-12) one display code per line: 0112 (line 1), 0208 (line 2), 0306 (line 3)', () => {
    expect(table.ok).toBe(true);
    if (!table.ok) return;
    expect(table.value['4-12']).toEqual(['0112', '0208', '0306']);
  });

  it('keys each station by the stop code the network gives it (the shared station number)', () => {
    if (!table.ok) return expect.fail(table.error.message);
    expect(table.value['4-120']).toEqual(['0618', '0801', '1007']); // Nuevos Ministerios: lines 6, 8, 10
    expect(table.value['4-1']).toEqual(['0101', '0904', '1004']); // Plaza de Castilla: lines 1, 9, 10
    expect(table.value['4-153']).toEqual(['0722']); // Arroyofresno
    // Platforms folded into a station are not keys of their own.
    expect(table.value['4-35']).toBeUndefined();
    // 293 platform rows (two blank ones, 4_347 and 4_348, have no display code) in 240 stations.
    expect(Object.keys(table.value)).toHaveLength(240);
  });

  it('a table without its columns, or not CSV at all, is UPSTREAM_CONFIG_INVALID', () => {
    const missing = metroCompanyCodesFromStationTable('IDESTACION,CODIGOESTACION\n4_12,12\n');
    expect(missing.ok || missing.error.code).toBe('UPSTREAM_CONFIG_INVALID');
    const broken = metroCompanyCodesFromStationTable('"IDESTACION,CODIGOESTACION\n4_12');
    expect(broken.ok || broken.error.code).toBe('UPSTREAM_CONFIG_INVALID');
  });
});
