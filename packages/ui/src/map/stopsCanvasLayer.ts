import { mapPlaneScale } from '@transit/core';
import type { LatLng, Layer, LeafletEventHandlerFn, Map as LeafletMap, Point, ZoomAnimEvent } from 'leaflet';
import type { Leaflet } from './loadLeaflet';
import { recordMeasure, STOPS_MAP_MEASURES } from './performanceMarks';
import {
  STOP_MAP_ICON_KINDS,
  STOP_MAP_ICONS,
  STOP_MAP_ICON_SIZE_PX,
  type StopMapIconKind,
} from './stopMapIcons';
import { DOT_RADIUS_PX, drawModeAt, RING_RADIUS_PX, type StopsMapModel } from './stopsMapModel';

/**
 * How much of the view's size the canvas reaches beyond each edge: a pan shows stops already drawn there, and the
 * canvas is redrawn only when the pan ends (as Leaflet's own renderers do), so panning never waits for a redraw.
 */
const PADDING = 0.25;
/** The ring around the chosen stop. */
const SELECTED_RING = { colour: '#FFB300', widthPx: 4 } as const;

/** What one drawing of the canvas did (read by the map for its data attributes and by the benchmark). */
export interface StopsDrawStats {
  readonly drawnCount: number;
  readonly durationMs: number;
  readonly zoom: number;
}

/** The stops layer: a canvas over the tiles that draws every stop of a model. */
export interface StopsCanvasLayer extends Layer {
  setModel(model: StopsMapModel | undefined): void;
  /** Rings the stop with this code, or none. */
  setSelected(code: string | undefined): void;
}

/**
 * A Leaflet layer drawing thousands of stops on one canvas: each redraw asks the spatial index for the stops in view
 * (a box query) and draws them as dots, ringed dots or icons by zoom (see drawModeAt). During a zoom animation the
 * last drawing is scaled, like Leaflet's canvas renderer; the next drawing replaces it. Hit testing is the map's: it
 * asks the same index (stopAt).
 */
