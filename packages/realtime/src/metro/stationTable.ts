import { err, formatStopCode, ok, type Result } from '@transit/core';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { RealtimeError } from '../errors';
import { describeIssues } from '../parse';

const digits = z.string().regex(/^\d{1,9}$/, 'expected digits');
const digitsOrEmpty = z.union([digits, z.literal('')]);

/** The columns of CRTM's Metro_stations.csv read here (one row per platform of a line at a station). */
const stationRowSchema = z.object({
  /** `4_<platform number>` (4_12 is Sol's line 1 platform). */
  IDESTACION: z.string().regex(/^4_\d{1,9}$/, 'expected 4_<number>'),
  CODIGOESTACION: digits,
  /** The station number the platforms of one station share (Sol's 4_12, 4_35 and 4_48 share 12); may be empty. */
  CODIGOCTMESTACIONREDMETRO: digitsOrEmpty,
  /** Metro de Madrid's own code of the platform, which its displays (teleindicadores) are asked by; may be empty. */
  CODIGOEMPRESA: digitsOrEmpty,
});

/**
 * Each Metro station's display codes (CODIGOEMPRESA), keyed by the product's stop code, from CRTM's
 * Metro_stations.csv (the copy in cities/madrid/data/crtm-open-data-tables-*). A station's code is the one the network
 * gives it: `4-` and CODIGOCTMESTACIONREDMETRO, or the platform's own number where that is empty (as packages/gtfs
 * groups the platforms), so Sol, `4-12`, gets 0112, 0208 and 0306, one per line. Platforms without a CODIGOEMPRESA
 * are left out. The result is the `companyCodesByStop` of the Metro config. A table that is not CSV or lacks a column
 * is UPSTREAM_CONFIG_INVALID.
 */
export function metroCompanyCodesFromStationTable(
  csvText: string,
): Result<Record<string, string[]>, RealtimeError> {
  let records: unknown[];
  try {
    records = parse(csvText, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    return err(
      new RealtimeError('UPSTREAM_CONFIG_INVALID', `Metro_stations.csv is not CSV: ${String(error)}.`, {
        source: 'metro',
        cause: error,
      }),
    );
  }
  const codes = new Map<string, Set<string>>();
  for (const [index, record] of records.entries()) {
    const row = stationRowSchema.safeParse(record);
    if (!row.success) {
      return err(
        new RealtimeError(
          'UPSTREAM_CONFIG_INVALID',
          `Metro_stations.csv row ${index + 1}: ${describeIssues(row.error)}.`,
          { source: 'metro' },
        ),
      );
    }
    const { CODIGOESTACION, CODIGOCTMESTACIONREDMETRO, CODIGOEMPRESA } = row.data;
    if (CODIGOEMPRESA === '') continue;
    const stationNumber = Number(
      CODIGOCTMESTACIONREDMETRO === '' ? CODIGOESTACION : CODIGOCTMESTACIONREDMETRO,
    );
    const stopCode = formatStopCode('metro', stationNumber);
    const set = codes.get(stopCode) ?? new Set<string>();
    set.add(CODIGOEMPRESA);
    codes.set(stopCode, set);
  }
  return ok(Object.fromEntries([...codes].map(([stopCode, set]) => [stopCode, [...set].sort()])));
}
