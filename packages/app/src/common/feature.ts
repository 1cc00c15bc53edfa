/*
 * What a feature registers with the shell (ARCHITECTURE.md, "Inside packages/app"): each features/<name>/feature.ts
 * exports `feature`, one FeatureModule, and the shell composes every one it finds. The shell knows nothing else of
 * a feature, and adding one edits no central list.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type City, type Locale, ProductError, type RouteName } from '@transit/core';
import type { LazyCatalogFeature, MessageId } from '@transit/i18n';
import type { ComponentType } from 'react';
import type { ApiPort, AuthPort, Platform } from '../platform';

/** A route's path parameters, as the router gives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * What a route's loader is given: the query cache to fill, the API, the account (whose provider the account screens
 * start loading), the route's path parameters and the locale the app shows (a board is asked for in it, as its
 * screen asks).
 */
export interface RouteLoaderContext {
  readonly queryClient: QueryClient;
  readonly api: ApiPort;
  readonly auth: AuthPort;
  readonly params: RouteParams;
  /** The locale the app shows when the route matches: the rider's choice, else the browser's, else the city's. */
  readonly locale: Locale;
  /** The address's query (the line page's day, for one). */
  readonly search: URLSearchParams;
}

/**
 * Asks for the data a route's screen opens with, at the moment the router matches the route: beside the download of
 * the screen's code rather than after it (on a slow phone network, a round trip less before the data shows). The
 * screen's own queries then find the answers on their way, or already there.
 */
export type RouteLoader = (context: RouteLoaderContext) => void;

/** One route a feature owns, by its name in core's ROUTES (which gives its path and spec §2 flags). */
export interface FeatureRoute {
  readonly name: RouteName;
  /** Loads the route's screen (a lazily loaded chunk); absent, the route says its screen is not built yet. */
  readonly screen?: () => Promise<ComponentType>;
  readonly loader?: RouteLoader;
  /** The route the action bar's back link goes to (one without parameters); absent, back goes back in history. */
  readonly backTo?: RouteName;
  /** The action bar's title, when the route has a fixed one. */
  readonly title?: MessageId;
}

/** What a store factory is given: the city the app runs for and the platform's ports (its storage above all). */
export interface StoreContext {
  readonly city: City;
  readonly platform: Platform;
}

/** A store a feature registers: made once per app by the shell, and found again by this factory. */
export interface StoreFactory<Store> {
  /** For messages about it. */
  readonly name: string;
  readonly create: (context: StoreContext) => Store;
}

export function storeFactory<Store>(
  name: string,
  create: (context: StoreContext) => Store,
): StoreFactory<Store> {
  return { name, create };
}

/** A feature's one module: its routes, the message catalogs its screens speak with, and its stores. */
export interface FeatureModule {
  /** The feature's folder name under features/. */
  readonly name: string;
  readonly routes?: readonly FeatureRoute[];
  /** packages/i18n's lazily loaded catalog parts its screens need: loaded with each of its screens, before it shows. */
  readonly catalogs?: readonly LazyCatalogFeature[];
  readonly stores?: readonly StoreFactory<unknown>[];
  /** Components the layout keeps mounted over every screen (the initial language modal). */
  readonly overlays?: readonly ComponentType[];
}

/** The stores of the registered features, made once, found by their factories. */
export interface FeatureStores {
  /** The store a factory made; throws FEATURE_STORE_UNREGISTERED when no registered feature lists the factory. */
  get<Store>(factory: StoreFactory<Store>): Store;
}

/** Makes each registered store once (every factory's store is made at start, as the rider's data is read then). */
export function createFeatureStores(
  factories: readonly StoreFactory<unknown>[],
  context: StoreContext,
): FeatureStores {
  const made = new Map<StoreFactory<unknown>, unknown>();
  for (const factory of factories) made.set(factory, factory.create(context));
  return {
    get<Store>(factory: StoreFactory<Store>): Store {
      if (!made.has(factory)) {
        throw new ProductError(
          'FEATURE_STORE_UNREGISTERED',
          `The store '${factory.name}' belongs to no registered feature.`,
        );
      }
      return made.get(factory) as Store;
    },
  };
}
