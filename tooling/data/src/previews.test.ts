import { feed, itinerary, line, type NetworkSpec, stop, testNetwork } from '@transit/network/testing';
import { describe, expect, it } from 'vitest';
import { drawPreviews, type Preview } from './previews';

/**
 * A small Madrid: Metro line 1 (both directions) and the white Ramal meeting it at Ópera, Metro Ligero 1 along a
 * shape, Cercanías C4a without a colour, EMT day line 27 and night line N1 with shapes, EMT 99 without one, and
 * interurban lines 450 (day) and N101 (night).
 */
const MADRID: NetworkSpec = {
  feeds: [
    feed({ name: 'Metro & Ramal', feedVersion: '20250220', licenceUrl: 'https://example.org/licence' }),
    feed({ name: 'Metro Ligero' }),
    feed({ name: 'Cercanías' }),
    feed({ name: 'EMT' }),
    feed({ name: 'Interurbanos', start: '2025-03-01' }),
  ],
  stops: [
    stop('SOL', { lat: 40.4169, lon: -3.7035, typeCode: 4 }),
    stop('OPERA', { lat: 40.418, lon: -3.7094, typeCode: 4 }),
    stop('PRINCIPE_PIO', { lat: 40.4211, lon: -3.7197, typeCode: 4 }),
    stop('CUATRO_CAMINOS', { lat: 40.4469, lon: -3.7038, typeCode: 4 }),
    stop('PINAR', { lat: 40.4766, lon: -3.6588, typeCode: 10, feed: 1 }),
    stop('LAS_TABLAS', { lat: 40.5033, lon: -3.6701, typeCode: 10, feed: 1 }),
    stop('ATOCHA', { lat: 40.4065, lon: -3.6895, typeCode: 5, feed: 2 }),
    stop('PARLA', { lat: 40.2383, lon: -3.7746, typeCode: 5, feed: 2 }),
    stop('CIBELES', { lat: 40.4193, lon: -3.6931, feed: 3 }),
    stop('MONCLOA', { lat: 40.4354, lon: -3.7189, feed: 3 }),
    stop('ALUCHE', { lat: 40.3854, lon: -3.7607, feed: 3 }),
    stop('ALCALA', { lat: 40.482, lon: -3.3646, typeCode: 8, feed: 4 }),
  ],
  lines: [
    line('4-1', { number: '1', transportTypeCode: 4, colour: '38a3dc' }),
    line('4-R', { number: 'R', transportTypeCode: 4, colour: 'FFFFFF', textColour: '0055A0' }),
    line('10-ML1', { number: 'ML1', transportTypeCode: 10, colour: '3A7DC0', feed: 1 }),
    line('5-C4A', { number: 'C4a', transportTypeCode: 5, feed: 2 }),
    line('6-27', { number: '27', transportTypeCode: 6, colour: '1A5BA8', feed: 3 }),
    line('6-N1', { number: 'N1', transportTypeCode: 6, nocturnal: true, colour: '1A5BA8', feed: 3 }),
    line('6-99', { number: '99', transportTypeCode: 6, colour: '1A5BA8', feed: 3 }),
    line('8-450', { number: '450', transportTypeCode: 8, feed: 4 }),
    line('8-N101', { number: 'N101', transportTypeCode: 8, nocturnal: true, feed: 4 }),
  ],
  shapes: [
    {
      points: [
        [40.4766, -3.6588],
        [40.49, -3.68],
        [40.5033, -3.6701],
      ],
    },
    {
      points: [
        [40.4193, -3.6931],
        [40.43, -3.705],
        [40.4354, -3.7189],
      ],
    },
    {
      points: [
        [40.4193, -3.6931],
        [40.4, -3.73],
        [40.3854, -3.7607],
      ],
    },
  ],
  itineraries: [
    itinerary('4-1', ['SOL', 'OPERA', 'CUATRO_CAMINOS']),
    itinerary('4-1', ['CUATRO_CAMINOS', 'OPERA', 'SOL'], { direction: 1 }),
    itinerary('4-R', ['OPERA', 'PRINCIPE_PIO']),
    itinerary('10-ML1', ['PINAR', 'LAS_TABLAS'], { shape: 0 }),
    itinerary('5-C4A', ['ATOCHA', 'PARLA']),
    itinerary('6-27', ['CIBELES', 'MONCLOA'], { shape: 1 }),
    itinerary('6-N1', ['CIBELES', 'ALUCHE'], { shape: 2 }),
    itinerary('6-99', ['MONCLOA', 'ALUCHE']),
  ],
};

function previewOf(previews: readonly Preview[], file: string): string {
  const preview = previews.find((candidate) => candidate.file === file);
  if (!preview) throw new Error(`No preview ${file}.`);
  return preview.svg;
}

