import { TransportTypeCode } from '@transit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineBadge } from './LineBadge';

const meta = {
  title: 'Transit/LineBadge',
  component: LineBadge,
  parameters: { layout: 'padded' },
  args: {
    lineNumber: '27',
    colour: '#1A5BA8',
    textColour: '#FFFFFF',
    transportTypeCode: TransportTypeCode.Emt,
  },
} satisfies Meta<typeof LineBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { size: 'large' } };

/** Madrid Metro's line colours as feeds give them; pale ones get dark text (see lineColours). */
export const MetroLines: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {[
        ['1', '2DBEF0'],
        ['2', 'ED1C24'],
        ['3', 'FFD000'],
        ['4', 'B65518'],
        ['5', '8FD400'],
        ['6', '98989B'],
        ['7', 'EE7518'],
        ['8', 'EC82B1'],
        ['9', 'A60084'],
        ['10', '005AA9'],
        ['11', '009B3A'],
        ['12', 'A49A00'],
        ['R', 'FFFFFF'],
      ].map(([lineNumber = '', colour]) => (
        <LineBadge
          key={lineNumber}
          lineNumber={lineNumber}
          colour={colour}
          textColour="FFFFFF"
          transportTypeCode={TransportTypeCode.Metro}
        />
      ))}
    </div>
  ),
};

/** Lines whose feed has no colour take their transport type's. */
export const FallbackColours: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <LineBadge lineNumber="450" transportTypeCode={TransportTypeCode.Interurban} />
      <LineBadge lineNumber="27" transportTypeCode={TransportTypeCode.Emt} />
      <LineBadge lineNumber="C-5" transportTypeCode={TransportTypeCode.CommuterRail} />
      <LineBadge lineNumber="6" transportTypeCode={TransportTypeCode.Metro} />
      <LineBadge lineNumber="ML1" transportTypeCode={TransportTypeCode.LightMetro} />
      <LineBadge lineNumber="L1" transportTypeCode={TransportTypeCode.Urban} />
      <LineBadge lineNumber="?" transportTypeCode={99} />
    </div>
  ),
};

export const LongText: Story = {
  args: { lineNumber: 'SE-A5-CUATRO VIENTOS', colour: null, transportTypeCode: TransportTypeCode.Emt },
};

export const DarkTheme: Story = { globals: { theme: 'V2_DarkBlack' } };
