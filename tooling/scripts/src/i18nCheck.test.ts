import { describe, expect, it } from 'vitest';
import { checkCatalogs, mergeCatalogParts } from './i18nCheck';

const source = { path: 'packages/app/src/a.ts', text: 'const ids = [\'nav.stops\', "search.noResults"];' };
const catalogs = {
  es: { 'nav.stops': 'Paradas', 'search.noResults': 'Sin resultados para {searchQuery}' },
  en: { 'nav.stops': 'Stops', 'search.noResults': 'No results were found for the query {searchQuery}' },
  ca: { 'nav.stops': 'Parades', 'search.noResults': 'Cap resultat per a {searchQuery}' },
};

describe('the i18n check', () => {
  it('passes catalogs that hold the same used ids with the same placeholders', () => {
    expect(checkCatalogs({ catalogs, baseLocale: 'es', sources: [source] })).toEqual([]);
  });

  it('fails when a locale lacks an id', () => {
    const { 'nav.stops': _, ...caWithoutStops } = catalogs.ca;
    expect(
      checkCatalogs({ catalogs: { ...catalogs, ca: caWithoutStops }, baseLocale: 'es', sources: [source] }),
    ).toEqual(["ca lacks 'nav.stops'"]);
  });

  it('fails when a locale has an id the base locale does not define', () => {
    const en = { ...catalogs.en, 'nav.extra': 'Extra' };
    expect(checkCatalogs({ catalogs: { ...catalogs, en }, baseLocale: 'es', sources: [source] })).toEqual([
      "en has 'nav.extra', which es does not define (unused)",
    ]);
  });

  it('fails when no source file uses an id', () => {
    expect(checkCatalogs({ catalogs, baseLocale: 'es', sources: [] })).toEqual([
      "'nav.stops' is in the catalogs but no source file uses it (unused)",
      "'search.noResults' is in the catalogs but no source file uses it (unused)",
    ]);
  });

  it('fails when a translation changes the placeholders', () => {
    const ca = { ...catalogs.ca, 'search.noResults': 'Cap resultat per a {consulta}' };
    expect(checkCatalogs({ catalogs: { ...catalogs, ca }, baseLocale: 'es', sources: [source] })).toEqual([
      "ca 'search.noResults' has placeholders {consulta} but es has {searchQuery}",
    ]);
  });

  it('fails on empty, non-text and malformed ICU messages', () => {
    const en = { 'nav.stops': '', 'search.noResults': 'No results for {searchQuery' };
    const ca = { 'nav.stops': 3, 'search.noResults': 'Cap resultat per a {searchQuery}' };
    expect(checkCatalogs({ catalogs: { ...catalogs, en, ca }, baseLocale: 'es', sources: [source] })).toEqual(
      [
        "en 'nav.stops': is empty",
        expect.stringMatching(/^en 'search.noResults': is not valid ICU MessageFormat/),
        "ca 'nav.stops': is not text",
      ],
    );
  });

  it('reads placeholders inside plural and select messages', () => {
    const plural = '{count, plural, one {# parada en {zone}} other {# paradas}}';
    const result = checkCatalogs({
      catalogs: { es: { 'stops.count': plural }, en: { 'stops.count': '{count, plural, other {# stops}}' } },
      baseLocale: 'es',
      sources: [{ path: 'a.ts', text: "'stops.count'" }],
    });
    expect(result).toEqual(["en 'stops.count' has placeholders {count} but es has {count}, {zone}"]);
  });

  it('fails without a base catalog', () => {
    expect(checkCatalogs({ catalogs: {}, baseLocale: 'es', sources: [] })).toEqual([
      "the base locale 'es' has no catalog",
    ]);
  });
});

describe("merging a locale's feature files", () => {
  it("merges each locale's files into one catalog", () => {
    const merged = mergeCatalogParts(
      [
        { locale: 'es', feature: 'common', messages: { 'nav.stops': 'Paradas' } },
        { locale: 'es', feature: 'map', messages: { 'map.title': 'Mapa' } },
        { locale: 'en', feature: 'common', messages: { 'nav.stops': 'Stops' } },
        { locale: 'en', feature: 'map', messages: { 'map.title': 'Map' } },
      ],
      'es',
    );
    expect(merged.problems).toEqual([]);
    expect(merged.catalogs).toEqual({
      es: { 'nav.stops': 'Paradas', 'map.title': 'Mapa' },
      en: { 'nav.stops': 'Stops', 'map.title': 'Map' },
    });
  });

  it('fails when a locale defines an id in two files, or in another file than the base locale', () => {
    const merged = mergeCatalogParts(
      [
        { locale: 'es', feature: 'common', messages: { 'map.title': 'Mapa' } },
        { locale: 'es', feature: 'map', messages: { 'map.title': 'Mapa de paradas' } },
        { locale: 'ca', feature: 'map', messages: { 'map.title': 'Mapa' } },
      ],
      'es',
    );
    expect(merged.problems).toEqual([
      "es defines 'map.title' in both common.json and map.json",
      "ca keeps 'map.title' in map.json but es keeps it in common.json",
    ]);
  });
});
