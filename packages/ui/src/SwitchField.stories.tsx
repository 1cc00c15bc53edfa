import { THEME_COLOURS, themeBodyClass } from '@transit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SwitchField, type SwitchFieldProps } from './SwitchField';

/** A controlled switch needs its owner's state; this one keeps it for the story. */
function Controlled(props: SwitchFieldProps) {
  const [isOn, setIsOn] = useState(props.isOn);
  return (
    <div style={{ maxWidth: 420, padding: 16 }}>
      <SwitchField
        {...props}
        isOn={isOn}
        onChange={(next) => {
          setIsOn(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/SwitchField',
  component: SwitchField,
  args: {
    label: 'Mostrar sugerencias',
    detail: 'Paradas populares al buscar',
    isOn: true,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SwitchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};

export const Off: Story = { args: { isOn: false } };

export const WithoutDetail: Story = { args: { detail: undefined } };

export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: {
    label: 'Mostrar sugerencias de paradas y líneas populares mientras escribes en el buscador',
    detail:
      'Cuando no has escrito nada todavía, el buscador propone las paradas que más se consultan en la ciudad.',
  },
};

/** A tap toggles it: off, and the owner hears false. */
export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Mostrar sugerencias' });
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const DarkTheme: Story = { globals: { theme: 'V2_DarkBlack' } };

export const DarkThemeOff: Story = { args: { isOn: false }, globals: { theme: 'V2_DarkRed' } };

/** On and off on each of the 20 themes as the page theme: axe checks the label and detail on every surface. */
export const OnEveryPageTheme: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {THEME_COLOURS.map((page) => (
        <section
          key={page.name}
          className={themeBodyClass(page.name)}
          aria-label={page.name}
          style={{ display: 'grid', gap: 8, padding: 12, backgroundColor: 'var(--ui-color-background)' }}
        >
          <SwitchField {...args} isOn />
          <SwitchField {...args} isOn={false} />
        </section>
      ))}
    </div>
  ),
};
