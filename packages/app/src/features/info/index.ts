import type { FeatureModule } from '../../shell/router';
import { INFO_ROUTE_NAMES } from './infoContent';
import { infoScreenFor } from './InfoScreen';

/** This feature's screens by route: every route of the info section (spec §2), each a page of its content. */
export const SCREENS: FeatureModule['SCREENS'] = Object.fromEntries(
  INFO_ROUTE_NAMES.map((route) => [route, infoScreenFor(route)]),
);
