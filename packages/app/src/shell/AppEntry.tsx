import { buildRoute, parseAppParams } from '@transit/core';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { useAppServices } from './appContext';

/**
 * /app (spec §2): the wrappers open the app here with their parameters (client, ga, version codes…). They are read
 * into the app configuration, then the rider goes on to `sourcePage` or the stops home. A parameter that cannot be
 * read throws 'Cannot interpret the param', which the router error screen shows.
 */
export function AppEntry() {
  const [params] = useSearchParams();
  const config = parseAppParams(params);
  const setConfig = useStore(useAppServices().appConfig, (state) => state.setConfig);
  useEffect(() => setConfig(config), [setConfig, config]);
  const sourcePage = params.get('sourcePage');
  const target =
    sourcePage?.startsWith('/') && !sourcePage.startsWith('//') ? sourcePage : buildRoute('stops');
  return <Navigate to={target} replace />;
}
