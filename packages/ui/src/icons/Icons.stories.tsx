import { NAV_ITEM_IDS, STOP_TYPES } from '@transit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, ICON_NAMES } from './Icon';
import { NavIcon } from './NavIcon';
import { StopTypeIcon } from './StopTypeIcon';

function Gallery() {
  const row = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', marginBottom: 24 } as const;
  return (
    <div style={{ padding: 16 }}>
      <div style={row}>
        {STOP_TYPES.map((type) => (
          <StopTypeIcon key={type} type={type} sizePx={32} />
        ))}
      </div>
      <div style={row}>
        {NAV_ITEM_IDS.map((id) => (
          <NavIcon key={id} id={id} sizePx={32} />
        ))}
      </div>
      <div style={row}>
        {ICON_NAMES.map((name) => (
          <Icon key={name} name={name} sizePx={32} />
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stop types (named: Cercanías, Metro, Metro Ligero, interurban, EMT), navbar items and control glyphs. */
export const All: Story = {};

export const DarkTheme: Story = { globals: { theme: 'V2_DarkBlack' } };
