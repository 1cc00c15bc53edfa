import { describe, expect, it } from 'vitest';
import { ProductError } from './errors';
import { relatedContentFor, stopPageRules } from './stopPage';
import { STOP_TYPES, type StopType } from './transport';

const paths = (type: StopType) => relatedContentFor(type).map((content) => [content.kind, content.path]);

describe('relatedContentFor: related content by stop type (spec §2)', () => {
  it('shows EMT stops the fares, the multi-transport poster and the nocturnal EMT map', () => {
    expect(paths('emt')).toEqual([
      ['fares', '/info/tarifas/buses-emt'],
      ['poster', '/info/mapa-transporte-madrid'],
      ['poster', '/info/mapa-buses-emt-nocturnos'],
    ]);
  });

  it('shows interurban stops the fares and the nocturnal suburban map', () => {
    expect(paths('interurban')).toEqual([
      ['fares', '/info/tarifas/buses-interurbanos'],
      ['poster', '/info/mapa-buses-interurbanos-nocturnos'],
    ]);
  });

  it('shows Metro stops the fares, the schematic map, the metro map and the multi-transport poster', () => {
    expect(paths('metro')).toEqual([
      ['fares', '/info/tarifas/metro'],
      ['poster', '/info/plano-metro'],
      ['poster', '/info/mapa-metro'],
      ['poster', '/info/mapa-transporte-madrid'],
    ]);
  });

  it('shows Light Metro stops the fares, the schematic map and the metro map', () => {
    expect(paths('lightMetro')).toEqual([
      ['fares', '/info/tarifas/metro-ligero'],
      ['poster', '/info/plano-metro'],
      ['poster', '/info/mapa-metro'],
    ]);
  });

  it('shows Cercanías stops the fares, the schematic map and the multi-transport poster', () => {
    expect(paths('cercanias')).toEqual([
      ['fares', '/info/tarifas/cercanias'],
      ['poster', '/info/plano-cercanias'],
      ['poster', '/info/mapa-transporte-madrid'],
    ]);
  });

  it('names the route of each link', () => {
    expect(relatedContentFor('lightMetro')[0]).toEqual({
      kind: 'fares',
      route: 'faresLightMetro',
      path: '/info/tarifas/metro-ligero',
    });
  });

  it('starts every stop type’s content with exactly one fares link', () => {
    for (const type of STOP_TYPES) {
      const content = relatedContentFor(type);
      expect(content[0]?.kind).toBe('fares');
      expect(content.filter((item) => item.kind === 'fares')).toHaveLength(1);
    }
  });

  it('throws a coded error for a value that is not a stop type', () => {
    expect(() => relatedContentFor('tram' as StopType)).toThrow(ProductError);
    expect(() => relatedContentFor('tram' as StopType)).toThrow('Unexpected value: "tram"');
  });
});

describe('stopPageRules (spec §2, §5, §8)', () => {
  it('hides the rate-app button on interurban stop pages only', () => {
    for (const type of STOP_TYPES) expect(stopPageRules(type).showsRateAppButton).toBe(type !== 'interurban');
  });

  it('skips the rating dialog after adding a favourite for interurban stops only', () => {
    for (const type of STOP_TYPES) {
      expect(stopPageRules(type).asksForRatingAfterFavourite).toBe(type !== 'interurban');
    }
  });

  it('does not apply the favourite-departure alert to Cercanías', () => {
    for (const type of STOP_TYPES) {
      expect(stopPageRules(type).appliesFavouriteDepartureAlert).toBe(type !== 'cercanias');
    }
  });

  it('warns on interurban stops that loading may take up to a minute', () => {
    expect(stopPageRules('interurban').showsSlowLoadingAlert).toBe(true);
    for (const type of STOP_TYPES.filter((stopType) => stopType !== 'interurban')) {
      expect(stopPageRules(type).showsSlowLoadingAlert).toBe(false);
    }
  });
});
