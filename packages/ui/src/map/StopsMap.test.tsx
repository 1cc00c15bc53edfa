import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../testUtils';
import { type Leaflet, loadLeaflet } from './loadLeaflet';
import { type MapView, StopsMap, type StopsMapProps } from './StopsMap';
import { createStopsMapModel } from './stopsMapModel';
import { LeafletLoaderContext } from './useLeaflet';

const TILES = {
  tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  tileAttribution: '© OpenStreetMap contributors',
};
const MADRID_BOUNDS = { south: 39.55, west: -4.63, north: 41.18, east: -2.77 };
const SOL = { latitude: 40.41688, longitude: -3.70326 };
const MODEL = createStopsMapModel([
  { code: '4-12', name: 'Sol', ...SOL, icon: 'metro' },
  { code: '09568', name: 'ESTACIÓN DE ARANJUEZ', latitude: 40.0345, longitude: -3.6178, icon: 'interurban' },
]);

beforeEach(() => {
  // jsdom has no 2D canvas (it would log "not implemented"): the layer draws nothing and counts what is in view.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

function renderMap(props: Partial<StopsMapProps> = {}, load: () => Promise<Leaflet> = loadLeaflet) {
  const onStopSelect = vi.fn();
  const onViewChange = vi.fn();
  const element = (changes: Partial<StopsMapProps>) => (
    <LeafletLoaderContext value={load}>
      <StopsMap
        model={MODEL}
        view={{ ...SOL, zoom: 17 }}
        bounds={MADRID_BOUNDS}
        tiles={TILES}
        label="Mapa con las paradas"
        onStopSelect={onStopSelect}
        onViewChange={onViewChange}
        {...props}
        {...changes}
      />
    </LeafletLoaderContext>
  );
  const result = renderWithIntl(element({}));
  return {
    onStopSelect,
    onViewChange,
    change: (changes: Partial<StopsMapProps>) => result.rerender(element(changes)),
  };
}

/** The map's frame, once Leaflet has drawn the stops layer and it has the stops. */
async function drawnFrame(): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Mapa con las paradas' });
  const frame = region.parentElement as HTMLElement;
  // Leaflet arrives in its own chunk: on a loaded CI machine its first import can take seconds.
  await waitFor(
    () => {
      expect(frame.dataset['stopsDrawn']).toBeDefined();
      expect(frame.dataset['stopsTotal']).toBeDefined();
    },
    { timeout: 15_000 },
  );
  return frame;
}

/**
 * A tap at the container's top-left corner: jsdom lays nothing out, so the map is 0 × 0 pixels and that corner is
 * its centre.
 */
function tapCentre(region: HTMLElement) {
  fireEvent.click(region, { clientX: 0, clientY: 0 });
}

describe('StopsMap', () => {
  it('opens at the view asked for, in a region named by its label, with the tiles credited', async () => {
    renderMap();
    const frame = await drawnFrame();
    await waitFor(() => expect(frame.dataset['stopsTotal']).toBe('2'));
    expect(frame.dataset['zoom']).toBe('17');
    expect(frame.dataset['centre']).toBe('40.41688,-3.70326');
    expect(screen.getByText('© OpenStreetMap contributors')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alejar' })).toBeTruthy();
  });

  it('opens the stop tapped (from zoom 14 on)', async () => {
    const { onStopSelect } = renderMap();
    await drawnFrame();
    tapCentre(screen.getByRole('region', { name: 'Mapa con las paradas' }));
    expect(onStopSelect).toHaveBeenCalledWith('4-12');
  });

  it('zooms in on the stops tapped when zoomed out, opening none', async () => {
    const { onStopSelect } = renderMap({ view: { ...SOL, zoom: 11 } });
    const frame = await drawnFrame();
    tapCentre(screen.getByRole('region', { name: 'Mapa con las paradas' }));
    await waitFor(() => expect(frame.dataset['zoom']).toBe('15'));
    expect(onStopSelect).not.toHaveBeenCalled();
  });

  it('opens nothing for a tap away from every stop', async () => {
    const { onStopSelect } = renderMap({ view: { latitude: 40.45, longitude: -3.6, zoom: 17 } });
    await drawnFrame();
    tapCentre(screen.getByRole('region', { name: 'Mapa con las paradas' }));
    expect(onStopSelect).not.toHaveBeenCalled();
  });

  it('moves when given a new view, and tells where it is after each move', async () => {
    const { change, onViewChange } = renderMap();
    const frame = await drawnFrame();
    change({ view: { latitude: 40.0345, longitude: -3.6178, zoom: 16 } });
    await waitFor(() => expect(frame.dataset['centre']).toBe('40.03450,-3.61780'));
    expect(frame.dataset['zoom']).toBe('16');
    // jsdom lays nothing out: the area in view is the centre alone.
    const view = onViewChange.mock.lastCall?.[0] as MapView;
    expect(view.zoom).toBe(16);
    expect([view.area.south, view.area.north].map((latitude) => latitude.toFixed(4))).toEqual([
      '40.0345',
      '40.0345',
    ]);
    expect([view.area.west, view.area.east].map((longitude) => longitude.toFixed(4))).toEqual([
      '-3.6178',
      '-3.6178',
    ]);
  });

  it('shows the map without stops while they load', async () => {
    renderMap({ model: undefined });
    const frame = await drawnFrame();
    expect(frame.dataset['stopsTotal']).toBe('0');
    expect(frame.dataset['stopsDrawn']).toBe('0');
  });

  it('shows a spinner while the map library loads', () => {
    renderMap({}, () => new Promise<Leaflet>(() => undefined));
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
  });

  it('says the map data could not load (spec §8), and Retry loads it again', async () => {
    const load = vi.fn<() => Promise<Leaflet>>(() => Promise.reject(new Error('chunk not loaded')));
    renderMap({}, load);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Se ha producido un error al obtener los datos del mapa. Por favor, inténtalo de nuevo.',
    );
    load.mockImplementation(loadLeaflet);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await drawnFrame()).dataset['stopsTotal']).toBe('2');
  });

  it('marks a place and the rider without making them tappable', async () => {
    renderMap({
      place: { latitude: 40.4155, longitude: -3.7005 },
      rider: { latitude: 40.4175, longitude: -3.7055, accuracyM: 60 },
    });
    const region = (await drawnFrame()).querySelector('[role="region"]') as HTMLElement;
    await waitFor(() => expect(region.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
    // The accuracy circle and the dot.
    expect(region.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(2);
    expect(region.querySelectorAll('.leaflet-interactive')).toHaveLength(0);
  });
});
