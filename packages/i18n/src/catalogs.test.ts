import { LOCALES, NAV_ITEM_IDS } from '@transit/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from './allCatalogs';
import {
  BASE_CATALOGS,
  getMessages,
  I18nError,
  LAZY_CATALOG_FEATURES,
  loadFeatureMessages,
  type MessageId,
  resolveLocale,
} from './catalogs';
import { createTransitIntl, formatDistance } from './intl';
import {
  ENTITLEMENT_ERROR_MESSAGES,
  LOAD_ERROR_MESSAGES,
  NAV_LABELS,
  ROUTER_MESSAGES,
  SIGN_IN_ERROR_MESSAGES,
} from './messages';

const SAMPLE_VALUES = {
  searchQuery: 'sol',
  email: 'hola@example.org',
  path: '/nada',
  details: 'boom',
  lineNumber: '27',
  code: '4-12',
  distance: '350 m',
  minutes: 5,
  platform: '2',
  ageMinutes: 1,
  count: 3,
  zone: 'A',
  endDate: '20/2/2026',
  timetableDate: '13/2/2026',
};

/** The sample values, and 3 for any other placeholder of the message (a number reads in every argument type). */
function valuesFor(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = { ...SAMPLE_VALUES };
  for (const [, name] of message.matchAll(/\{\s*(\w+)/g)) if (name && !(name in values)) values[name] = 3;
  return values;
}

describe('translations', () => {
  it('throws a coded error when asked for a locale without translations (spec §5)', () => {
    expect(() => getMessages('fr')).toThrow(I18nError);
    try {
      getMessages('fr');
    } catch (error) {
      expect(error).toMatchObject({ code: 'TRANSLATIONS_MISSING' });
      expect(String(error)).toBe(
        "TRANSLATIONS_MISSING | No translations exist for locale 'fr'; available: es, en, ca.",
      );
    }
  });

  it('offers Spanish, English and Catalan with the same message ids', () => {
    const ids = Object.keys(CATALOGS.es).sort();
    expect(Object.keys(CATALOGS.en).sort()).toEqual(ids);
    expect(Object.keys(CATALOGS.ca).sort()).toEqual(ids);
  });

  it.each(LOCALES)('formats every %s message with its placeholders filled', (locale) => {
    const errors: Error[] = [];
    const intl = createTransitIntl(locale, (error) => errors.push(error), CATALOGS[locale]);
    for (const id of Object.keys(CATALOGS[locale]) as MessageId[]) {
      const text = intl.message(id, valuesFor(CATALOGS[locale][id]));
      expect(text, id).not.toBe('');
      expect(text, id).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
  });

  it('loads the messages of info, lines and map with their screens, and keeps them out of the base catalog', async () => {
    for (const feature of LAZY_CATALOG_FEATURES) {
      for (const locale of ['es', 'en', 'ca'] as const) {
        const part = await loadFeatureMessages(feature, locale);
        const ids = Object.keys(part);
        expect(ids.length, `${feature} ${locale}`).toBeGreaterThan(0);
        expect(ids.every((id) => id.startsWith(`${feature}.`) && !(id in BASE_CATALOGS[locale]))).toBe(true);
        expect(ids.every((id) => part[id as MessageId] === CATALOGS[locale][id as MessageId])).toBe(true);
      }
    }
  });

  it('uses the English wording of spec §8', () => {
    const en = createTransitIntl('en');
    expect(en.message(LOAD_ERROR_MESSAGES.noInternet)).toBe(
      "It looks like you don't have an internet connection",
    );
    expect(en.message(LOAD_ERROR_MESSAGES.stopList)).toBe(
      'An error occurred while retrieving the list of stops. Please, try again.',
    );
    expect(en.message(LOAD_ERROR_MESSAGES.stopMap)).toBe(
      'An error occurred while retrieving the map data. Please, try again.',
    );
    expect(en.message(LOAD_ERROR_MESSAGES.stop)).toBe(
      'An error occurred while getting the stop data. Please, try again.',
    );
    expect(en.message(LOAD_ERROR_MESSAGES.generic)).toBe(
      'An error has occurred while retrieving the data. Please try again.',
    );
    expect(en.message('common.retry')).toBe('Retry');
    expect(en.message('error.signInWithoutIdToken')).toBe(
      'An unexpected error has occurred. Please try again.',
    );
    expect(en.message('error.codeLogin')).toBe(
      'An error occurred while logging in with the code. Please try again.',
    );
    expect(en.message('search.noResults', { searchQuery: 'pta del sol' })).toBe(
      'No results were found for the query pta del sol',
    );
    expect(en.message('planner.noPlaceResults')).toBe('No results found for that name');
    expect(en.message('location.error')).toBe("Couldn't get location. Check your device settings.");
    expect(en.message(ROUTER_MESSAGES.fallback)).toBe('Unexpected Application Error!');
    expect(en.message(ROUTER_MESSAGES.notFound, { path: '/nada' })).toBe('The page "/nada" does not exist');
  });

  it('uses the Spanish wording of spec §2 and §8', () => {
    const es = createTransitIntl('es');
    expect(es.message(ENTITLEMENT_ERROR_MESSAGES.title)).toBe('Vaya, algo ha ido mal');
    expect(es.message(ENTITLEMENT_ERROR_MESSAGES.text)).toBe(
      'Si tras varios intentos este error no se resuelve, por favor, contáctanos por email.',
    );
    expect(es.message(ENTITLEMENT_ERROR_MESSAGES.retry)).toBe('Reintentar');
    expect(es.message(ENTITLEMENT_ERROR_MESSAGES.logout)).toBe('Cerrar sesión');
    expect(es.message(ENTITLEMENT_ERROR_MESSAGES.contact)).toBe('Contacta con nosotros');
    expect(es.message(ROUTER_MESSAGES.errorText, { email: 'hola@example.org' })).toBe(
      'Ha ocurrido un error inesperado. Si este error persiste, por favor contáctanos al hola@example.org',
    );
    expect(es.message(SIGN_IN_ERROR_MESSAGES.withoutIdToken)).toBe(
      'Se ha producido un error inesperado. Por favor, inténtalo de nuevo.',
    );
    expect(es.message(SIGN_IN_ERROR_MESSAGES.codeLogin)).toBe(
      'Se ha producido un error al iniciar sesión con el código. Por favor, inténtalo de nuevo.',
    );
    expect(es.message('common.close')).toBe('Cerrar');
    expect(es.message('common_copy_clipboard_success')).toBe('Copiado');
  });

  it('labels the bottom navbar Stops, Lines, How to get there, Info and Card (spec §2)', () => {
    const en = createTransitIntl('en');
    expect(NAV_ITEM_IDS.map((id) => en.message(NAV_LABELS[id]))).toEqual([
      'Stops',
      'Lines',
      'How to get there',
      'Info',
      'Card',
    ]);
    const es = createTransitIntl('es');
    expect(NAV_ITEM_IDS.map((id) => es.message(NAV_LABELS[id]))).toEqual([
      'Paradas',
      'Líneas',
      'Cómo llegar',
      'Info',
      'Tarjeta',
    ]);
  });

  it('reports a message id missing from a catalog instead of showing it silently', () => {
    const errors: Error[] = [];
    const intl = createTransitIntl('es', (error) => errors.push(error));
    intl.formatMessage({ id: 'no.such.id' });
    expect(errors).toHaveLength(1);
    expect(() => createTransitIntl('es').formatMessage({ id: 'no.such.id' })).toThrow();
  });
});

describe('resolveLocale', () => {
  it('takes the first supported language of the rider preferences', () => {
    expect(resolveLocale(['fr-FR', 'ca-ES', 'en'])).toBe('ca');
    expect(resolveLocale(['EN_gb'])).toBe('en');
  });

  it('falls back to Spanish, the default locale', () => {
    expect(resolveLocale(['fr', 'de'])).toBe('es');
    expect(resolveLocale([])).toBe('es');
  });

  it('keeps to the locales a city offers', () => {
    expect(resolveLocale(['ca'], ['es', 'en'], 'en')).toBe('en');
  });
});

describe('formatDistance', () => {
  it('writes metres and kilometres for the metric system', () => {
    expect(formatDistance(350, 'METRIC', 'es')).toBe('350 m');
    expect(formatDistance(1234, 'METRIC', 'es')).toBe('1,2 km');
  });

  it('writes feet and miles for the imperial system (3.28084 ft per m, 1609.344 m per mile)', () => {
    expect(formatDistance(100, 'IMPERIAL', 'en')).toBe('328 ft');
    expect(formatDistance(1609.344, 'IMPERIAL', 'en')).toBe('1 mi');
  });
});