export function createStopsCanvasLayer(
  L: Leaflet,
  settings: {
    /** The map pane the canvas goes in (one below the markers, so the rider's position stays on top). */
    readonly pane: string;
    readonly onDraw: (stats: StopsDrawStats) => void;
  },
): StopsCanvasLayer {
  class CanvasLayer extends L.Layer implements StopsCanvasLayer {
    private model: StopsMapModel | undefined;
    private selectedCode: string | undefined;
    private canvas: HTMLCanvasElement | undefined;
    private leafletMap: LeafletMap | undefined;
    private drawnCentre: LatLng | undefined;
    private drawnZoom = 0;
    private readonly sprites = new Map<StopMapIconKind, HTMLCanvasElement>();

    constructor() {
      super();
      // Leaflet's classes take options in initialize(), which Layer lacks: set them as its subclasses do.
      L.setOptions(this, { pane: settings.pane });
      const pixelRatio = window.devicePixelRatio || 1;
      for (const kind of STOP_MAP_ICON_KINDS) {
        const icon = STOP_MAP_ICONS[kind];
        const image = new Image(icon.widthPx, icon.heightPx);
        // Each icon is rasterised once, at the screen's pixel ratio, when decoded (data URLs: at once): copying a
        // bitmap is far cheaper than drawing an SVG image hundreds of times a redraw. Until then a dot stands in.
        image.addEventListener('load', () => {
          const sprite = document.createElement('canvas');
          sprite.width = Math.ceil(icon.widthPx * pixelRatio);
          sprite.height = Math.ceil(icon.heightPx * pixelRatio);
          const context = sprite.getContext('2d');
          if (!context) return;
          context.drawImage(image, 0, 0, sprite.width, sprite.height);
          this.sprites.set(kind, sprite);
          this.draw();
        });
        image.src = icon.url;
      }
    }

    override onAdd(map: LeafletMap): this {
      this.leafletMap = map;
      this.canvas = L.DomUtil.create('canvas', 'leaflet-zoom-animated');
      this.getPane()?.appendChild(this.canvas);
      this.draw();
      return this;
    }

    override onRemove(): this {
      this.canvas?.remove();
      this.canvas = undefined;
      this.leafletMap = undefined;
      return this;
    }

    override getEvents(): Record<string, LeafletEventHandlerFn> {
      return {
        // As Leaflet's own renderers: a resize of the map ends in a moveend too.
        moveend: () => this.draw(),
        viewreset: () => this.draw(),
        zoom: () => {
          const map = this.leafletMap;
          if (map) this.transformTo(map.getCenter(), map.getZoom());
        },
        zoomanim: (event) => {
          const { center, zoom } = event as ZoomAnimEvent;
          this.transformTo(center, zoom);
        },
      };
    }

    setModel(model: StopsMapModel | undefined): void {
      this.model = model;
      this.draw();
    }

    setSelected(code: string | undefined): void {
      if (code === this.selectedCode) return;
      this.selectedCode = code;
      this.draw();
    }

    /** Scales and moves the last drawing to where it belongs at another centre and zoom (a zoom in progress). */
    private transformTo(centre: LatLng, zoom: number): void {
      const map = this.leafletMap;
      const canvas = this.canvas;
      if (!map || !canvas || !this.drawnCentre) return;
      const scale = map.getZoomScale(zoom, this.drawnZoom);
      const size = map.getSize();
      // Leaflet's pixel origin for that view (its private _getNewPixelOrigin), from public calls.
      const panePosition = map.containerPointToLayerPoint([0, 0]).multiplyBy(-1);
      const pixelOrigin = map.project(centre, zoom).subtract(size.divideBy(2)).add(panePosition).round();
      const topLeft = size
        .multiplyBy(0.5 + PADDING)
        .multiplyBy(-scale)
        .add(map.project(this.drawnCentre, zoom))
        .subtract(pixelOrigin);
      L.DomUtil.setTransform(canvas, topLeft, scale);
    }

    private draw(): void {
      const map = this.leafletMap;
      const canvas = this.canvas;
      if (!map || !canvas) return;
      const startMs = performance.now();
      const size = map.getSize();
      const topLeft: Point = map.containerPointToLayerPoint(size.multiplyBy(-PADDING)).round();
      const widthPx = Math.round(size.x * (1 + 2 * PADDING));
      const heightPx = Math.round(size.y * (1 + 2 * PADDING));
      const pixelRatio = window.devicePixelRatio || 1;
      L.DomUtil.setPosition(canvas, topLeft);
      const backingWidth = Math.round(widthPx * pixelRatio);
      const backingHeight = Math.round(heightPx * pixelRatio);
      // A new size reallocates (and clears) the canvas; the same size, as after a pan, is only cleared.
      const isResized = canvas.width !== backingWidth || canvas.height !== backingHeight;
      if (isResized) {
        canvas.width = backingWidth;
        canvas.height = backingHeight;
        canvas.style.width = `${widthPx}px`;
        canvas.style.height = `${heightPx}px`;
      }
      this.drawnCentre = map.getCenter();
      const zoom = map.getZoom();
      this.drawnZoom = zoom;

      const context = canvas.getContext('2d');
      const model = this.model;
      let drawnCount = 0;
      if (context && !isResized) {
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.clearRect(0, 0, backingWidth, backingHeight);
      }
      if (context && model) {
        context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
        const scale = mapPlaneScale(zoom);
        const origin = map.getPixelOrigin().add(topLeft);
        // Stops just outside the canvas still reach into it by up to half an icon.
        const marginPx = STOP_MAP_ICON_SIZE_PX;
        const ids = Uint32Array.from(
          model.index.range(
            (origin.x - marginPx) / scale,
            (origin.y - marginPx) / scale,
            (origin.x + widthPx + marginPx) / scale,
            (origin.y + heightPx + marginPx) / scale,
          ),
        ).sort();
        drawnCount = ids.length;
        const position = (id: number) =>
          [(model.xs[id] ?? 0) * scale - origin.x, (model.ys[id] ?? 0) * scale - origin.y] as const;
        const mode = drawModeAt(zoom);
        const drawStops = (some: Uint32Array) => {
          if (mode === 'icons') this.drawIcons(context, model, some, position);
          else {
            const radiusPx = mode === 'rings' ? RING_RADIUS_PX : DOT_RADIUS_PX;
            this.drawDots(context, model, some, position, radiusPx, mode === 'rings');
          }
        };
        drawStops(ids);
        // The chosen stop again on top of its neighbours, ringed.
        const selected = this.selectedCode === undefined ? undefined : model.idByCode.get(this.selectedCode);
        if (selected !== undefined) {
          drawStops(Uint32Array.of(selected));
          const [x, y] = position(selected);
          const radiusPx =
            (mode === 'icons' ? STOP_MAP_ICON_SIZE_PX / 2 : RING_RADIUS_PX) + SELECTED_RING.widthPx;
          context.beginPath();
          context.arc(x, y, radiusPx, 0, 2 * Math.PI);
          context.lineWidth = SELECTED_RING.widthPx;
          context.strokeStyle = SELECTED_RING.colour;
          context.stroke();
        }
      }
      const durationMs = recordMeasure(STOPS_MAP_MEASURES.draw, startMs, { drawnCount, zoom });
      settings.onDraw({ drawnCount, durationMs, zoom });
    }

    /** Dots in runs of one colour (the ids come in drawing order, so a kind's stops follow each other): one path each. */
    private drawDots(
      context: CanvasRenderingContext2D,
      model: StopsMapModel,
      ids: Uint32Array,
      position: (id: number) => readonly [number, number],
      radiusPx: number,
      isRinged: boolean,
    ): void {
      context.lineWidth = 1.5;
      context.strokeStyle = '#FFFFFF';
      let runKind: StopMapIconKind | undefined;
      const finishRun = () => {
        if (runKind === undefined) return;
        context.fillStyle = STOP_MAP_ICONS[runKind].dotColour;
        context.fill();
        if (isRinged) context.stroke();
      };
      for (const id of ids) {
        const kind = model.stops[id]?.icon;
        if (kind !== runKind) {
          finishRun();
          runKind = kind;
          context.beginPath();
        }
        const [x, y] = position(id);
        context.moveTo(x + radiusPx, y);
        context.arc(x, y, radiusPx, 0, 2 * Math.PI);
      }
      finishRun();
    }

    private drawIcons(
      context: CanvasRenderingContext2D,
      model: StopsMapModel,
      ids: Uint32Array,
      position: (id: number) => readonly [number, number],
    ): void {
      const half = STOP_MAP_ICON_SIZE_PX / 2;
      for (const id of ids) {
        const kind = model.stops[id]?.icon;
        if (kind === undefined) continue;
        const [x, y] = position(id);
        const sprite = this.sprites.get(kind);
        if (sprite) {
          context.drawImage(sprite, x - half, y - half, STOP_MAP_ICON_SIZE_PX, STOP_MAP_ICON_SIZE_PX);
        } else {
          context.beginPath();
          context.arc(x, y, RING_RADIUS_PX, 0, 2 * Math.PI);
          context.fillStyle = STOP_MAP_ICONS[kind].dotColour;
          context.fill();
        }
      }
    }
  }
  return new CanvasLayer();
}
