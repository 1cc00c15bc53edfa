import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_TRIP } from './storyTrip';
import { TripSteps } from './TripSteps';

/** The steps of a constructed trip (storyTrip.ts): a walk, line 1, a change on foot, line 10 (approximate), a walk. */
const meta = {
  title: 'Transit/Trip/TripSteps',
  component: TripSteps,
  parameters: { layout: 'padded' },
  args: {
    steps: STORY_TRIP.steps,
    placeName: (place) => place.name || 'Punto del mapa',
  },
} satisfies Meta<typeof TripSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Live: Story = {
  args: {
    steps: STORY_TRIP.steps.map((step) =>
      step.kind === 'transit' ? { ...step, status: 'live' as const, delaySeconds: 180 } : step,
    ),
  },
};
