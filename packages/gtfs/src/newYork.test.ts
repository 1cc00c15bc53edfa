// New York's subway, on the real MTA snapshot in cities/new-york/data. Compiled once for the file.
import {
  dayOf,
  decodeNetwork,
  encodeNetwork,
  findLine,
  footpathsFrom,
  formatGtfsTime,
  lineAt,
  type Network,
  stopAt,
  stopIndexes,
} from '@transit/network';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeRegistry } from './codeRegistry';
import { type CompileResult, compileCity, registryPathFor } from './compile';
import { departuresOfServiceDay, lineNumbersAt, loadCity, REPO_ROOT, stopIndexOf } from './testing';

const COMPILE_TIMEOUT_MS = 240_000;

describe('New York (real MTA snapshot)', () => {
  let compiled: CompileResult;
  let network: Network;
  beforeAll(async () => {
    const city = await loadCity('new-york');
    compiled = await compileCity(city, REPO_ROOT, {
      registry: await CodeRegistry.load(registryPathFor(city, REPO_ROOT)),
    });
    network = decodeNetwork(encodeNetwork(compiled.network));
  }, COMPILE_TIMEOUT_MS);

  it('makes Times Sq-42 St (parent station 127) one stop that lists its real routes, 1, 2 and 3', () => {
    const stop = stopIndexOf(network, '4-127');
    expect(stopAt(network, stop).name).toBe('Times Sq-42 St');
    expect(lineNumbersAt(network, '4-127')).toEqual(['1', '2', '3']);
    const one = findLine(network, '4-1');
    expect(one === undefined ? undefined : lineAt(network, one).colour).toBe('D82233');
  });

  it('has departures there on a weekday inside the feed (2026-05-26 to 2026-10-31), by platform', () => {
    const day = dayOf(2026, 6, 10);
    expect(network.feeds[0]).toMatchObject({ startDay: dayOf(2026, 5, 26), endDay: dayOf(2026, 10, 31) });
    const departures = departuresOfServiceDay(network, '4-127', day);
    expect(departures.length).toBeGreaterThan(500);
    expect(new Set(departures.map((d) => d.lineCode))).toEqual(new Set(['4-1', '4-2', '4-3']));
    expect(new Set(departures.map((d) => d.platform))).toEqual(new Set(['N', 'S']));
    const morning = departures.filter((d) => d.seconds >= 8 * 3600 && d.seconds < 9 * 3600);
    expect(morning.length).toBeGreaterThan(20);
    expect(formatGtfsTime(morning[0]?.seconds ?? 0) >= '08:00:00').toBe(true);
  });

  it('numbers stations without an all-digit id from the registry, and links transfers.txt walks', () => {
    expect(compiled.report.newCodes).toEqual({ stops: [], lines: [] });
    const portAuthority = stopIndexes(network)
      .map((stop) => stopAt(network, stop))
      .find((stop) => stop.name === '42 St-Port Authority Bus Terminal');
    expect(portAuthority?.code).toMatch(/^4-\d+$/);
    const timesSquare = stopIndexOf(network, '4-127');
    const walk = footpathsFrom(network, timesSquare).find((path) => path.to === portAuthority?.index);
    expect(walk?.durationSec).toBe(300);
    expect(compiled.report.badRowCount).toBe(0);
  });
});
