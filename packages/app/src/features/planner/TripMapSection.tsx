import type { Trip } from '@transit/api-client';
import { ErrorState, Spinner } from '@transit/ui';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { useAppServices } from '../../common/appServices';
import styles from './TripPage.module.css';

/** A lazy component keeps its failed load: Retry makes a new one, which asks for the chunk again. */
const lazyMap = () => lazy(() => import('./TripMapView'));

/** Where a failed map chunk (no network) is caught, so the steps stay; Retry tries the chunk again. */
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
      <ErrorState message="planner.result.mapError" onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

/** The chosen trip on a map: its rides in their lines' colours, its walks dashed (Leaflet loads with it). */
export function TripMapSection(props: { readonly trip: Trip; readonly label: string }) {
  const { city } = useAppServices();
  const [attempt, setAttempt] = useState(() => ({ count: 0, TripMapView: lazyMap() }));
  const { TripMapView } = attempt;
  return (
    <div className={styles['map']}>
      <MapBoundary
        key={attempt.count}
        onRetry={() => setAttempt(({ count }) => ({ count: count + 1, TripMapView: lazyMap() }))}
      >
        <Suspense fallback={<Spinner size="medium" />}>
          <TripMapView trip={props.trip} label={props.label} tiles={city.map} />
        </Suspense>
      </MapBoundary>
    </div>
  );
}
