// Bilbao's feeds, on the real snapshots in cities/bilbao/data (Metro Bilbao, Bilbobus, Bizkaibus, Euskotren).
// Compiled once for the file.
import {
  dayOf,
  decodeNetwork,
  encodeNetwork,
  itinerariesOf as itineraryIndexesOf,
  itineraryAt,
  itineraryStops,
  lineAt,
  lineIndexes,
  type Network,
  stopAt,
  stopIndexes,
} from '@transit/network';
import { beforeAll, describe, expect, it } from 'vitest';
import { CodeRegistry } from './codeRegistry';
import { type CompileResult, compileCity, registryPathFor } from './compile';
import { departuresOfServiceDay, lineNumbersAt, loadCity, REPO_ROOT } from './testing';

const COMPILE_TIMEOUT_MS = 240_000;

describe('Bilbao (real Moveuskadi snapshots)', () => {
  let compiled: CompileResult;
  let network: Network;
  beforeAll(async () => {
    const city = await loadCity('bilbao');
    compiled = await compileCity(city, REPO_ROOT, {
      registry: await CodeRegistry.load(registryPathFor(city, REPO_ROOT)),
    });
    network = decodeNetwork(encodeNetwork(compiled.network));
  }, COMPILE_TIMEOUT_MS);

  const allLines = () => lineIndexes(network).map((line) => lineAt(network, line));
  const lineByCode = (code: string) => allLines().find((line) => line.code === code);

  /** Each itinerary of a line as [direction, headsign, first stop, last stop]. */
  function itinerariesOf(lineCode: string): [number, string, string, string][] {
    const line = lineByCode(lineCode);
    if (line === undefined) return [];
    return itineraryIndexesOf(network, line.index).map((index) => {
      const itinerary = itineraryAt(network, index);
      const stops = itineraryStops(network, index);
      const nameOf = (stop: (typeof stops)[number] | undefined) =>
        stop === undefined ? '' : stopAt(network, stop).name;
      return [itinerary.direction, itinerary.headsign, nameOf(stops[0]), nameOf(stops.at(-1))];
    });
  }

  const codeOfStop = (name: string) =>
    stopIndexes(network)
      .map((stop) => stopAt(network, stop))
      .find((stop) => stop.name === name)?.code ?? '';

  it('splits Metro Bilbao\'s one route "MB" into lines L1 and L2 by where its trips run, not "MB"', () => {
    expect(allLines().map((line) => line.number)).not.toContain('MB');
    const metro = allLines()
      .filter((line) => line.transportTypeCode === 4)
      .map((line) => [line.code, line.number, line.name]);
    // Named by where the trips go, as the feed's headsigns say: its busiest right-bank trips end at Sopela.
    expect(metro).toEqual([
      ['4-1', 'L1', 'Etxebarri - Sopela'],
      ['4-2', 'L2', 'Basauri - Kabiezes'],
    ]);
    expect(itinerariesOf('4-1')).toEqual([
      [0, 'Sopela', 'Etxebarri', 'Sopela'],
      [1, 'Etxebarri', 'Sopela', 'Etxebarri'],
    ]);
    expect(itinerariesOf('4-2')).toEqual([
      [0, 'Kabiezes', 'Basauri', 'Kabiezes'],
      [1, 'Basauri', 'Kabiezes', 'Basauri'],
    ]);
    // The trunk serves both; each branch only its own line; every trip of the feed still runs, on one of them.
    expect(lineNumbersAt(network, codeOfStop('Moyua'))).toEqual(['L1', 'L2']);
    expect(lineNumbersAt(network, codeOfStop('Algorta'))).toEqual(['L1']);
    expect(lineNumbersAt(network, codeOfStop('Portugalete'))).toEqual(['L2']);
    const day = dayOf(2016, 6, 1);
    const atMoyua = departuresOfServiceDay(network, codeOfStop('Moyua'), day);
    expect(atMoyua.filter((d) => d.lineCode === '4-1').length).toBeGreaterThan(100);
    expect(atMoyua.filter((d) => d.lineCode === '4-2').length).toBeGreaterThan(100);
    // trips.txt holds 3,391 trips.
    expect(compiled.report.feeds.find((feed) => feed.feedId === 'metro-bilbao')?.trips).toBe(3391);
  });

  it('numbers Bilbobus lines without the direction their route was filed under ("43_VLT" is 43, "22_IDA" is 22)', () => {
    const bus = allLines()
      .filter((line) => line.transportTypeCode === 6)
      .map((line) => line.number);
    expect(bus).toHaveLength(45);
    expect(bus).toContain('43');
    expect(bus).toContain('22');
    expect(bus).toContain('E1');
    expect(bus.filter((number) => /_/.test(number))).toEqual([]);
    // Line codes stay those the registry gave the routes.
    expect(lineByCode('6-14')?.number).toBe('43');
  });
});
