import type { Meta, StoryObj } from '@storybook/react-vite';
import { Message } from '@transit/i18n/react';
import { STOP_MAP_ICON_KINDS, STOP_MAP_ICON_LABELS } from './stopMapIcons';
import { StopMapIconImage } from './StopMapIconImage';

const meta = {
  title: 'Map/StopMapIconImage',
  component: StopMapIconImage,
  args: { kind: 'metro' },
} satisfies Meta<typeof StopMapIconImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Metro: Story = {};

export const EmtNocturnal: Story = { args: { kind: 'emtNocturnal' } };

/** The seven icons of the stop map (spec §3: one per stop type, nocturnal variants for EMT and interurban), named. */
export const AllIcons: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 16, display: 'grid', gap: 8 }}>
      {STOP_MAP_ICON_KINDS.map((kind) => (
        <li key={kind} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <StopMapIconImage kind={kind} isDecorative />
          <Message id={STOP_MAP_ICON_LABELS[kind]} />
        </li>
      ))}
    </ul>
  ),
};

export const AllIconsDarkTheme: Story = { ...AllIcons, globals: { theme: 'V2_DarkBlack' } };
