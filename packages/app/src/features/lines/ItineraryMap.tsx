import type { Itinerary } from '@transit/api-client';
import { buildRoute } from '@transit/core';
import { Message } from '@transit/i18n/react';
import { ErrorState, Spinner } from '@transit/ui';
import { Component, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type AppServices, useAppServices } from '../../common/appServices';
import { loadFeatureInto } from '../../common/featureMessages';
import { shownLocale } from '../../common/useLocale';
import styles from './LinePage.module.css';

/** Leaflet and the map come in their own chunk, after the page has shown its lists and timetable. */
const loadLineMap = () => import('./LineMap');

/**
 * The map, loaded on first render: its chunk and the map kit's texts (its zoom buttons are the map feature's
 * messages), which come with it. A lazy component keeps its failed load, so each attempt gets its own: Retry makes a
 * new one, and asks for the chunk again.
 */
function lazyLineMap(services: AppServices) {
  return lazy(async () => {
    const [module] = await Promise.all([
      loadLineMap(),
      loadFeatureInto(services.featureMessages, 'map', shownLocale(services)),
    ]);
    return module;
  });
}

/** Where a failed map chunk (no network) is caught, so the rest of the page stays; Retry tries the chunk again. */
class MapBoundary extends Component<
  { readonly children: ReactNode; readonly onRetry: () => void },
  { readonly hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? (
      <ErrorState message="lines.mapError" onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

/** How close to the viewport the map's place must come before its chunk and Leaflet are fetched. */
const MAP_LOAD_MARGIN = '300px';

/**
 * Whether an element has come near the viewport (it stays true after). Without IntersectionObserver it is true at
 * once. The map sits below the timetable on a phone: fetched only when scrolled towards, it never competes with the
 * page's first paint and input.
 */
function useHasBeenNear(element: HTMLElement | null): boolean {
  const [hasBeenNear, setHasBeenNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (hasBeenNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setHasBeenNear(true);
      },
      { rootMargin: MAP_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, hasBeenNear]);
  return hasBeenNear;
}

/**
 * An itinerary's shape and stops on a map, in the line's colour; choosing a stop opens its page. An itinerary with
 * neither a shape nor stops says its route is not published.
 */
export function ItineraryMap(props: {
  readonly itinerary: Itinerary;
  /** "#RRGGBB". */
  readonly colour: string;
  /** The map's accessible name, in words. */
  readonly label: string;
}) {
  const services = useAppServices();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(() => ({ count: 0, LineMap: lazyLineMap(services) }));
  const { LineMap } = attempt;
  // A state, not a ref: the place appears later when the first itinerary shown has no route to draw.
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  const isNear = useHasBeenNear(place);
  const { itinerary } = props;
  // The same array while the itinerary is the same, so the map does not redraw on every render of the page.
  const stops = useMemo(
    () =>
      itinerary.stops.map((stop) => ({
        code: stop.code,
        name: stop.name,
        latitude: stop.location.latitude,
        longitude: stop.location.longitude,
      })),
    [itinerary.stops],
  );
  if (itinerary.shape.length === 0 && itinerary.stops.length === 0) {
    return (
      <p className={styles['note']} role="note">
        <Message id="lines.noRoute" />
      </p>
    );
  }
  return (
    <div ref={setPlace} className={styles['map']}>
      {isNear && (
        <MapBoundary
          key={attempt.count}
          onRetry={() => setAttempt(({ count }) => ({ count: count + 1, LineMap: lazyLineMap(services) }))}
        >
          <Suspense fallback={<Spinner size="medium" />}>
            <LineMap
              shape={itinerary.shape}
              stops={stops}
              colour={props.colour}
              tiles={services.city.map}
              label={props.label}
              onStopSelect={(code: string) => void navigate(buildRoute('stop', { stopCode: code }))}
            />
          </Suspense>
        </MapBoundary>
      )}
    </div>
  );
}
