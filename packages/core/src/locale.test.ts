import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALES } from './locale';

describe('languages (spec §1, §9)', () => {
  it('are Spanish, English and Catalan', () => {
    expect(LOCALES).toEqual(['es', 'en', 'ca']);
  });

  it('default to es', () => {
    expect(DEFAULT_LOCALE).toBe('es');
  });

  it('recognises a locale', () => {
    for (const locale of ['es', 'en', 'ca']) expect(isLocale(locale)).toBe(true);
    for (const value of ['fr', 'ES', 'es-ES', '', undefined, 1]) expect(isLocale(value)).toBe(false);
  });
});
