import { STOP_TYPES } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { STOP_MAP_ICON_KINDS, STOP_MAP_ICONS, stopMapIconKind } from './stopMapIcons';

describe('the stop map icons (spec §3: one per stop type, nocturnal variants for EMT and interurban)', () => {
  it('gives each stop type its icon', () => {
    expect(STOP_TYPES.map((type) => stopMapIconKind(type, false))).toEqual([
      'cercanias',
      'metro',
      'lightMetro',
      'interurban',
      'emt',
    ]);
  });

  it('gives nocturnal EMT and interurban stops their nocturnal variants, and no other type one', () => {
    expect(stopMapIconKind('emt', true)).toBe('emtNocturnal');
    expect(stopMapIconKind('interurban', true)).toBe('interurbanNocturnal');
    expect(stopMapIconKind('metro', true)).toBe('metro');
    expect(stopMapIconKind('lightMetro', true)).toBe('lightMetro');
    expect(stopMapIconKind('cercanias', true)).toBe('cercanias');
  });

  it('has an icon (url, width, height) for each of the seven kinds, each drawn differently', () => {
    for (const kind of STOP_MAP_ICON_KINDS) {
      const icon = STOP_MAP_ICONS[kind];
      expect(icon.url).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
      expect(icon.widthPx).toBe(26);
      expect(icon.heightPx).toBe(26);
      expect(icon.dotColour).toMatch(/^#[0-9A-F]{6}$/);
    }
    const urls = new Set(STOP_MAP_ICON_KINDS.map((kind) => STOP_MAP_ICONS[kind].url));
    expect(urls.size).toBe(7);
  });

  it('draws the nocturnal variants on night blue, apart from the day icons', () => {
    expect(STOP_MAP_ICONS.emtNocturnal.dotColour).toBe('#14213D');
    expect(STOP_MAP_ICONS.interurbanNocturnal.dotColour).toBe('#14213D');
    expect(STOP_MAP_ICONS.emt.dotColour).toBe('#1A5BA8');
    expect(STOP_MAP_ICONS.interurban.dotColour).toBe('#00734A');
  });
});
