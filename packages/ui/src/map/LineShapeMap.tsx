import { useMessage } from '@transit/i18n/react';
import type { Map as LeafletMap, LatLngBoundsLiteral } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { parseHexColour, toHexColour, UNKNOWN_TRANSPORT_COLOURS } from '../colour';
import { EmptyState } from '../EmptyState';
import { addCasedLine, createBaseMap, extentOf, fitToExtent } from './baseMap';
import styles from './LineShapeMap.module.css';
import { LeafletStatus } from './LeafletStatus';
import { useLeaflet } from './useLeaflet';

export interface LineShapeMapProps {
  /** The itinerary's shape: [latitude, longitude] pairs in degrees, in travel order (may be empty). */
  readonly shape: readonly (readonly [number, number])[];
  /** Its stops in order, drawn as dots on the shape. */
  readonly stops: readonly {
    readonly code: string;
    readonly name: string;
    readonly latitude: number;
    readonly longitude: number;
  }[];
  /** The line's colour, '#RRGGBB'. */
  readonly colour: string;
  /** Tile URL template and the credit shown on the map. */
  readonly tiles: { readonly tileUrl: string; readonly tileAttribution: string };
  /** The map's accessible name, already in words. */
  readonly label: string;
  /** Called when the rider picks a stop on the map. */
  readonly onStopSelect?: (code: string) => void;
}

/**
 * The south-west and north-east corners ([latitude, longitude], degrees) a line's map fits: those of its shape, or of
 * its stops when it has no shape; undefined when it has neither.
 */
export function lineShapeExtent(
  shape: LineShapeMapProps['shape'],
  stops: LineShapeMapProps['stops'],
): LatLngBoundsLiteral | undefined {
  return extentOf(shape.length > 0 ? shape : stops.map((stop) => [stop.latitude, stop.longitude] as const));
}

/**
 * A small map of one itinerary (a line page): the shape drawn in the line's colour over a white casing, the stops as
 * white dots ringed in that colour, named on hover, fitted to the shape (or to the stops when the shape is empty).
 * Tapping a stop calls `onStopSelect`. It works without tiles (they only draw the streets underneath), and says so
 * when there is nothing to draw. Leaflet is loaded on first use (see loadLeaflet), under a spinner.
 */
export function LineShapeMap(props: LineShapeMapProps) {
  const message = useMessage();
  const leaflet = useLeaflet();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap>();
  const onStopSelect = useRef(props.onStopSelect);
  useEffect(() => {
    onStopSelect.current = props.onStopSelect;
  });

  const { tileUrl, tileAttribution } = props.tiles;
  const zoomIn = message('map.zoomIn');
  const zoomOut = message('map.zoomOut');
  const L = leaflet.status === 'ready' ? leaflet.L : undefined;
  const extent = lineShapeExtent(props.shape, props.stops);
  const isEmpty = extent === undefined;

  useEffect(() => {
    const container = containerRef.current;
    if (!L || !container) return;
    const created = createBaseMap(L, container, {
      tiles: { tileUrl, tileAttribution },
      controls: { zoomIn, zoomOut },
      // A map inside a scrolling page: the wheel scrolls the page, the buttons and a pinch zoom the map.
      map: { scrollWheelZoom: false },
    });
    setMap(created.map);
    return () => {
      setMap(undefined);
      created.dispose();
    };
  }, [L, tileUrl, tileAttribution, zoomIn, zoomOut, isEmpty]);

  const { shape, stops } = props;
  const rgb = parseHexColour(props.colour);
  const colour = rgb ? toHexColour(rgb) : UNKNOWN_TRANSPORT_COLOURS.background;
  useEffect(() => {
    if (!L || !map) return;
    const layers = L.layerGroup().addTo(map);
    if (shape.length > 0) {
      const latLngs = shape.map(([latitude, longitude]) => L.latLng(latitude, longitude));
      addCasedLine(L, layers, latLngs, colour);
    }
    for (const stop of stops) {
      L.circleMarker([stop.latitude, stop.longitude], {
        radius: 6,
        color: colour,
        weight: 3,
        fillColor: '#FFFFFF',
        fillOpacity: 1,
      })
        .bindTooltip(stop.name, { direction: 'top', offset: [0, -6] })
        .on('click', () => onStopSelect.current?.(stop.code))
        .addTo(layers);
    }
    fitToExtent(map, lineShapeExtent(shape, stops));
    return () => {
      layers.remove();
    };
  }, [L, map, shape, stops, colour]);

  if (isEmpty) return <EmptyState message="map.lineShape.empty" icon="empty" />;
  return (
    <div className={styles['frame']}>
      <div ref={containerRef} className={styles['map']} role="region" aria-label={props.label} />
      <LeafletStatus leaflet={leaflet} errorMessage="error.generic" />
    </div>
  );
}
