import { type AppConfig, CLIENT_TYPES } from '@transit/core';
import { z } from 'zod';
import { createStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { type StorageArea, WEB_STORAGE } from '../platform';
import { persistedOptions } from './persistedStore';

/** The app configuration read at /app (spec §2, §3); web until a wrapper says otherwise. */
export interface AppConfigState {
  readonly config: AppConfig;
  readonly setConfig: (config: AppConfig) => void;
}

const appConfigSchema = z.object({
  clientType: z.enum(CLIENT_TYPES),
  enableGA: z.boolean(),
  androidClientVersionCode: z.number().int().optional(),
  iosClientVersion: z.string().optional(),
  iosClientVersionNumber: z.number().optional(),
  googlePlayReferrerString: z.string().optional(),
  appStore: z.enum(['amazonApps', 'reset']).optional(),
  packageName: z.string().optional(),
});

export const WEB_APP_CONFIG: AppConfig = { clientType: 'web', enableGA: true };

/**
 * Kept in sessionStorage: a wrapper opens /app with its parameters at every start, and a plain browser tab that
 * never did is the web client. A browser that blocks storage throws on the mere access to `window.sessionStorage`,
 * and that must cost the saved config, not the start (safeStorage catches it).
 * @param storage the session's storage area; the web's sessionStorage when absent
 */
export function createAppConfigStore(cityId: string, storage: StorageArea = WEB_STORAGE.session) {
  return createStore<AppConfigState>()(
    persist(
      (set) => ({ config: WEB_APP_CONFIG, setConfig: (config) => set({ config }) }),
      persistedOptions<AppConfigState, Pick<AppConfigState, 'config'>>({
        name: `transit:${cityId}:app-config`,
        version: 1,
        storage,
        fields: { config: appConfigSchema },
      }),
    ),
  );
}

export type AppConfigStore = ReturnType<typeof createAppConfigStore>;
