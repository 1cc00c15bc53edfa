import { stopTypeFromCode } from '@transit/core';
import type { Map as LeafletMap } from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Leaflet, loadLeaflet } from './loadLeaflet';
import { stopMapIconKind } from './stopMapIcons';
import { createStopsCanvasLayer, type StopsCanvasLayer, type StopsDrawStats } from './stopsCanvasLayer';
import { createStopsMapModel, type StopsMapStop } from './stopsMapModel';
import { RAIL_STOPS, STOPS_AROUND_SOL } from './storyStops';

/** What the layer asked of a canvas: each method call, and each style set, in order. */
interface CanvasCall {
  readonly name: string;
  readonly args: readonly unknown[];
}

/**
 * jsdom has no 2D canvas: this one records what is drawn on it. Each canvas gets its own log (the stops canvas and
 * the icons' bitmaps), keyed by the canvas.
 */
function installRecordingCanvas(): Map<HTMLCanvasElement, CanvasCall[]> {
  const logs = new Map<HTMLCanvasElement, CanvasCall[]>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const calls = logs.get(this) ?? [];
    logs.set(this, calls);
    const state: Record<string | symbol, unknown> = {};
    return new Proxy(state, {
      get: (_target, name) =>
        name in state ? state[name] : (...args: unknown[]) => calls.push({ name: String(name), args }),
      set: (_target, name, value) => {
        state[name] = value;
        calls.push({ name: `${String(name)}=`, args: [value] });
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
  });
  return logs;
}

/** Images that decode as soon as they get their source (jsdom never loads them). */
function decodeImagesAtOnce() {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    get(this: HTMLImageElement) {
      return this.getAttribute('src') ?? '';
    },
    set(this: HTMLImageElement, value: string) {
      this.setAttribute('src', value);
      queueMicrotask(() => this.dispatchEvent(new Event('load')));
    },
  });
  return () => {
    if (descriptor) Object.defineProperty(HTMLImageElement.prototype, 'src', descriptor);
  };
}

function toStops(rows: typeof STOPS_AROUND_SOL): StopsMapStop[] {
  return rows.map(([code, name, latitude, longitude, typeCode]) => ({
    code,
    name,
    latitude,
    longitude,
    icon: stopMapIconKind(stopTypeFromCode(typeCode) ?? 'emt', false),
  }));
}

/** Real stops: every stop around the Puerta del Sol and every rail stop of the region. */
const MODEL = createStopsMapModel([...toStops(STOPS_AROUND_SOL), ...toStops(RAIL_STOPS)]);
const SOL: [number, number] = [40.41688, -3.70326];

let L: Leaflet;
let map: LeafletMap;
let layer: StopsCanvasLayer;
let draws: StopsDrawStats[];
/** Where each drawing ended in the stops canvas's log. */
let drawingEnds: number[];
let canvases: Map<HTMLCanvasElement, CanvasCall[]>;
let restoreImages: () => void;

beforeEach(async () => {
  canvases = installRecordingCanvas();
  restoreImages = decodeImagesAtOnce();
  // A phone-sized map (jsdom lays nothing out).
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
  L = await loadLeaflet();
  const container = document.createElement('div');
  document.body.append(container);
  map = L.map(container, { zoomAnimation: false }).setView(SOL, 17);
  map.createPane('stops');
  draws = [];
  drawingEnds = [0];
  layer = createStopsCanvasLayer(L, {
    pane: 'stops',
    onDraw: (stats) => {
      draws.push(stats);
      drawingEnds.push(stopsCanvasLog().length);
    },
  });
  layer.addTo(map);
});

afterEach(() => {
  map.remove();
  restoreImages();
});

/** What was drawn on the stops canvas (the one in the map's pane). */
function stopsCanvasLog(): CanvasCall[] {
  const canvas = map.getPane('stops')?.querySelector('canvas');
  return canvas ? (canvases.get(canvas) ?? []) : [];
}

/** What the last drawing drew. */
function lastDrawing(): CanvasCall[] {
  return stopsCanvasLog().slice(drawingEnds.at(-2) ?? 0, drawingEnds.at(-1));
}

