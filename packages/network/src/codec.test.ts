import { describe, expect, it } from 'vitest';
import { ProductError } from '@transit/core';
import { buildNetwork } from './builder';
import { decodeNetwork as decodeHandle, encodeNetwork, NetworkCodecError } from './codec';
import { type LaidOutNetwork as Network, laidOut, NETWORK_FORMAT_VERSION, networkOf } from './model';
import { feed, itinerary, line, service, station, stop, testNetwork, transfer, trip } from './testNetwork';

// These tests read the layout the codec writes; outside the package a network is read through its accessors.
const decodeNetwork = (bytes: Uint8Array) => laidOut(decodeHandle(bytes));

/** A network with something in every table: shapes, platforms, exceptions, aliases, footpaths, a station, two feeds. */
function richNetwork(): Network {
  return laidOut(
    testNetwork({
      cityId: 'madrid',
      feeds: [
        feed({
          id: 'metro',
          name: 'Metro de Madrid',
          licenceUrl: 'https://example.org/licence',
          feedVersion: '2025-02',
        }),
        feed({ id: 'nyc', timeZone: 'America/New_York', start: '2025-03-01', end: '2025-09-30' }),
      ],
      stops: [
        stop('SOL', { name: 'Sol', lat: 40.4168, lon: -3.7038, typeCode: 4, zone: 'A', wheelchair: 1 }),
        stop('OPERA', { name: 'Ópera', lat: 40.418, lon: -3.7095, typeCode: 4, zone: 'A', wheelchair: 2 }),
        stop('CALLAO', { name: 'Callao', lat: 40.4197, lon: -3.7058, typeCode: 4, zone: 'A' }),
        stop('TIMES', { name: 'Times Sq', lat: 40.758, lon: -73.9855, typeCode: 6, feed: 1 }),
        stop('GRAND', { name: 'Grand Central', lat: 40.7527, lon: -73.9772, typeCode: 6, feed: 1 }),
        stop('SOL-C', { name: 'Sol', lat: 40.41685, lon: -3.70309, typeCode: 5 }),
      ],
      lines: [
        line('METRO-2', { number: '2', colour: 'FF0000', textColour: 'FFFFFF', transportTypeCode: 4 }),
        line('METRO-5', { number: '5', transportTypeCode: 4 }),
        line('N1', { nocturnal: true, feed: 1 }),
      ],
      services: [
        service('LAB', { days: 'MTWTF..', removed: ['2025-05-01', '2025-01-06'], added: ['2025-03-08'] }),
        service('FEST', { days: '.....SS' }),
        service('NY', { feed: 1, datesOnly: true, added: ['2025-07-04'] }),
      ],
      shapes: [
        {
          points: [
            [40.4168, -3.7038],
            [40.418, -3.7095],
          ],
        },
        { points: [[40.758, -73.9855]] },
      ],
      itineraries: [
        itinerary('METRO-2', ['SOL', 'OPERA'], {
          code: 'M2-0',
          headsign: 'Ópera',
          shape: 0,
          lengthM: 650.25,
        }),
        itinerary('METRO-5', ['CALLAO', 'OPERA'], { code: 'M5-1', direction: 1 }),
        itinerary('N1', ['TIMES', 'GRAND'], { code: 'N1-0', shape: 1 }),
      ],
      trips: [
        trip('METRO-2', ['SOL 06:00 @1', 'OPERA 06:02 06:03 @2'], { itinerary: 'M2-0', headsign: 'Ópera' }),
        trip('METRO-2', ['SOL 06:05 @1', 'OPERA 06:07 06:08 @2'], { itinerary: 'M2-0', service: 'FEST' }),
        trip('METRO-5', ['CALLAO 25:10:00', 'OPERA 25:12:30'], { direction: 1, headway: true }),
        trip('N1', ['TIMES 23:50', 'GRAND 24:05'], { service: 'NY', headsign: 'Grand Central' }),
      ],
      transfers: [transfer('SOL', 'CALLAO', 240), transfer('TIMES', 'GRAND', 420)],
      stopAliases: { par_4_SOL_1: 'SOL' },
      stations: [station('E4-12', ['SOL', 'SOL-C'], { name: 'Sol' })],
    }),
  );
}

type Json = Record<string, unknown>;
interface Header {
  network: Json;
  sections: { type: string; offset: number; length: number }[];
}

const PREAMBLE = 12;
const alignUp = (value: number) => Math.ceil(value / 8) * 8;
const headerLengthOf = (bytes: Uint8Array) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8, true);
const dataStartOf = (bytes: Uint8Array) => alignUp(PREAMBLE + headerLengthOf(bytes));

