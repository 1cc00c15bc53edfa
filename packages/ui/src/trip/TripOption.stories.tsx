import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_DIRECT_TRIP, STORY_TRIP } from './storyTrip';
import { TripOption } from './TripOption';

/** The trips are constructed from the contract's fields (storyTrip.ts), not answers of the API. */
const meta = {
  title: 'Transit/Trip/TripOption',
  component: TripOption,
  parameters: { layout: 'padded' },
  args: { trip: STORY_TRIP, isSelected: false, onSelect: fn() },
} satisfies Meta<typeof TripOption>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTransfer: Story = {};
export const Selected: Story = { args: { isSelected: true } };
export const Direct: Story = { args: { trip: STORY_DIRECT_TRIP } };
export const WalkOnly: Story = {
  args: {
    trip: {
      ...STORY_TRIP,
      transfers: 0,
      transports: [],
      steps: [STORY_TRIP.steps[0] as (typeof STORY_TRIP.steps)[number]],
      durationSeconds: 120,
    },
  },
};
