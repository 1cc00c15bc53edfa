import { TransportTypeCode } from '@transit/core';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  lineColours,
  parseHexColour,
  toHexColour,
  TRANSPORT_TYPE_COLOURS,
  UNKNOWN_TRANSPORT_COLOURS,
} from './colour';

describe('colour', () => {
  it('reads hex colours with or without #, and nothing else', () => {
    expect(parseHexColour('#1a5BA8')).toEqual([26, 91, 168]);
    expect(parseHexColour('FFFFFF')).toEqual([255, 255, 255]);
    expect(parseHexColour('#FFF')).toBeUndefined();
    expect(parseHexColour('')).toBeUndefined();
    expect(parseHexColour(null)).toBeUndefined();
    expect(toHexColour([26, 91, 168])).toBe('#1A5BA8');
  });

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(contrastRatio([10, 20, 30], [10, 20, 30])).toBe(1);
  });

  it('gives every transport type a fallback whose text reads at AA', () => {
    for (const colours of [...Object.values(TRANSPORT_TYPE_COLOURS), UNKNOWN_TRANSPORT_COLOURS]) {
      const background = parseHexColour(colours.background);
      const text = parseHexColour(colours.text);
      if (!background || !text) throw new Error(`unreadable fallback ${colours.background}`);
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it("keeps a line's readable colours, normalised", () => {
    expect(lineColours({ colour: '00734a', textColour: 'ffffff', transportTypeCode: 8 })).toEqual({
      background: '#00734A',
      text: '#FFFFFF',
    });
  });

  it('uses the transport type colours without a line colour, grey for an unknown type', () => {
    expect(lineColours({ transportTypeCode: TransportTypeCode.Metro })).toEqual(
      TRANSPORT_TYPE_COLOURS[TransportTypeCode.Metro],
    );
    expect(lineColours({ colour: 'nope', transportTypeCode: 99 })).toEqual(UNKNOWN_TRANSPORT_COLOURS);
  });

  it('replaces a missing or unreadable text colour by black or white, whichever reads better', () => {
    expect(lineColours({ colour: '#FFD200', transportTypeCode: 4 }).text).toBe('#000000');
    expect(lineColours({ colour: '#0A3F8F', textColour: '#1A5BA8', transportTypeCode: 4 }).text).toBe(
      '#FFFFFF',
    );
  });
});