function headerOf(bytes: Uint8Array): Header {
  return JSON.parse(
    new TextDecoder().decode(bytes.subarray(PREAMBLE, PREAMBLE + headerLengthOf(bytes))),
  ) as Header;
}

/** The artifact with its header rewritten (and the sections moved to stay aligned after it). */
function withHeader(bytes: Uint8Array, edit: (header: Header) => unknown): Uint8Array {
  const header = headerOf(bytes);
  const replaced = edit(header);
  const json = new TextEncoder().encode(JSON.stringify(replaced === undefined ? header : replaced));
  const sections = bytes.subarray(dataStartOf(bytes));
  const out = new Uint8Array(alignUp(PREAMBLE + json.length) + sections.length);
  out.set(bytes.subarray(0, PREAMBLE));
  new DataView(out.buffer).setUint32(8, json.length, true);
  out.set(json, PREAMBLE);
  out.set(sections, alignUp(PREAMBLE + json.length));
  return out;
}

/** The section a column of the header refers to. */
function sectionOf(header: Header, table: string, column: string) {
  const ref = (header.network[table] as Json)[column] as { $section: number };
  return header.sections[ref.$section] as Header['sections'][number];
}

/** Every leaf of a value (strings, numbers, booleans, typed arrays) by path. */
function leavesOf(value: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (ArrayBuffer.isView(value) || typeof value !== 'object' || value === null) {
    if (value !== undefined) out.set(path, value);
  } else {
    for (const [key, inner] of Object.entries(value)) leavesOf(inner, `${path}.${key}`, out);
  }
  return out;
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected it to throw');
}

/** Checks that `run` throws NETWORK_ARTIFACT_INVALID with this message (after 'Invalid network artifact: '). */
function expectInvalid(run: () => unknown, message: string | RegExp): void {
  const error = thrown(run);
  expect(error).toBeInstanceOf(NetworkCodecError);
  expect(error).toMatchObject({ name: 'NetworkCodecError', code: 'NETWORK_ARTIFACT_INVALID' });
  const text = (error as Error).message;
  if (typeof message === 'string') expect(text).toBe(`Invalid network artifact: ${message}`);
  else expect(text).toMatch(message);
}

describe('encodeNetwork / decodeNetwork: round trip', () => {
  const network = richNetwork();
  const bytes = encodeNetwork(network);

  it('gives back an equal network', () => {
    expect(decodeNetwork(bytes)).toEqual(network);
  });

  it('gives back every typed array with its type and values, and every string and number', () => {
    const before = leavesOf(network);
    const after = leavesOf(decodeNetwork(bytes));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    let typedArrays = 0;
    for (const [path, value] of before) {
      const decoded = after.get(path);
      if (ArrayBuffer.isView(value)) {
        typedArrays += 1;
        expect(decoded?.constructor, path).toBe(value.constructor);
        expect(Array.from(decoded as ArrayLike<number>), path).toEqual(
          Array.from(value as unknown as ArrayLike<number>),
        );
      } else {
        expect(decoded, path).toBe(value);
      }
    }
    expect(typedArrays).toBe(headerOf(bytes).sections.length);
  });

  it('keeps text outside ASCII and the optional feed fields', () => {
    const decoded = decodeNetwork(bytes);
    expect(decoded.stops.name[1]).toBe('Ópera');
    expect(decoded.feeds[0]).toMatchObject({
      licenceUrl: 'https://example.org/licence',
      feedVersion: '2025-02',
    });
    expect(decoded.feeds[1]?.licenceUrl).toBeUndefined();
    expect(decoded.stopAliases).toEqual({ par_4_SOL_1: 'SOL' });
    expect(decoded.stations.code).toEqual(['E4-12']);
    expect(decoded.stations.name).toEqual(['Sol']);
  });

  it('round-trips an empty network', () => {
    const empty = buildNetwork({
      cityId: 'x',
      feeds: [],
      stops: [],
      lines: [],
      itineraries: [],
      services: [],
      trips: [],
    });
    expect(decodeNetwork(encodeNetwork(empty))).toEqual(empty);
  });
});

