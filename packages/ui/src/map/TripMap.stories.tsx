import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_TRIP } from '../trip/storyTrip';
import { STORY_TILES } from './storyTiles';
import { TripMap, tripMapLegs } from './TripMap';

/** A constructed trip (trip/storyTrip.ts): line 1 along its shape, line 10 through its stops, the walks dashed. */
const meta = {
  title: 'Map/TripMap',
  component: TripMap,
  args: {
    legs: tripMapLegs(STORY_TRIP),
    tiles: STORY_TILES,
    label: 'Mapa del trayecto de Sol a Nuevos Ministerios',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TripMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
