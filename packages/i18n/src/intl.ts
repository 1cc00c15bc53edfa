import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, type Locale, toDisplayDistance, type UnitSystem } from '@transit/core';
import { type CatalogPart, getMessages, type MessageId } from './catalogs';

export type TransitIntl = IntlShape<string> & {
  /** Formats a message by id; values fill its {placeholders}. */
  message(id: MessageId, values?: Readonly<Record<string, string | number>>): string;
};

const cache = createIntlCache();

/**
 * A formatter for one locale, with its base catalog and any feature messages given (`CATALOGS[locale]` from
 * `@transit/i18n/all` gives it every message). A missing message or a bad value is reported through `onError` (by
 * default thrown), never shown silently as an id.
 */
export function createTransitIntl(
  locale: string,
  onError: (error: Error) => void = (error) => {
    throw error;
  },
  featureMessages: CatalogPart = {},
): TransitIntl {
  const messages = { ...getMessages(locale), ...featureMessages };
  const intl = createIntl<string>({ locale, defaultLocale: DEFAULT_LOCALE, messages, onError }, cache);
  return Object.assign(intl, {
    message(id: MessageId, values?: Readonly<Record<string, string | number>>) {
      return intl.formatMessage({ id }, values);
    },
  });
}

/**
 * A distance as a rider reads it in their unit system and locale: "350 m", "1,2 km", "980 ft", "0.6 mi".
 * @param distanceM the distance in metres, ≥ 0
 */
export function formatDistance(distanceM: number, unitSystem: UnitSystem, locale: Locale): string {
  const { unit, value } = toDisplayDistance(distanceM, unitSystem);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