describe('encodeNetwork: layout', () => {
  const bytes = encodeNetwork(richNetwork());

  it('starts with TRNW, the format version and the header length', () => {
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('TRNW');
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(4, true)).toBe(NETWORK_FORMAT_VERSION);
    expect(headerLengthOf(bytes)).toBeGreaterThan(0);
    expect(headerOf(bytes).network).toMatchObject({ cityId: 'madrid', stops: { count: 6 } });
  });

  it('starts every section on an 8-byte boundary', () => {
    const dataStart = dataStartOf(bytes);
    expect(dataStart % 8).toBe(0);
    for (const section of headerOf(bytes).sections) expect((dataStart + section.offset) % 8).toBe(0);
    expect(bytes.length % 8).toBe(0);
  });

  it('gives the same bytes when encoding twice', () => {
    const network = richNetwork();
    expect(encodeNetwork(network)).toEqual(encodeNetwork(network));
    expect(encodeNetwork(richNetwork())).toEqual(bytes);
  });

  it('gives the same bytes for equal networks whose objects list their fields in another order', () => {
    const network = richNetwork();
    const reversed = (value: object) => Object.fromEntries(Object.entries(value).reverse());
    const shuffled = reversed({
      ...network,
      feeds: network.feeds.map(reversed),
      stops: reversed(network.stops),
      stopAliases: reversed({ ...network.stopAliases, a: 'SOL' }),
    }) as Network;
    const withAlias = { ...network, stopAliases: { ...network.stopAliases, a: 'SOL' } };
    expect(shuffled).toEqual(withAlias);
    expect(encodeNetwork(shuffled)).toEqual(encodeNetwork(withAlias));
  });

  it('gives the same bytes again after a decode (typed arrays that are views into a larger buffer)', () => {
    const decoded = decodeNetwork(bytes);
    expect(decoded.stops.latE6.byteOffset).toBeGreaterThan(0);
    expect(encodeNetwork(decoded)).toEqual(bytes);
  });
});

describe('decodeNetwork: memory', () => {
  const bytes = encodeNetwork(richNetwork());

  it('reads typed arrays as views over aligned input, without copying', () => {
    const decoded = decodeNetwork(bytes);
    expect(decoded.stops.latE6.buffer).toBe(bytes.buffer);
    expect(decoded.stopTimes.departureSec.buffer).toBe(bytes.buffer);
  });

  it('reads input that sits at an aligned offset inside a larger buffer', () => {
    const bigger = new Uint8Array(bytes.length + 16).fill(0xee);
    bigger.set(bytes, 8);
    const decoded = decodeNetwork(bigger.subarray(8, 8 + bytes.length));
    expect(decoded).toEqual(richNetwork());
    expect(decoded.stops.latE6.buffer).toBe(bigger.buffer);
  });

  it('reads unaligned input (byteOffset 3) by copying it once', () => {
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    const input = shifted.subarray(3);
    expect(input.byteOffset).toBe(3);
    const decoded = decodeNetwork(input);
    expect(decoded).toEqual(richNetwork());
    expect(decoded.stops.latE6.buffer).not.toBe(shifted.buffer);
    expect(decoded.stops.latE6.byteOffset % 4).toBe(0);
  });
});