const count = (calls: readonly CanvasCall[], name: string) =>
  calls.filter((call) => call.name === name).length;

describe('the stops canvas layer', () => {
  it('draws nothing, and says so, without stops', () => {
    expect(draws.at(-1)).toMatchObject({ drawnCount: 0, zoom: 17 });
    expect(count(lastDrawing(), 'arc')).toBe(0);
  });

  it('draws each stop in view as its icon from zoom 15 on: one bitmap per type, copied once per stop', async () => {
    layer.setModel(MODEL);
    await vi.waitFor(() => expect(count(lastDrawing(), 'drawImage')).toBeGreaterThan(0));
    const drawn = draws.at(-1)?.drawnCount ?? 0;
    // The stops around Sol fill the view; the canvas reaches a quarter of the view beyond each edge.
    expect(drawn).toBeGreaterThan(20);
    expect(drawn).toBeLessThan(MODEL.stops.length);
    expect(count(lastDrawing(), 'drawImage')).toBe(drawn);
    const sprites = lastDrawing()
      .filter((call) => call.name === 'drawImage')
      .map((call) => call.args[0]);
    expect(sprites.every((sprite) => sprite instanceof HTMLCanvasElement)).toBe(true);
    expect(new Set(sprites).size).toBeLessThanOrEqual(7);
  });

  it('draws ringed dots at district scale, one path per run of a type', () => {
    layer.setModel(MODEL);
    map.setZoom(13);
    const drawing = lastDrawing();
    const drawn = draws.at(-1)?.drawnCount ?? 0;
    expect(draws.at(-1)?.zoom).toBe(13);
    expect(count(drawing, 'arc')).toBe(drawn);
    expect(count(drawing, 'drawImage')).toBe(0);
    // Buses, then Metro Ligero, Metro and Cercanías (the drawing order): each type one path, filled and ringed once.
    expect(drawing.filter((call) => call.name === 'fillStyle=').map((call) => call.args[0])).toEqual([
      '#1A5BA8',
      '#0B6E99',
      '#0A3F8F',
      '#C8102E',
    ]);
    expect(count(drawing, 'fill')).toBe(4);
    expect(count(drawing, 'stroke')).toBe(4);
  });

  it('draws every stop as a small dot when the whole region is in view', () => {
    layer.setModel(MODEL);
    map.setZoom(8);
    expect(draws.at(-1)?.drawnCount).toBe(MODEL.stops.length);
    expect(count(lastDrawing(), 'arc')).toBe(MODEL.stops.length);
    expect(count(lastDrawing(), 'stroke')).toBe(0);
  });

  it('draws the chosen stop again on top of its neighbours, ringed; the ring goes with another choice', async () => {
    layer.setModel(MODEL);
    layer.setSelected('4-12');
    await vi.waitFor(() =>
      expect(count(lastDrawing(), 'drawImage')).toBe((draws.at(-1)?.drawnCount ?? 0) + 1),
    );
    expect(
      lastDrawing()
        .filter((call) => call.name === 'strokeStyle=')
        .map((call) => call.args[0]),
    ).toContain('#FFB300');
    layer.setSelected(undefined);
    expect(
      lastDrawing()
        .filter((call) => call.name === 'strokeStyle=')
        .map((call) => call.args[0]),
    ).not.toContain('#FFB300');
  });

  it('scales its last drawing while a zoom animates, and redraws when it ends', () => {
    layer.setModel(MODEL);
    const canvas = map.getPane('stops')?.querySelector('canvas') as HTMLCanvasElement;
    map.fire('zoomanim', { center: map.getCenter(), zoom: 18, noUpdate: false });
    expect(canvas.style.transform).toContain('scale(2)');
    const before = draws.length;
    map.fire('moveend');
    expect(draws.length).toBe(before + 1);
  });

  it('clears the canvas it keeps after a pan, and reallocates it only when the map changes size', () => {
    layer.setModel(MODEL);
    const canvas = map.getPane('stops')?.querySelector('canvas') as HTMLCanvasElement;
    const width = canvas.width;
    map.panBy([80, 0], { animate: false });
    expect(count(lastDrawing(), 'clearRect')).toBe(1);
    expect(canvas.width).toBe(width);
  });
});
