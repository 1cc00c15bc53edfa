import { CLIENT_TYPES, type ClientType, ROUTES } from '@transit/core';
import { createAppConfigStore } from '../common/appConfigStore';
import type { StorageArea } from '../platform';

function isClientType(value: string | null): value is ClientType {
  return (CLIENT_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * The client the page runs in as it starts, to pick the platform's adapters by: the /app entry's `client` parameter
 * (a wrapper opens the app there at every start, spec §2), else the client this tab's session recorded at its /app
 * entry, else web. A `client` that cannot be read picks nothing here: the entry's screen reports it.
 */
export function startingClientType(
  cityId: string,
  location: Pick<Location, 'pathname' | 'search'>,
  session: StorageArea,
): ClientType {
  if (location.pathname === ROUTES.app.path) {
    const client = new URLSearchParams(location.search).get('client');
    if (isClientType(client)) return client;
  }
  return createAppConfigStore(cityId, session).getState().config.clientType;
}