describe('decodeNetwork: coded errors', () => {
  const bytes = encodeNetwork(richNetwork());

  it('throws NetworkCodecError, a ProductError, shown as code | message', () => {
    const error = thrown(() => decodeNetwork(new Uint8Array(0)));
    expect(error).toBeInstanceOf(NetworkCodecError);
    expect(error).toBeInstanceOf(ProductError);
    expect(String(error)).toBe(
      'NETWORK_ARTIFACT_INVALID | Invalid network artifact: it does not start with the TRNW signature.',
    );
  });

  it('refuses a file with the wrong signature', () => {
    const wrong = bytes.slice();
    wrong.set(new TextEncoder().encode('GTFS'), 0);
    expectInvalid(() => decodeNetwork(wrong), 'it does not start with the TRNW signature.');
  });

  it('refuses a file too short for the preamble', () => {
    expectInvalid(() => decodeNetwork(bytes.subarray(0, 11)), 'it does not start with the TRNW signature.');
  });

  it('refuses another format version with NETWORK_ARTIFACT_VERSION', () => {
    const newer = bytes.slice();
    new DataView(newer.buffer).setUint32(4, NETWORK_FORMAT_VERSION + 1, true);
    const error = thrown(() => decodeNetwork(newer));
    expect(error).toBeInstanceOf(NetworkCodecError);
    expect(error).toMatchObject({
      code: 'NETWORK_ARTIFACT_VERSION',
      message: `The network artifact has format version ${NETWORK_FORMAT_VERSION + 1}; this build reads version ${NETWORK_FORMAT_VERSION}. Rebuild it with \`pnpm data\`.`,
    });
  });

  it('refuses a header cut short', () => {
    expectInvalid(() => decodeNetwork(bytes.subarray(0, PREAMBLE + 10)), 'the header is cut short.');
    const lying = bytes.slice();
    new DataView(lying.buffer).setUint32(8, bytes.length, true);
    expectInvalid(() => decodeNetwork(lying), 'the header is cut short.');
  });

  it('refuses a header that is not JSON', () => {
    const garbled = bytes.slice();
    garbled[PREAMBLE] = '!'.charCodeAt(0);
    expectInvalid(() => decodeNetwork(garbled), 'the header is not the expected JSON.');
  });

  it('refuses JSON that is not a header', () => {
    expectInvalid(
      () => decodeNetwork(withHeader(bytes, () => [1, 2, 3])),
      'the header is not the expected JSON.',
    );
    expectInvalid(
      () => decodeNetwork(withHeader(bytes, (header) => ({ network: header.network }))),
      'the header is not the expected JSON.',
    );
    const unknownType = withHeader(bytes, (header) => {
      (header.sections[0] as { type: string }).type = 'BigInt64Array';
    });
    expectInvalid(() => decodeNetwork(unknownType), 'the header is not the expected JSON.');
  });

  it('refuses a section that runs past the end of the file', () => {
    expectInvalid(
      () => decodeNetwork(bytes.subarray(0, bytes.length - 8)),
      'a section runs past the end of the file.',
    );
    const longer = withHeader(bytes, (header) => {
      sectionOf(header, 'stops', 'latE6').length = 1_000_000;
    });
    expectInvalid(() => decodeNetwork(longer), 'a section runs past the end of the file.');
  });

  it('refuses a section that is not aligned to its element size', () => {
    const misaligned = withHeader(bytes, (header) => {
      const section = sectionOf(header, 'stops', 'latE6');
      section.offset += 2;
    });
    expectInvalid(() => decodeNetwork(misaligned), 'a section is not aligned to its element size.');
  });

  it('refuses a reference to a section that does not exist', () => {
    const dangling = withHeader(bytes, (header) => {
      (header.network['stops'] as Json)['latE6'] = { $section: header.sections.length };
    });
    expectInvalid(() => decodeNetwork(dangling), 'a section reference points nowhere.');
  });

  it('refuses a header whose network lacks a table', () => {
    const missing = withHeader(bytes, (header) => {
      delete header.network['stops'];
    });
    expectInvalid(() => decodeNetwork(missing), /^Invalid network artifact: stops: .+\.$/);
  });

  it('refuses a column of the wrong typed array type', () => {
    const wrongType = withHeader(bytes, (header) => {
      sectionOf(header, 'stops', 'latE6').type = 'Uint32Array';
    });
    expectInvalid(() => decodeNetwork(wrongType), /^Invalid network artifact: stops\.latE6: .*Int32Array/);
  });

  it('refuses a header of another format version inside a current preamble', () => {
    const older = withHeader(bytes, (header) => {
      header.network['formatVersion'] = 0;
    });
    expectInvalid(() => decodeNetwork(older), /^Invalid network artifact: formatVersion: /);
  });

  it('refuses a CSR offset array of the wrong length', () => {
    const short = withHeader(bytes, (header) => {
      sectionOf(header, 'stops', 'lineOffset').length -= 1;
    });
    expectInvalid(() => decodeNetwork(short), 'stops.lineOffset: has 6 offsets, expected 7.');
  });

  it('refuses a column with a different number of entries than its table', () => {
    const short = withHeader(bytes, (header) => {
      sectionOf(header, 'stops', 'latE6').length -= 1;
    });
    expectInvalid(() => decodeNetwork(short), 'stops.latE6: has 5 entries, expected 6.');
  });

  it('refuses an index pointing past its table', () => {
    const fewerLines = withHeader(bytes, (header) => {
      (header.network['lines'] as Json)['count'] = 2;
    });
    expectInvalid(() => decodeNetwork(fewerLines), 'stops.lineIndex: refers to 2, but there are only 2.');
    // The same found in the data: a pattern visiting stop 99 of 5.
    const damaged = bytes.slice();
    const section = sectionOf(headerOf(bytes), 'patterns', 'stopIndex');
    new DataView(damaged.buffer).setUint32(dataStartOf(bytes) + section.offset, 99, true);
    expectInvalid(() => decodeNetwork(damaged), 'patterns.stopIndex: refers to 99, but there are only 6.');
  });

  it.each([
    ['shapes', 'lonE6', 'shapes: latitudes and longitudes differ in number.'],
    ['patterns', 'stopPlatform', 'patterns.stopPlatform: one platform per visit.'],
    ['patterns', 'timeStart', 'patterns.timeStart: one time offset per pattern, plus the end.'],
    ['stopTimes', 'arrivalSec', 'stopTimes: arrivals and departures differ in number.'],
    ['services', 'exceptionOffset', 'services.exceptionOffset: has 3 offsets, expected 4.'],
    ['stations', 'latE6', 'stations.latE6: has 0 entries, expected 1.'],
  ])('refuses %s.%s one entry short', (table, column, message) => {
    const short = withHeader(bytes, (header) => {
      sectionOf(header, table, column).length -= 1;
    });
    expectInvalid(() => decodeNetwork(short), message);
  });

  it.each([
    ['stops', 'lineOffset', 0, 1, 'stops.lineOffset: offsets do not span the index.'],
    ['stops', 'lineOffset', 1, 99, 'stops.lineOffset: offsets decrease.'],
    ['trips', 'service', 0, 3, 'trips.service: refers to 3, but there are only 3.'],
    ['trips', 'headsign', 0, 7, 'trips.headsign: refers to 7, but there are only 3.'],
    ['footpaths', 'toStop', 0, 6, 'footpaths.toStop: refers to 6, but there are only 6.'],
    ['stations', 'stopIndex', 1, 6, 'stations.stopIndex: refers to 6, but there are only 6.'],
    ['stations', 'stopIndex', 0, 0, 'stations.stopIndex: lists stop 0 twice.'],
    ['itineraries', 'line', 0, 3, 'itineraries.line: refers to 3, but there are only 3.'],
  ])('refuses %s.%s[%i] = %i', (table, column, index, value, message) => {
    const damaged = bytes.slice();
    const section = sectionOf(headerOf(bytes), table, column);
    expect(section.type).toBe('Uint32Array');
    new DataView(damaged.buffer).setUint32(dataStartOf(bytes) + section.offset + index * 4, value, true);
    expectInvalid(() => decodeNetwork(damaged), message);
  });

  it('refuses a station of one stop: a station groups at least two', () => {
    const single = withHeader(bytes, (header) => {
      sectionOf(header, 'stations', 'stopIndex').length -= 1;
    });
    const offsets = sectionOf(headerOf(single), 'stations', 'stopOffset');
    new DataView(single.buffer).setUint32(dataStartOf(single) + offsets.offset + 4, 1, true);
    expectInvalid(
      () => decodeNetwork(single),
      'stations.stopOffset: station 0 has 1 stops; a station groups at least two.',
    );
  });

  it('refuses stop times that do not match the patterns', () => {
    const fewerTimes = withHeader(bytes, (header) => {
      sectionOf(header, 'stopTimes', 'departureSec').length -= 1;
    });
    expectInvalid(() => decodeNetwork(fewerTimes), 'patterns.timeStart: times do not span the stop times.');
  });
});

