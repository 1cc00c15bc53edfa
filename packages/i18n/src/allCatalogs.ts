import type { Locale } from '@transit/core';
import caAccount from './catalogs/ca/account.json';
import caAppOnly from './catalogs/ca/appOnly.json';
import caCard from './catalogs/ca/card.json';
import caFavourites from './catalogs/ca/favourites.json';
import caInfo from './catalogs/ca/info.json';
import caLines from './catalogs/ca/lines.json';
import caLive from './catalogs/ca/live.json';
import caMap from './catalogs/ca/map.json';
import caPlanner from './catalogs/ca/planner.json';
import caPremium from './catalogs/ca/premium.json';
import caSettings from './catalogs/ca/settings.json';
import enAccount from './catalogs/en/account.json';
import enAppOnly from './catalogs/en/appOnly.json';
import enCard from './catalogs/en/card.json';
import enFavourites from './catalogs/en/favourites.json';
import enInfo from './catalogs/en/info.json';
import enLines from './catalogs/en/lines.json';
import enLive from './catalogs/en/live.json';
import enMap from './catalogs/en/map.json';
import enPlanner from './catalogs/en/planner.json';
import enPremium from './catalogs/en/premium.json';
import enSettings from './catalogs/en/settings.json';
import esAccount from './catalogs/es/account.json';
import esAppOnly from './catalogs/es/appOnly.json';
import esCard from './catalogs/es/card.json';
import esFavourites from './catalogs/es/favourites.json';
import esInfo from './catalogs/es/info.json';
import esLines from './catalogs/es/lines.json';
import esLive from './catalogs/es/live.json';
import esMap from './catalogs/es/map.json';
import esPlanner from './catalogs/es/planner.json';
import esPremium from './catalogs/es/premium.json';
import esSettings from './catalogs/es/settings.json';
import { BASE_CATALOGS, type Catalog } from './catalogs';

/**
 * Every message of every locale at once (`@transit/i18n/all`): for tests and tools, never for the app, which loads
 * the feature files with their screens. Typed as whole catalogs, so a locale that lacks an id does not compile.
 */
export const CATALOGS: Readonly<Record<Locale, Catalog>> = Object.freeze({
  es: {
    ...BASE_CATALOGS.es,
    ...esAccount,
    ...esAppOnly,
    ...esCard,
    ...esFavourites,
    ...esInfo,
    ...esLines,
    ...esLive,
    ...esMap,
    ...esPlanner,
    ...esPremium,
    ...esSettings,
  },
  en: {
    ...BASE_CATALOGS.en,
    ...enAccount,
    ...enAppOnly,
    ...enCard,
    ...enFavourites,
    ...enInfo,
    ...enLines,
    ...enLive,
    ...enMap,
    ...enPlanner,
    ...enPremium,
    ...enSettings,
  },
  ca: {
    ...BASE_CATALOGS.ca,
    ...caAccount,
    ...caAppOnly,
    ...caCard,
    ...caFavourites,
    ...caInfo,
    ...caLines,
    ...caLive,
    ...caMap,
    ...caPlanner,
    ...caPremium,
    ...caSettings,
  },
});
