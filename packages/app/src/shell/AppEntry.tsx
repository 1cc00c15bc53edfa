import { homePath, parseAppParams } from '@transit/core';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { useAppServices } from '../common/appServices';

/**
 * /app (spec §2): the wrappers open the app here with their parameters (client, ga, version codes…). They are read
 * into the app configuration, then the rider goes on to `sourcePage` or the app's home (the city's homeNavItem: the
 * stops, or the card's NFC reading in the card balance app). A parameter that cannot be read throws 'Cannot interpret
 * the param', which the router error screen shows.
 */
export function AppEntry() {
  const [params] = useSearchParams();
  const config = parseAppParams(params);
  const { appConfig, city } = useAppServices();
  const setConfig = useStore(appConfig, (state) => state.setConfig);
  useEffect(() => setConfig(config), [setConfig, config]);
  const target = sameSitePath(params.get('sourcePage')) ?? homePath(config.clientType, city.homeNavItem);
  return <Navigate to={target} replace />;
}

/**
 * `sourcePage` when it is a path of this site, as the browser reads it: "//host" and "/\\host" name another host (the
 * URL parser reads a backslash as a slash and drops tabs and newlines), and the router refuses to go there.
 */
function sameSitePath(sourcePage: string | null): string | undefined {
  if (!sourcePage?.startsWith('/')) return undefined;
  const { origin } = window.location;
  const url = new URL(sourcePage, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