describe('decodeNetwork: stop-line records (EMT stop detail)', () => {
  /** Two recorded lines at one stop and one at another (constructed). */
  const recorded = laidOut(
    testNetwork({
      stops: [stop('72'), stop('73')],
      lines: [line('6-5'), line('6-14')],
      stopLines: [
        { stop: '73', line: '6-5', headsign: 'Sol/Sevilla' },
        { stop: '72', line: '6-14', headsign: 'Pío XII' },
        { stop: '72', line: '6-5', headsign: 'Chamartín' },
      ],
    }),
  );
  const encodeLayout = (records: Network['stopLineRecords']) =>
    encodeNetwork(networkOf({ ...recorded, stopLineRecords: records }));

  it('keeps them sorted by stop, then line', () => {
    const decoded = decodeNetwork(encodeNetwork(recorded));
    expect([...decoded.stopLineRecords.stop]).toEqual([0, 0, 1]);
    expect([...decoded.stopLineRecords.line]).toEqual([0, 1, 0]);
    expect(decoded.stopLineRecords.headsign).toEqual(['Chamartín', 'Pío XII', 'Sol/Sevilla']);
  });

  it('refuses records out of stop order, or columns of different lengths', () => {
    const records = recorded.stopLineRecords;
    expectInvalid(
      () => decodeNetwork(encodeLayout({ ...records, stop: Uint32Array.from([1, 0, 0]) })),
      'stopLineRecords.stop: records are not sorted by stop.',
    );
    expectInvalid(
      () => decodeNetwork(encodeLayout({ ...records, headsign: ['Chamartín'] })),
      'stopLineRecords: stopLineRecords columns differ in length.',
    );
    expectInvalid(
      () => decodeNetwork(encodeLayout({ ...records, line: Uint32Array.from([0, 1, 7]) })),
      'stopLineRecords.line: refers to 7, but there are only 2.',
    );
  });
});
