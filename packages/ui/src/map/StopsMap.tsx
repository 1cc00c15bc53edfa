import { projectToMapPlane } from '@transit/core';
import { useMessage } from '@transit/i18n/react';
import type { Circle, CircleMarker, Map as LeafletMap, Marker } from 'leaflet';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createBaseMap, type MapTiles } from './baseMap';
import { createStopsCanvasLayer, type StopsCanvasLayer, type StopsDrawStats } from './stopsCanvasLayer';
import styles from './StopsMap.module.css';
import { type MapArea, SELECT_MIN_ZOOM, stopAt, type StopsMapModel } from './stopsMapModel';
import { LeafletStatus } from './LeafletStatus';
import { useLeaflet } from './useLeaflet';

/** A position in degrees (WGS 84). */
export interface MapPosition {
  readonly latitude: number;
  readonly longitude: number;
}

/** Where the map should look: a position and a zoom level. */
export interface MapViewRequest extends MapPosition {
  readonly zoom: number;
}

/** What the map shows after a move: its area and zoom. */
export interface MapView {
  readonly area: MapArea;
  readonly zoom: number;
}

export interface StopsMapProps {
  /** The stops (see createStopsMapModel); undefined while they load, when the map shows without them. */
  readonly model: StopsMapModel | undefined;
  /**
   * Where the map looks. It opens there, and moves each time it is given a new object (a re-render with the same
   * object does not move it back after the rider panned).
   */
  readonly view: MapViewRequest;
  /** The area the map keeps to (degrees); it cannot be zoomed out beyond showing all of it. */
  readonly bounds: MapArea;
  readonly tiles: MapTiles;
  /** The map's accessible name, already in words. */
  readonly label: string;
  /** A place to mark with a pin. */
  readonly place?: MapPosition | undefined;
  /** The rider's position and its accuracy (metres), drawn as a dot in a circle. */
  readonly rider?: (MapPosition & { readonly accuracyM: number }) | undefined;
  /** The stop to ring (the one whose sheet is open). */
  readonly selectedCode?: string | undefined;
  /** A tap on a stop (from zoom 14 on; further out, a tap on stops zooms in on them). */
  readonly onStopSelect: (code: string) => void;
  readonly onViewChange?: ((view: MapView) => void) | undefined;
  /** Controls laid over the map (its frame is their positioning context). */
  readonly children?: ReactNode;
}

/** The zoom a tap on far-out stops zooms in to: the first at which a tap opens a stop. */
const TAP_ZOOM = SELECT_MIN_ZOOM + 1;
/** The pane of the stops canvas: over the tiles (200), under Leaflet's overlays (400) and markers (600). */
const STOPS_PANE = { name: 'transit-stops', zIndex: '350' } as const;
const RIDER_COLOUR = '#1A73E8';

/** A map pin, as an inline SVG (the marker is decoration: the notices above the map say where it is). */
const PIN_HTML =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true">' +
  '<path d="M14 1C7 1 1.5 6.4 1.5 13.3 1.5 22.5 14 39 14 39s12.5-16.5 12.5-25.7C26.5 6.4 21 1 14 1z" ' +
  'fill="#D93025" stroke="#FFFFFF" stroke-width="2"/><circle cx="14" cy="13.5" r="4.5" fill="#FFFFFF"/></svg>';

function viewOf(map: LeafletMap): MapView {
  const bounds = map.getBounds();
  return {
    area: {
      south: bounds.getSouth(),
      west: bounds.getWest(),
      north: bounds.getNorth(),
      east: bounds.getEast(),
    },
    zoom: map.getZoom(),
  };
}

/**
 * The stop map: every stop of a city on one canvas over the tiles (see createStopsCanvasLayer), drawn as dots from
 * far and as each type's icon close up; a tap hits the nearest stop through the spatial index. It marks a place and
 * the rider's position when given them, keeps to the city's area, and works with no tiles reachable. The frame
 * carries what a test or a benchmark reads: data-stops-total, data-stops-drawn (stops on the canvas at the last
 * drawing), data-zoom and data-centre ("lat,lon", 5 decimals); the drawings are also User Timing measures
 * (STOPS_MAP_MEASURES). Leaflet is loaded on first use, under a spinner.
 */
