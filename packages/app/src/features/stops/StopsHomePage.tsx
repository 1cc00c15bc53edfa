import { buildRoute, nearbyStops, type StopType, stopTypeFromCode } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, EmptyState, SectionTitle, Spinner, StopRow } from '@transit/ui';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { useAppServices, usePreferences } from '../../shell/appContext';
import { renderRouterLink } from '../../shell/RouterLink';
import { Screen } from '../../shell/Screen';
import styles from './StopsHomePage.module.css';
import { type GeolocationState, useGeolocation } from './useGeolocation';
import { type StaticStop, useStopList } from '../../shared/staticLists';

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

/** /paradas (spec §2): the stops home — search, recent stops, nearby stops. */
export function StopsHomePage() {
  const message = useMessage();
  const { recentStops } = useAppServices();
  const visited = useStore(recentStops, (state) => state.visited);
  const unitSystem = usePreferences((state) => state.unitSystem);
  const { state: location, locate } = useGeolocation({ isAutomatic: true });
  // Recent stops need their names and a location its nearby stops; with neither, the home asks for no list.
  const { stops, byCode, query } = useStopList({
    isNeeded: visited.length > 0 || location.status === 'success',
  });

  const recent = [...visited].reverse().flatMap((code) => {
    const stop = byCode.get(code);
    return stop ? [stop] : [];
  });
  const nearby =
    location.status === 'success' && stops
      ? nearbyStops(stops, location, NEARBY_RADIUS_M, NEARBY_LIMIT)
      : undefined;
  const locationMessage = LOCATION_MESSAGES[location.status];

  return (
    <Screen title={message('nav.stops')} isMainSection>
      <Container>
        <Link className={styles['search']} to={buildRoute('stopSearch')}>
          <Message id="home.searchButton" />
        </Link>

        <section aria-labelledby="recent-title" className={styles['section']}>
          <SectionTitle level={2}>
            <span id="recent-title">
              <Message id="home.recent" />
            </span>
          </SectionTitle>
          {visited.length > 0 && query.isPending && <Spinner />}
          {visited.length === 0 && <EmptyState message="home.recentEmpty" />}
          <ul className={styles['list']}>
            {recent.map((stop) => (
              <li key={stop.code}>
                <StopRow
                  name={stop.name}
                  code={stop.code}
                  type={typeOf(stop)}
                  href={buildRoute('stop', { stopCode: stop.code })}
                  renderLink={renderRouterLink}
                />
              </li>
            ))}
          </ul>
        </section>

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
