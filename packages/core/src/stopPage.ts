import { assertNever } from './errors';
import { ROUTES, type RouteName } from './routes';
import type { StopType } from './transport';

/** A link a stop page shows below its departures (spec §2): the fares page, and posters and maps. */
export interface RelatedContent {
  readonly kind: 'fares' | 'poster';
  readonly route: RouteName;
  readonly path: string;
}

const fares = (route: RouteName): RelatedContent => ({ kind: 'fares', route, path: ROUTES[route].path });
const poster = (route: RouteName): RelatedContent => ({ kind: 'poster', route, path: ROUTES[route].path });

/**
 * Related content by stop type (spec §2): EMT — fares, multi-transport poster, nocturnal EMT map; interurban — fares,
 * nocturnal suburban map; Metro — fares, schematic map, metro map, multi-transport poster; Light Metro — fares,
 * schematic map, metro map; Cercanías — fares, schematic map, multi-transport poster.
 */
export function relatedContentFor(type: StopType): RelatedContent[] {
  switch (type) {
    case 'emt':
      return [fares('faresEmtBuses'), poster('madridTransportMap'), poster('emtNightBusMap')];
    case 'interurban':
      return [fares('faresInterurbanBuses'), poster('interurbanNightBusMap')];
    case 'metro':
      return [
        fares('faresMetro'),
        poster('metroSchematicMap'),
        poster('metroMap'),
        poster('madridTransportMap'),
      ];
    case 'lightMetro':
      return [fares('faresLightMetro'), poster('metroSchematicMap'), poster('metroMap')];
    case 'cercanias':
      return [fares('faresCercanias'), poster('cercaniasSchematicMap'), poster('madridTransportMap')];
    default:
      return assertNever(type);
  }
}

/** What a stop page does for a stop type (spec §2, §5). */
export interface StopPageRules {
  /** The rate-app button is hidden on interurban stop pages. */
  readonly showsRateAppButton: boolean;
  /** The rating dialog after adding a favourite is skipped for interurban stops. */
  readonly asksForRatingAfterFavourite: boolean;
  /** The favourite-departure alert is not applied to Cercanías. */
  readonly appliesFavouriteDepartureAlert: boolean;
  /** Interurban stops warn that loading may take up to a minute (the consortium's server problems, spec §8). */
  readonly showsSlowLoadingAlert: boolean;
}

export function stopPageRules(type: StopType): StopPageRules {
  return {
    showsRateAppButton: type !== 'interurban',
    asksForRatingAfterFavourite: type !== 'interurban',
    appliesFavouriteDepartureAlert: type !== 'cercanias',
    showsSlowLoadingAlert: type === 'interurban',
  };
}