export function StopsMap(props: StopsMapProps) {
  const message = useMessage();
  const leaflet = useLeaflet();
  const frameRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap>();
  const [layer, setLayer] = useState<StopsCanvasLayer>();
  const L = leaflet.status === 'ready' ? leaflet.L : undefined;

  // The latest props, for the map's event handlers (bound once, when the map is made).
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const { tileUrl, tileAttribution } = props.tiles;
  const zoomIn = message('map.zoomIn');
  const zoomOut = message('map.zoomOut');
  const { south, west, north, east } = props.bounds;

  useEffect(() => {
    const container = containerRef.current;
    if (!L || !container) return;
    const area = L.latLngBounds([south, west], [north, east]);
    const { view } = latest.current;
    const created = createBaseMap(L, container, {
      tiles: { tileUrl, tileAttribution },
      controls: { zoomIn, zoomOut },
      // The top left is for the notices a screen lays over the map.
      zoomPosition: 'topright',
      map: {
        center: [view.latitude, view.longitude],
        zoom: view.zoom,
        maxBounds: area,
        maxBoundsViscosity: 1,
        maxZoom: 19,
      },
    });
    const leafletMap = created.map;
    const pane = leafletMap.createPane(STOPS_PANE.name);
    pane.style.zIndex = STOPS_PANE.zIndex;

    const frame = frameRef.current;
    const onDraw = (stats: StopsDrawStats) => {
      if (!frame) return;
      frame.dataset['stopsDrawn'] = String(stats.drawnCount);
      frame.dataset['zoom'] = String(stats.zoom);
      const centre = leafletMap.getCenter();
      frame.dataset['centre'] = `${centre.lat.toFixed(5)},${centre.lng.toFixed(5)}`;
    };
    const stopsLayer = createStopsCanvasLayer(L, { pane: STOPS_PANE.name, onDraw });

    // Never further out than the whole area in view (the zoom that shows every stop); known once laid out.
    const keepMinZoom = () => {
      const size = leafletMap.getSize();
      if (size.x > 0 && size.y > 0) leafletMap.setMinZoom(leafletMap.getBoundsZoom(area));
    };
    keepMinZoom();
    leafletMap.on('resize', keepMinZoom);

    leafletMap.on('click', (event) => {
      const model = latest.current.model;
      if (!model) return;
      const zoom = leafletMap.getZoom();
      const stop = stopAt(model, projectToMapPlane(event.latlng.lat, event.latlng.lng), zoom);
      if (!stop) return;
      if (zoom < SELECT_MIN_ZOOM) leafletMap.setView(event.latlng, TAP_ZOOM);
      else latest.current.onStopSelect(stop.code);
    });
    leafletMap.on('mousemove', (event) => {
      const model = latest.current.model;
      const zoom = leafletMap.getZoom();
      const isOverStop =
        model !== undefined &&
        stopAt(model, projectToMapPlane(event.latlng.lat, event.latlng.lng), zoom) !== undefined;
      container.style.cursor = isOverStop ? 'pointer' : '';
    });
    leafletMap.on('moveend', () => latest.current.onViewChange?.(viewOf(leafletMap)));

    stopsLayer.addTo(leafletMap);
    setMap(leafletMap);
    setLayer(stopsLayer);
    latest.current.onViewChange?.(viewOf(leafletMap));
    return () => {
      setMap(undefined);
      setLayer(undefined);
      created.dispose();
    };
  }, [L, tileUrl, tileAttribution, zoomIn, zoomOut, south, west, north, east]);

  const { model, view, selectedCode } = props;
  useEffect(() => {
    if (!layer) return;
    layer.setModel(model);
    const frame = frameRef.current;
    if (frame) frame.dataset['stopsTotal'] = String(model?.stops.length ?? 0);
  }, [layer, model]);

  useEffect(() => {
    layer?.setSelected(selectedCode);
  }, [layer, selectedCode]);

  // A new view request moves the map (the first one is where it opened).
  const shownView = useRef(view);
  useEffect(() => {
    if (!map || shownView.current === view) return;
    shownView.current = view;
    map.setView([view.latitude, view.longitude], view.zoom);
  }, [map, view]);

  const placeLatitude = props.place?.latitude;
  const placeLongitude = props.place?.longitude;
  useEffect(() => {
    if (!L || !map || placeLatitude === undefined || placeLongitude === undefined) return;
    const pin: Marker = L.marker([placeLatitude, placeLongitude], {
      icon: L.divIcon({ html: PIN_HTML, className: styles['pin'], iconSize: [28, 40], iconAnchor: [14, 39] }),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    return () => {
      pin.remove();
    };
  }, [L, map, placeLatitude, placeLongitude]);

  const rider = props.rider;
  const riderLatitude = rider?.latitude;
  const riderLongitude = rider?.longitude;
  const riderAccuracyM = rider?.accuracyM;
  useEffect(() => {
    if (!L || !map || riderLatitude === undefined || riderLongitude === undefined) return;
    const position = L.latLng(riderLatitude, riderLongitude);
    const accuracy: Circle = L.circle(position, {
      radius: riderAccuracyM ?? 0,
      color: RIDER_COLOUR,
      weight: 1,
      fillColor: RIDER_COLOUR,
      fillOpacity: 0.12,
      interactive: false,
    }).addTo(map);
    const dot: CircleMarker = L.circleMarker(position, {
      radius: 7,
      color: '#FFFFFF',
      weight: 3,
      fillColor: RIDER_COLOUR,
      fillOpacity: 1,
      interactive: false,
    }).addTo(map);
    return () => {
      accuracy.remove();
      dot.remove();
    };
  }, [L, map, riderLatitude, riderLongitude, riderAccuracyM]);

  return (
    <div ref={frameRef} className={styles['frame']}>
      <div ref={containerRef} className={styles['map']} role="region" aria-label={props.label} />
      <LeafletStatus leaflet={leaflet} errorMessage="error.stopMap" />
      {props.children}
    </div>
  );
}
