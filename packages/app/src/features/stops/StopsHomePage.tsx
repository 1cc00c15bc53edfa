import {
  buildRoute,
  nearbyStops,
  type StopCode,
  type StopType,
  stopTypeFromCode,
  stopTypeOf,
} from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, EmptyState, SectionTitle, Spinner, StopRow } from '@transit/ui';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { useFeatureStore, usePreferences } from '../../common/appServices';
import { renderRouterLink } from '../../common/RouterLink';
import { Screen } from '../../common/Screen';
import {
  EditableList,
  FavouriteLinesSection,
  FavouritePlacesSection,
  FavouriteStopsSection,
  useFavourites,
} from '../favourites';
import { PinnedDepartures } from './PinnedDepartures';
import { RECENT_STOPS_STORE } from './recentStopsStore';
import styles from './StopsHomePage.module.css';
import { type GeolocationState, useGeolocation } from '../../common/useGeolocation';
import { type StaticStop, useStopList } from '../../common/staticLists';
import { LoadingState } from '../../common/LoadingState';

/** Nearby stops are those within this distance (metres) of the rider. */
export const NEARBY_RADIUS_M = 500;
const NEARBY_LIMIT = 10;

const LOCATION_MESSAGES: Partial<Record<GeolocationState['status'], MessageId>> = {
  permissionMissing: 'location.permissionMissing',
  notEnabled: 'location.notEnabled',
  error: 'location.error',
  unsupported: 'location.unsupported',
};

function typeOf(stop: StaticStop): StopType {
  return stopTypeFromCode(stop.stopTypeCode) ?? 'emt';
}

/** A recently visited stop, named from the stop list. */
interface RecentStop {
  readonly code: StopCode;
  readonly stop: StaticStop;
}

/**
 * /paradas (spec §2): the stops home — search, the favourite stops (with their pinned lines' next departures), lines
 * and places, the recent stops and the nearby stops; every list but the nearby one has an edit mode.
 */
export function StopsHomePage() {
  const message = useMessage();
  const recentStops = useFeatureStore(RECENT_STOPS_STORE);
  const visited = useStore(recentStops, (state) => state.visited);
  const forget = useStore(recentStops, (state) => state.remove);
  const hasFavouriteStops = useFavourites((state) => state.stopFavs.length > 0);
  const unitSystem = usePreferences((state) => state.unitSystem);
  const { state: location, locate } = useGeolocation({ isAutomatic: true });
  // Recent stops need their names, favourite stops their types and a location its nearby stops; with none of them,
  // the home asks for no list.
  const { stops, byCode, query } = useStopList({
    isNeeded: visited.length > 0 || hasFavouriteStops || location.status === 'success',
  });

  const recent: RecentStop[] = [...visited].reverse().flatMap((code) => {
    const stop = byCode.get(code);
    return stop ? [{ code, stop }] : [];
  });
  // Favourites show from the device alone: the code says the type until the list (which may never come offline) does.
  const typeOfFavourite = (code: StopCode): StopType => {
    const stop = byCode.get(code);
    return (stop && stopTypeFromCode(stop.stopTypeCode)) ?? stopTypeOf(code);
  };
  const nearby =
    location.status === 'success' && stops
      ? nearbyStops(stops, location, NEARBY_RADIUS_M, NEARBY_LIMIT)
      : undefined;
  const locationMessage = LOCATION_MESSAGES[location.status];

  return (
    <Screen title={message('nav.stops')} isMainSection>
      <Container>
        <div className={styles['finders']}>
          <Link className={styles['search']} to={buildRoute('stopSearch')}>
            <Message id="home.searchButton" />
          </Link>
          <Link className={styles['mapLink']} to={buildRoute('stopsMap')}>
            <Message id="home.mapButton" />
          </Link>
        </div>

        <FavouriteStopsSection
          typeOf={typeOfFavourite}
          renderDetails={(favourite) => (
            <PinnedDepartures stopCode={favourite.stopCode} name={favourite.name} />
          )}
        />
        <FavouriteLinesSection />
        <FavouritePlacesSection />

        <EditableList<RecentStop>
          title="home.recent"
          items={recent}
          keyOf={(item) => item.code}
          nameOf={(item) => item.stop.name}
          status={
            visited.length > 0 && query.isPending ? (
              <LoadingState query={query} size="small" isCompact />
            ) : null
          }
          empty={visited.length === 0 ? <EmptyState message="home.recentEmpty" /> : null}
          renderItem={({ code, stop }) => (
            <StopRow
              name={stop.name}
              code={code}
              type={typeOf(stop)}
              href={buildRoute('stop', { stopCode: code })}
              renderLink={renderRouterLink}
            />
          )}
          remove={{
            label: 'favourites.recent.remove',
            onRemove: (item) => {
              forget(item.code);
              return Promise.resolve();
            },
          }}
        />

        <section aria-labelledby="nearby-title" className={styles['section']}>
          <SectionTitle level={2}>
            <span id="nearby-title">
              <Message id="home.nearby" />
            </span>
          </SectionTitle>
          {location.status === 'idle' && (
            <button type="button" className={styles['button']} onClick={locate}>
              <Message id="home.locate" />
            </button>
          )}
          {location.status === 'loading' && <Spinner label="home.locating" />}
          {locationMessage && (
            <div className={styles['locationProblem']} role="status">
              <p>
                <Message id={locationMessage} />
              </p>
              <button type="button" className={styles['button']} onClick={locate}>
                <Message id="common.retry" />
              </button>
            </div>
          )}
          {nearby?.length === 0 && <EmptyState message="home.nearbyEmpty" />}
          {nearby && nearby.length > 0 && (
            <ul className={styles['list']}>
              {nearby.map(({ stop, distanceM }) => (
                <li key={stop.code}>
                  <StopRow
                    name={stop.name}
                    code={stop.code}
                    type={typeOf(stop)}
                    distanceM={distanceM}
                    unitSystem={unitSystem}
                    href={buildRoute('stop', { stopCode: stop.code })}
                    renderLink={renderRouterLink}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </Container>
    </Screen>
  );
}
