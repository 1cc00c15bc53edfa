import { beforeEach, describe, expect, it } from 'vitest';
import { createPreferencesStore } from './preferencesStore';

const KEY = 'transit:madrid:preferences';

describe('the preferences store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the spec defaults: metric units, hints not dismissed, popular stops allowed', () => {
    const state = createPreferencesStore('madrid').getState();
    expect(state.locale).toBeUndefined();
    expect(state.theme).toBeUndefined();
    expect(state.unitSystem).toBe('METRIC');
    expect(state.isFavDeparturesHintDismissed).toBe(false);
    expect(state.isSyncReminderDismissed).toBe(false);
    expect(state.allowPopularStops).toBe(true);
  });

  it('keeps the chosen locale, theme and units across a reload', () => {
    const store = createPreferencesStore('madrid');
    store.getState().setLocale('ca');
    store.getState().setTheme('V2_DarkGreen');
    store.getState().setUnitSystem('IMPERIAL');
    const reloaded = createPreferencesStore('madrid').getState();
    expect([reloaded.locale, reloaded.theme, reloaded.unitSystem]).toEqual([
      'ca',
      'V2_DarkGreen',
      'IMPERIAL',
    ]);
  });

  it('keeps "show suggestions" (allowPopularStops) turned off across a reload', () => {
    createPreferencesStore('madrid').getState().setAllowPopularStops(false);
    expect(createPreferencesStore('madrid').getState().allowPopularStops).toBe(false);
  });

  it('drops a corrupt stored value and keeps the rest', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { locale: 'klingon', theme: 'V2_DarkRed', unitSystem: 7 }, version: 1 }),
    );
    const state = createPreferencesStore('madrid').getState();
    expect(state.locale).toBeUndefined();
    expect(state.theme).toBe('V2_DarkRed');
    expect(state.unitSystem).toBe('METRIC');
  });

  it('starts clean from a stored blob that is not JSON', () => {
    localStorage.setItem(KEY, '{not json');
    expect(createPreferencesStore('madrid').getState().theme).toBeUndefined();
  });

  it('keeps each city apart on one origin', () => {
    createPreferencesStore('madrid').getState().setLocale('en');
    expect(createPreferencesStore('bilbao').getState().locale).toBeUndefined();
  });
});
