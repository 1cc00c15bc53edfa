import {
  DEFAULT_UNIT_SYSTEM,
  isLocale,
  isThemeColour,
  type Locale,
  type ThemeColour,
  UNIT_SYSTEMS,
  type UnitSystem,
} from '@transit/core';
import { z } from 'zod';
import { createStore } from 'zustand';
import { persist } from 'zustand/middleware';
import type { StorageArea } from '../platform';
import { persistedOptions } from './persistedStore';

/** The rider's preferences (spec §3 user preferences). */
export interface PreferencesState {
  /** The locale the rider chose; undefined follows the browser (spec §4 language modal rule). */
  readonly locale: Locale | undefined;
  /** The theme the rider chose; undefined follows the system (spec §4 theme choice). */
  readonly theme: ThemeColour | undefined;
  readonly unitSystem: UnitSystem;
  readonly isFavDeparturesHintDismissed: boolean;
  readonly isSyncReminderDismissed: boolean;
  /**
   * "Show suggestions" (spec §3 other settings; §9 popular stops 10): whether search offers the popular stops before
   * the rider types. On by default.
   */
  readonly allowPopularStops: boolean;
  readonly setLocale: (locale: Locale | undefined) => void;
  readonly setTheme: (theme: ThemeColour | undefined) => void;
  readonly setUnitSystem: (unitSystem: UnitSystem) => void;
  readonly setAllowPopularStops: (allowPopularStops: boolean) => void;
}

type PersistedPreferences = Pick<
  PreferencesState,
  | 'locale'
  | 'theme'
  | 'unitSystem'
  | 'isFavDeparturesHintDismissed'
  | 'isSyncReminderDismissed'
  | 'allowPopularStops'
>;

export function createPreferencesStore(cityId: string, storage?: StorageArea) {
  return createStore<PreferencesState>()(
    persist(
      (set) => ({
        locale: undefined,
        theme: undefined,
        unitSystem: DEFAULT_UNIT_SYSTEM,
        isFavDeparturesHintDismissed: false,
        isSyncReminderDismissed: false,
        allowPopularStops: true,
        setLocale: (locale) => set({ locale }),
        setTheme: (theme) => set({ theme }),
        setUnitSystem: (unitSystem) => set({ unitSystem }),
        setAllowPopularStops: (allowPopularStops) => set({ allowPopularStops }),
      }),
      persistedOptions<PreferencesState, PersistedPreferences>({
        name: `transit:${cityId}:preferences`,
        version: 1,
        ...(storage && { storage }),
        fields: {
          locale: z.custom<Locale>(isLocale).optional(),
          theme: z.custom<ThemeColour>(isThemeColour).optional(),
          unitSystem: z.enum(UNIT_SYSTEMS),
          isFavDeparturesHintDismissed: z.boolean(),
          isSyncReminderDismissed: z.boolean(),
          allowPopularStops: z.boolean(),
        },
      }),
    ),
  );
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;
