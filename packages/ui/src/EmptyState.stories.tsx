import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { message: 'search.noResults', values: { searchQuery: 'sol' }, icon: 'search' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PlannerPlaces: Story = {
  args: { message: 'planner.noPlaceResults', values: {}, icon: 'empty' },
};

export const WithAction: Story = {
  args: {
    message: 'location.permissionMissing',
    values: {},
    icon: 'alert',
    action: <a href="#ajustes">Ajustes del dispositivo</a>,
  },
};

export const LongText: Story = {
  args: {
    values: { searchQuery: 'avenida de la institución libre de enseñanza esquina con calle de alcalá' },
  },
};

export const DarkTheme: Story = { globals: { theme: 'V2_DarkBlack' } };
