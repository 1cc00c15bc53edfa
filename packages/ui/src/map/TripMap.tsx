import type { Trip } from '@transit/api-contract';
import { useMessage } from '@transit/i18n/react';
import type { Map as LeafletMap, LatLngBoundsLiteral } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { lineColours } from '../colour';
import { addCasedLine, createBaseMap, extentOf, fitToExtent } from './baseMap';
import styles from './LineShapeMap.module.css';
import { LeafletStatus } from './LeafletStatus';
import { useLeaflet } from './useLeaflet';

/** One piece of a trip as the map draws it: a ride in its line's colour, or a walk, dashed. */
export type TripMapLeg =
  | {
      readonly kind: 'ride';
      readonly points: readonly (readonly [number, number])[];
      readonly colour: string;
    }
  | { readonly kind: 'walk'; readonly points: readonly (readonly [number, number])[] };

/** The legs of a trip: each ride's shape (its stops joined when it has none) and each walk from its start to its end. */
export function tripMapLegs(trip: Pick<Trip, 'steps'>): TripMapLeg[] {
  return trip.steps.map((step): TripMapLeg => {
    if (step.kind === 'walk') {
      return {
        kind: 'walk',
        points: [
          [step.from.location.latitude, step.from.location.longitude],
          [step.to.location.latitude, step.to.location.longitude],
        ],
      };
    }
    const points =
      step.shape.length > 1
        ? step.shape
        : step.stops.map((stop) => [stop.location.latitude, stop.location.longitude] as const);
    return { kind: 'ride', points, colour: lineColours(step).background };
  });
}

/** The corners a trip's map fits ([latitude, longitude], degrees); undefined for a trip with no point. */
export function tripExtent(legs: readonly TripMapLeg[]): LatLngBoundsLiteral | undefined {
  return extentOf(legs.flatMap((leg) => leg.points));
}

/** Walks are drawn in this grey, dashed, so they read apart from every line colour. */
const WALK_COLOUR = '#5F6368';

/**
 * A trip on a map: each ride along its shape in its line's colour (over a white casing), each walk dashed, the start
 * and the end as rings, fitted to the whole trip. Leaflet loads on first use; it works without tiles.
 */
export function TripMap(props: {
  readonly legs: readonly TripMapLeg[];
  readonly tiles: { readonly tileUrl: string; readonly tileAttribution: string };
  /** The map's accessible name, in words. */
  readonly label: string;
}) {
  const message = useMessage();
  const leaflet = useLeaflet();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap>();
  const { tileUrl, tileAttribution } = props.tiles;
  const zoomIn = message('map.zoomIn');
  const zoomOut = message('map.zoomOut');
  const L = leaflet.status === 'ready' ? leaflet.L : undefined;

  useEffect(() => {
    const container = containerRef.current;
    if (!L || !container) return;
    const created = createBaseMap(L, container, {
      tiles: { tileUrl, tileAttribution },
      controls: { zoomIn, zoomOut },
      map: { scrollWheelZoom: false },
    });
    setMap(created.map);
    return () => {
      setMap(undefined);
      created.dispose();
    };
  }, [L, tileUrl, tileAttribution, zoomIn, zoomOut]);

  const { legs } = props;
  useEffect(() => {
    if (!L || !map) return;
    const layers = L.layerGroup().addTo(map);
    for (const leg of legs) {
      const latLngs = leg.points.map(([latitude, longitude]) => L.latLng(latitude, longitude));
      if (leg.kind === 'walk') {
        L.polyline(latLngs, { color: WALK_COLOUR, weight: 4, dashArray: '4 8', interactive: false }).addTo(
          layers,
        );
      } else {
        addCasedLine(L, layers, latLngs, leg.colour);
      }
    }
    const start = legs[0]?.points[0];
    const lastLeg = legs[legs.length - 1];
    const end = lastLeg?.points[lastLeg.points.length - 1];
    for (const point of [start, end]) {
      if (!point) continue;
      L.circleMarker([point[0], point[1]], {
        radius: 7,
        color: '#1F1F1F',
        weight: 3,
        fillColor: '#FFFFFF',
        fillOpacity: 1,
        interactive: false,
      }).addTo(layers);
    }
    fitToExtent(map, tripExtent(legs));
    return () => {
      layers.remove();
    };
  }, [L, map, legs]);

  return (
    <div className={styles['frame']}>
      <div ref={containerRef} className={styles['map']} role="region" aria-label={props.label} />
      <LeafletStatus leaflet={leaflet} errorMessage="error.generic" />
    </div>
  );
}
