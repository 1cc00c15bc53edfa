/* The info section's public module: its screens (spec §2), loaded on demand by its registration. */
import type { ComponentType } from 'react';
import { infoScreenFor } from './InfoScreen';
import { INFO_ROUTE_NAMES, type InfoRouteName } from './routes';

/** This feature's screens by route: every route of the info section, each a page of its content. */
export const INFO_SCREENS = Object.fromEntries(
  INFO_ROUTE_NAMES.map((route) => [route, infoScreenFor(route)]),
) as Readonly<Record<InfoRouteName, ComponentType>>;