/** The path data of every path stroked in a colour. */
function pathsIn(svg: string, colour: string): string[] {
  return [...svg.matchAll(new RegExp(`<path d="([^"]+)" stroke="${colour}"`, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

/** The radii of the station dots. */
function stationRadii(svg: string): string[] {
  return [...svg.matchAll(/<circle cx="[^"]+" cy="[^"]+" r="([^"]+)"\/>/g)].map((match) => match[1] ?? '');
}

/** The line numbers on the badges, in the order they are drawn. */
function badges(svg: string): string[] {
  return [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
}

describe('the info previews', () => {
  const previews = drawPreviews(testNetwork(MADRID));

  it('draws the seven previews the info section imports, in a 1200 × 900 frame', () => {
    expect(previews.map((preview) => preview.file)).toEqual([
      'metro-schematic.svg',
      'metro-map.svg',
      'cercanias-schematic.svg',
      'madrid-transport.svg',
      'emt-night-buses.svg',
      'emt-buses.svg',
      'interurban-night-buses.svg',
    ]);
    for (const { svg } of previews) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 900"/);
      expect(svg).toContain('Not an official map.');
    }
  });

  it('draws each Metro line once in its own colour, a white line with a casing, and its number on a badge', () => {
    const svg = previewOf(previews, 'metro-schematic.svg');
    // Line 1's inbound itinerary retraces its outbound one: one stroke, station to station.
    expect(pathsIn(svg, '#38A3DC')).toHaveLength(1);
    expect(pathsIn(svg, '#38A3DC')[0]?.match(/[ML]/g)).toHaveLength(3);
    expect(pathsIn(svg, '#0055A0')).toEqual(pathsIn(svg, '#FFFFFF'));
    expect(svg).toContain('stroke="#0055A0" stroke-width="13"');
    expect(badges(svg)).toEqual(['1', 'R']);
    expect(svg).toContain('fill="#005AA9" stroke="#FFFFFF"');
  });

  it('marks every station once, larger where lines meet', () => {
    // Sol, Ópera (lines 1 and R), Cuatro Caminos, Príncipe Pío, in the network's order.
    expect(stationRadii(previewOf(previews, 'metro-schematic.svg'))).toEqual(['4.5', '7.2', '4.5', '4.5']);
  });

  it('follows the track shapes on the Metro map and draws a line without a colour in grey', () => {
    const metroMap = previewOf(previews, 'metro-map.svg');
    expect(pathsIn(metroMap, '#3A7DC0')[0]?.match(/[ML]/g)).toHaveLength(3);
    expect(badges(metroMap)).toEqual(['1', 'R', 'ML1']);
    const cercanias = previewOf(previews, 'cercanias-schematic.svg');
    expect(pathsIn(cercanias, '#4A5560')).toHaveLength(1);
    expect(badges(cercanias)).toEqual(['C4a']);
  });

  it('draws the EMT lines that have a route shape, and the night lines on their own', () => {
    const night = previewOf(previews, 'emt-night-buses.svg');
    expect(night).toContain('The 1 EMT Madrid night lines along their route shapes');
    expect(badges(night)).toEqual(['N1']);
    const all = previewOf(previews, 'emt-buses.svg');
    expect(all).toContain('The 2 EMT Madrid lines with a route shape in the data');
    expect(all).toContain('<g fill="none" stroke="#1A5BA8" stroke-width="2" stroke-opacity="0.55"');
    expect(badges(all)).toEqual([]);
  });

  it('lists only the interurban night lines on their cover', () => {
    const svg = previewOf(previews, 'interurban-night-buses.svg');
    expect(svg).toContain('the 1 interurban night lines in the data');
    expect(badges(svg)).toEqual(['N101']);
  });

  it('credits each feed with its version (or first day), attribution and licence, escaped for XML', () => {
    const metro = previewOf(previews, 'metro-schematic.svg');
    expect(metro).toContain(
      '  - Metro &amp; Ramal, 20250220; © Feed 0 (https://example.org/licence)\nNot an official map.',
    );
    expect(previewOf(previews, 'interurban-night-buses.svg')).toContain(
      'Sources: Interurbanos, 2025-03-01; © Feed 4. Not an official map.</desc>',
    );
  });

  it('draws the same pictures from the same network', () => {
    expect(drawPreviews(testNetwork(MADRID))).toEqual(previews);
  });

  it('refuses a network without one of the transport types it draws', () => {
    const withoutInterurban: NetworkSpec = {
      ...MADRID,
      lines: MADRID.lines?.filter((candidate) => candidate.transportTypeCode !== 8),
    };
    expect(() => drawPreviews(testNetwork(withoutInterurban))).toThrow('No line of type 8 in the network.');
  });
});
