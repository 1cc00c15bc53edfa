import { stopTypeFromCode } from '@transit/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Leaflet } from './loadLeaflet';
import { stopMapIconKind } from './stopMapIcons';
import { StopsMap } from './StopsMap';
import { createStopsMapModel, type StopsMapStop } from './stopsMapModel';
import { RAIL_STOPS, STOPS_AROUND_SOL } from './storyStops';
import { STORY_TILES, UNREACHABLE_STORY_TILES } from './storyTiles';
import { LeafletLoaderContext } from './useLeaflet';

function toStops(rows: typeof STOPS_AROUND_SOL): StopsMapStop[] {
  return rows.map(([code, name, latitude, longitude, typeCode]) => ({
    code,
    name,
    latitude,
    longitude,
    icon: stopMapIconKind(stopTypeFromCode(typeCode) ?? 'emt', false),
  }));
}

const MODEL = createStopsMapModel([...toStops(STOPS_AROUND_SOL), ...toStops(RAIL_STOPS)]);
/** Madrid's map area (cities/madrid: the region's stops with a margin). */
const MADRID_BOUNDS = { south: 39.55, west: -4.63, north: 41.18, east: -2.77 };
const SOL = { latitude: 40.41688, longitude: -3.70326 };

const fullHeight: Decorator = (Story) => (
  <div style={{ blockSize: '100dvh' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Map/StopsMap',
  component: StopsMap,
  args: {
    model: MODEL,
    view: { ...SOL, zoom: 17 },
    bounds: MADRID_BOUNDS,
    tiles: STORY_TILES,
    label: 'Mapa con las paradas',
    onStopSelect: fn(),
    onViewChange: fn(),
  },
  decorators: [fullHeight],
} satisfies Meta<typeof StopsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Street scale (real stops around the Puerta del Sol): each stop is its type's icon. */
export const Icons: Story = {};

/** The Metro station Sol ringed: its sheet is open. */
export const Selected: Story = { args: { selectedCode: '4-12' } };

/** District scale: ringed dots in each type's colour. */
export const RingedDots: Story = { args: { view: { ...SOL, zoom: 13 } } };

/** The region (its rail stops): small dots; a tap on them zooms in. */
export const Region: Story = { args: { view: { ...SOL, zoom: 9 } } };

/** The rider's position (a dot in its accuracy circle) and a place marked with a pin. */
export const RiderAndPlace: Story = {
  args: {
    view: { ...SOL, zoom: 16 },
    rider: { latitude: 40.4175, longitude: -3.7055, accuracyM: 60 },
    place: { latitude: 40.4155, longitude: -3.7005 },
  },
};

/** No tile server reachable: the stops still draw over the plain background. */
export const WithoutTiles: Story = { args: { tiles: UNREACHABLE_STORY_TILES } };

/** The stop list still loading: the map shows without stops. */
export const WithoutStops: Story = { args: { model: undefined } };

/** An area with no stops at all (an empty list). */
export const Empty: Story = { args: { model: createStopsMapModel([]) } };

/** Controls laid over the map, with long text. */
export const LongText: Story = {
  args: {
    children: (
      <p
        style={{
          position: 'absolute',
          insetInlineStart: 8,
          insetInlineEnd: 56,
          insetBlockStart: 8,
          zIndex: 1,
          margin: 0,
          padding: 8,
          borderRadius: 8,
          background: 'var(--ui-color-surface)',
          color: 'var(--ui-color-text)',
        }}
      >
        Lugar marcado en el mapa: 40.41550,-3.70050. Un aviso largo ocupa varias líneas sobre el mapa sin
        tapar los botones de zoom ni el crédito de los mapas.
      </p>
    ),
  },
};

export const Loading: Story = {
  decorators: [
    (Story) => (
      <LeafletLoaderContext value={() => new Promise<Leaflet>(() => undefined)}>
        <Story />
      </LeafletLoaderContext>
    ),
  ],
};

export const LoadError: Story = {
  decorators: [
    (Story) => (
      <LeafletLoaderContext value={() => Promise.reject(new Error('chunk not loaded'))}>
        <Story />
      </LeafletLoaderContext>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'V2_DarkBlack' } };
