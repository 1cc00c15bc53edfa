import { stopTypeFromCode } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, type MessageValues, useMessage } from '@transit/i18n/react';
import {
  createStopsMapModel,
  ErrorState,
  Icon,
  type MapView,
  type MapViewRequest,
  Spinner,
  stopMapIconKind,
  StopsMap,
  type StopsMapStop,
  stopsInArea,
} from '@transit/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { loadErrorMessage } from '../../common/loadError';
import { type StaticStop, useStopList } from '../../common/staticLists';
import { useAppServices } from '../../common/appServices';
import { Screen } from '../../common/Screen';
import { useHistoryModal } from '../../common/useHistoryModal';
import type { LocationAnswer } from '../../platform';
import { type GeolocationState, useGeolocation } from '../../common/useGeolocation';
import { type MapFocus, parseMapQuery } from './mapQuery';
import styles from './StopsMapPage.module.css';
import { StopSheet } from './StopSheet';
import { type StopsInView, StopsInViewDialog } from './StopsInViewDialog';

/** The zoom a stop asked for (codParada) or picked from the list is shown at: its street, with the stops around. */
export const STOP_ZOOM = 17;
/** The zoom a place (p) and the rider's position are shown at. */
export const PLACE_ZOOM = 16;
/** The stops in view the list names at most (the nearest the centre). */
export const IN_VIEW_LIMIT = 50;

const LOCATION_PROBLEMS: Partial<Record<GeolocationState['status'], MessageId>> = {
  permissionMissing: 'location.permissionMissing',
  notEnabled: 'location.notEnabled',
  error: 'location.error',
  unsupported: 'location.unsupported',
};

const QUERY_PROBLEMS = {
  MAP_STOP_CODE_INVALID: 'map.query.invalidStop',
  MAP_PLACE_UNREADABLE: 'map.query.unreadablePlace',
  MAP_PLACE_OUTSIDE: 'map.query.placeOutside',
} as const satisfies Record<string, MessageId>;

/** Something the map tells the rider over it; `key` lets the rider dismiss it. */
interface Notice {
  readonly key: string;
  readonly message: MessageId;
  readonly values?: MessageValues;
  /** A retry beside it (the location's problems). */
  readonly onRetry?: () => void;
}

function toMapStop(stop: StaticStop): StopsMapStop {
  return {
    code: stop.code,
    name: stop.name,
    latitude: stop.latitude,
    longitude: stop.longitude,
    icon: stopMapIconKind(stopTypeFromCode(stop.stopTypeCode) ?? 'emt', stop.isNocturnal),
  };
}

function formatPlace(place: { readonly latitude: number; readonly longitude: number }): string {
  return `${place.latitude.toFixed(5)},${place.longitude.toFixed(5)}`;
}

function queryNotice(focus: MapFocus): Notice | undefined {
  if (focus.kind === 'invalid') {
    const values =
      focus.error.code === 'MAP_STOP_CODE_INVALID' ? { code: focus.input } : { place: focus.input };
    return { key: 'query', message: QUERY_PROBLEMS[focus.error.code], values };
  }
  if (focus.kind === 'place')
    return { key: 'query', message: 'map.query.place', values: { place: formatPlace(focus) } };
  return undefined;
}

/**
 * /paradas/mapa (spec §2): every stop of the city on a map, with the city's centre, area and tiles. `codParada` opens
 * that stop's sheet, `p` marks a place (see parseMapQuery); either one the map cannot show is reported over it. The
 * rider's position is shown when located (at once when already allowed and nothing else was asked for). A tap on a
 * stop opens its sheet; the keyboard reaches the stops through the list of stops in view.
 */
