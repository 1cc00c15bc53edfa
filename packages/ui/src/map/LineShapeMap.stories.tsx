import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Leaflet } from './loadLeaflet';
import { LineShapeMap } from './LineShapeMap';
import { ML1_COLOUR, ML1_SHAPE, ML1_STOPS } from './storyData';
import { STORY_TILES, UNREACHABLE_STORY_TILES } from './storyTiles';
import { LeafletLoaderContext } from './useLeaflet';

/** A loader that never answers: the map library still on its way. */
const withStalledLeaflet: Decorator = (Story) => (
  <LeafletLoaderContext value={() => new Promise<Leaflet>(() => undefined)}>
    <Story />
  </LeafletLoaderContext>
);

/** A loader that fails: the map library's chunk could not be fetched. */
const withFailingLeaflet: Decorator = (Story) => (
  <LeafletLoaderContext value={() => Promise.reject(new Error('chunk not loaded'))}>
    <Story />
  </LeafletLoaderContext>
);

const meta = {
  title: 'Map/LineShapeMap',
  component: LineShapeMap,
  args: {
    shape: ML1_SHAPE,
    stops: ML1_STOPS,
    colour: ML1_COLOUR,
    tiles: STORY_TILES,
    label: 'Mapa del recorrido de la línea ML1 hacia Las Tablas',
    onStopSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineShapeMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Metro Ligero ML1 (real feed data): the shape in the line's colour, its nine stops on it. */
export const Default: Story = {};

/** No shape in the feed: the stops alone, fitted. */
export const StopsOnly: Story = { args: { shape: [] } };

/** One stop and no shape: fitted without zooming in on a single street. */
export const OneStop: Story = { args: { shape: [], stops: ML1_STOPS.slice(0, 1) } };

/** Neither shape nor stops: it says so instead of showing an empty map. */
export const Empty: Story = { args: { shape: [], stops: [] } };

/** No tile server reachable: the line and its stops still draw over the plain background. */
export const WithoutTiles: Story = { args: { tiles: UNREACHABLE_STORY_TILES } };

export const Loading: Story = { decorators: [withStalledLeaflet] };

export const LoadError: Story = { decorators: [withFailingLeaflet] };

/** A long accessible name and a long tile credit. */
export const LongText: Story = {
  args: {
    label:
      'Mapa del recorrido de la línea 1 de autobuses interurbanos de Alcalá de Henares a Torrejón de Ardoz por el Hospital Universitario Príncipe de Asturias',
    tiles: {
      ...STORY_TILES,
      tileAttribution:
        '© OpenStreetMap contributors, datos del Consorcio Regional de Transportes de Madrid y de la Empresa Municipal de Transportes',
    },
  },
};

/** A colour that is not '#RRGGBB' falls back to a neutral grey. */
export const UnreadableColour: Story = { args: { colour: 'azul' } };

export const DarkTheme: Story = { globals: { theme: 'V2_DarkBlack' } };
