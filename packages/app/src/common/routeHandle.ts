import { type RouteMeta, type RouteName, routeMeta } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { useMatches } from 'react-router';

/** What a route tells the layout: its spec §2 flags and the title of its action bar. */
export interface RouteHandle {
  /** The route's name in core's ROUTES (a screen shared by several routes reads which one it shows). */
  readonly route?: RouteName;
  readonly meta: Required<RouteMeta>;
  /** The action bar title; a screen with a data-dependent title (a stop's name) sets it itself. */
  readonly title?: MessageId;
  /** Where the action bar's back link goes; absent on the main sections. */
  readonly backTo?: string;
}

export function handleFor(route: RouteName, title?: MessageId, backTo?: string): RouteHandle {
  return { route, meta: routeMeta(route), ...(title && { title }), ...(backTo && { backTo }) };
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value;
}

/** The handle of the deepest matched route that has one (defaults: navbar and bottom ad allowed). */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { meta: { isNavbarAllowed: true, isBottomAdAllowed: true } };
}
