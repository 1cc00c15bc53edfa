import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = { args: { size: 'medium' } };

export const Small: Story = { args: { size: 'small' } };

/** The label screen readers hear can be a screen's own message. */
export const CustomLabel: Story = { args: { size: 'medium', label: 'stop.slowLoadingAlert' } };

export const DarkTheme: Story = { args: { size: 'medium' }, globals: { theme: 'V2_DarkBlack' } };
