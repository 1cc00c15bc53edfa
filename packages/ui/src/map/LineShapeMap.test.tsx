import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../testUtils';
import { type Leaflet, loadLeaflet } from './loadLeaflet';
import { LineShapeMap, lineShapeExtent, type LineShapeMapProps } from './LineShapeMap';
import { ML1_COLOUR, ML1_SHAPE, ML1_STOPS } from './storyData';
import { LeafletLoaderContext } from './useLeaflet';

const TILES = {
  tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  tileAttribution: '© OpenStreetMap contributors',
};

function renderMap(props: Partial<LineShapeMapProps> = {}, load: () => Promise<Leaflet> = loadLeaflet) {
  return renderWithIntl(
    <LeafletLoaderContext value={load}>
      <LineShapeMap
        shape={ML1_SHAPE}
        stops={ML1_STOPS}
        colour={ML1_COLOUR}
        tiles={TILES}
        label="Mapa del recorrido de la línea ML1"
        {...props}
      />
    </LeafletLoaderContext>,
  );
}

/** The map's drawn layers: Leaflet's SVG paths (the casing and the line, then one per stop). */
async function drawnPaths(): Promise<SVGPathElement[]> {
  const region = await screen.findByRole('region', { name: 'Mapa del recorrido de la línea ML1' });
  await waitFor(() => expect(region.querySelector('path')).not.toBeNull());
  return [...region.querySelectorAll('path')];
}

describe('lineShapeExtent', () => {
  it('is the box around the shape', () => {
    expect(
      lineShapeExtent(
        [
          [40.5, -3.7],
          [40.4, -3.6],
          [40.45, -3.65],
        ],
        [{ code: '1', name: 'Fuera', latitude: 41, longitude: -4 }],
      ),
    ).toEqual([
      [40.4, -3.7],
      [40.5, -3.6],
    ]);
  });

  it('is the box around the stops when the shape is empty', () => {
    expect(lineShapeExtent([], ML1_STOPS)).toEqual([
      [40.48014, -3.66932],
      [40.50824, -3.65136],
    ]);
  });

  it('is undefined with neither shape nor stops', () => {
    expect(lineShapeExtent([], [])).toBeUndefined();
  });
});

describe('LineShapeMap', () => {
  it('draws the shape (over its casing) and one dot per stop, in a region named by its label', async () => {
    renderMap();
    const paths = await drawnPaths();
    expect(paths).toHaveLength(2 + ML1_STOPS.length);
    expect(paths[1]?.getAttribute('stroke')).toBe(ML1_COLOUR);
    expect(screen.getByText('© OpenStreetMap contributors')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alejar' })).toBeTruthy();
  });

  it('draws the stops alone when there is no shape', async () => {
    renderMap({ shape: [] });
    expect(await drawnPaths()).toHaveLength(ML1_STOPS.length);
  });

  it('calls onStopSelect with the code of the stop tapped', async () => {
    const onStopSelect = vi.fn();
    renderMap({ shape: [], onStopSelect });
    const paths = await drawnPaths();
    fireEvent.click(paths[2] as SVGPathElement);
    expect(onStopSelect).toHaveBeenCalledWith('10-3');
  });

  it('says there is nothing to show when it has neither shape nor stops', () => {
    renderMap({ shape: [], stops: [] });
    expect(
      screen.getByText('Este recorrido no tiene trazado ni paradas que mostrar en el mapa.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows a spinner while the map library loads', () => {
    renderMap({}, () => new Promise<Leaflet>(() => undefined));
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
  });

  it('says the map could not load, and Retry loads it again', async () => {
    const load = vi.fn<() => Promise<Leaflet>>(() => Promise.reject(new Error('chunk not loaded')));
    renderMap({}, load);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Se ha producido un error al obtener los datos. Por favor, inténtalo de nuevo.',
    );
    load.mockImplementation(loadLeaflet);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await drawnPaths()).toHaveLength(2 + ML1_STOPS.length);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