export function StopsMapPage() {
  const message = useMessage();
  const { city } = useAppServices();
  const [query] = useSearchParams();
  const focus = useMemo(() => parseMapQuery(query, city.map.bounds), [query, city]);
  const { stops, byCode, query: stopList } = useStopList();
  const model = useMemo(() => (stops ? createStopsMapModel(stops.map(toMapStop)) : undefined), [stops]);

  const [view, setView] = useState<MapViewRequest>(() =>
    focus.kind === 'place'
      ? { latitude: focus.latitude, longitude: focus.longitude, zoom: PLACE_ZOOM }
      : { latitude: city.map.centre.lat, longitude: city.map.centre.lon, zoom: city.map.defaultZoom },
  );
  const [shown, setShown] = useState<MapView>();
  const [selectedCode, setSelectedCode] = useState<string>();
  const sheet = useHistoryModal('stop-sheet');
  const list = useHistoryModal('stops-in-view');
  const openSheet = sheet.open;
  const [inView, setInView] = useState<StopsInView>({ stops: [], total: 0 });
  // Each new fix of the rider's position brings the map to them, when they are inside its area.
  const { south, west, north, east } = city.map.bounds;
  const isInside = useCallback(
    (place: { readonly latitude: number; readonly longitude: number }) =>
      place.latitude >= south &&
      place.latitude <= north &&
      place.longitude >= west &&
      place.longitude <= east,
    [south, west, north, east],
  );
  const followRider = useCallback(
    (answer: LocationAnswer) => {
      if (answer.status === 'success' && isInside(answer))
        setView({ latitude: answer.latitude, longitude: answer.longitude, zoom: PLACE_ZOOM });
    },
    [isInside],
  );
  const { state: location, locate } = useGeolocation({
    isAutomatic: focus.kind === 'none',
    onAnswer: followRider,
  });
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());

  // codParada: once the stop list is in, the map goes to the stop and opens its sheet (once per code asked for).
  const focusStop = focus.kind === 'stop' ? byCode.get(focus.code) : undefined;
  const handledFocus = useRef<string>(undefined);
  useEffect(() => {
    if (!focusStop || handledFocus.current === focusStop.code) return;
    handledFocus.current = focusStop.code;
    setView({ latitude: focusStop.latitude, longitude: focusStop.longitude, zoom: STOP_ZOOM });
    setSelectedCode(focusStop.code);
    openSheet();
  }, [focusStop, openSheet]);

  const rider = location.status === 'success' ? location : undefined;
  const isRiderInside = rider !== undefined && isInside(rider);

  const selectStop = (code: string) => {
    setSelectedCode(code);
    openSheet();
  };
  const openList = () => {
    setInView(model && shown ? stopsInArea(model, shown.area, IN_VIEW_LIMIT) : { stops: [], total: 0 });
    list.open();
  };
  const selectFromList = (code: string) => {
    const stop = byCode.get(code);
    if (stop) {
      setView({
        latitude: stop.latitude,
        longitude: stop.longitude,
        zoom: Math.max(shown?.zoom ?? 0, STOP_ZOOM),
      });
    }
    selectStop(code);
  };
  const locateAgain = () => {
    setDismissed((keys) => new Set([...keys].filter((key) => key !== 'location')));
    locate();
  };

  const locationProblem = LOCATION_PROBLEMS[location.status];
  const notices: Notice[] = [
    queryNotice(focus),
    focus.kind === 'stop' && stops && !focusStop
      ? { key: 'query', message: 'map.query.unknownStop', values: { code: focus.code } }
      : undefined,
    locationProblem ? { key: 'location', message: locationProblem, onRetry: locateAgain } : undefined,
    rider && !isRiderInside ? { key: 'location', message: 'map.location.outside' } : undefined,
  ].filter((notice): notice is Notice => notice !== undefined && !dismissed.has(notice.key));

  return (
    <Screen title={message('map.title')}>
      <div className={styles['page']}>
        <div className={styles['notices']}>
          {stopList.isPending && stopList.fetchStatus !== 'paused' && (
            <div className={styles['notice']}>
              <Spinner size="small" label="map.loadingStops" />
              <span aria-hidden="true">{message('map.loadingStops')}</span>
            </div>
          )}
          {stopList.isPending && stopList.fetchStatus === 'paused' && (
            // Offline with no saved list: said at once; the stops load by themselves when the connection is back.
            <div className={styles['notice']} role="status">
              <p className={styles['noticeText']}>
                <Message id="error.noInternet" />
                {'. '}
                <Message id="loading.resumesOnline" />
              </p>
            </div>
          )}
          {notices.map((notice) => (
            <div key={notice.key} className={styles['notice']} role="status">
              <p className={styles['noticeText']}>
                <Message id={notice.message} values={notice.values} />
              </p>
              {notice.onRetry && (
                <button type="button" className={styles['noticeButton']} onClick={notice.onRetry}>
                  <Message id="common.retry" />
                </button>
              )}
              <button
                type="button"
                className={styles['dismiss']}
                aria-label={message('common.close')}
                onClick={() => setDismissed((keys) => new Set([...keys, notice.key]))}
              >
                <Icon name="close" sizePx={20} />
              </button>
            </div>
          ))}
        </div>
        <StopsMap
          model={model}
          view={view}
          bounds={city.map.bounds}
          tiles={city.map}
          label={message('map.region')}
          place={focus.kind === 'place' ? focus : undefined}
          rider={rider}
          selectedCode={selectedCode}
          onStopSelect={selectStop}
          onViewChange={setShown}
        />
        {stopList.isError && !stops && (
          <div className={styles['failure']}>
            <ErrorState
              message={loadErrorMessage(stopList.error, 'error.stopMap')}
              onRetry={() => void stopList.refetch()}
            />
          </div>
        )}
        <div className={styles['controls']}>
          <button
            type="button"
            className={styles['control']}
            onClick={locateAgain}
            disabled={location.status === 'loading'}
          >
            {location.status === 'loading' ? <Message id="map.locating" /> : <Message id="map.locate" />}
          </button>
          <button type="button" className={styles['control']} onClick={openList} disabled={!model}>
            <Message id="map.inView.open" />
          </button>
        </div>
      </div>
      <StopsInViewDialog
        isOpen={list.isOpen}
        onClose={list.close}
        inView={inView}
        onStopSelect={selectFromList}
      />
      <StopSheet
        stop={selectedCode === undefined ? undefined : byCode.get(selectedCode)}
        isOpen={sheet.isOpen}
        onClose={sheet.close}
      />
    </Screen>
  );
}
