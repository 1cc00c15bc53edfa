import {
  DEFAULT_THEME,
  SYSTEM_DARK_THEME,
  THEME_COLOURS,
  type ThemeColour,
  themeBodyClass,
} from '@transit/core';
import { Message } from '@transit/i18n/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeSwatch } from './ThemeSwatch';

/** The whole picker as the visual theme page lays it out: "system" first, then the 20 colours, named in words. */
function Picker(props: { readonly initial: ThemeColour | 'system' }) {
  const [chosen, setChosen] = useState(props.initial);
  return (
    <div
      role="radiogroup"
      aria-label="Tema visual"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12, padding: 16 }}
    >
      <ThemeSwatch
        name="theme"
        value="system"
        preview={{ kind: 'system', light: DEFAULT_THEME, dark: SYSTEM_DARK_THEME }}
        label={<Message id="settings.theme.system" />}
        detail={
          <Message
            id="settings.theme.systemDetail"
            values={{
              dark: <Message id="settings.theme.name.V2_DarkBlack" />,
              light: <Message id="settings.theme.name.V2_LightBlue" />,
            }}
          />
        }
        isChecked={chosen === 'system'}
        onSelect={() => setChosen('system')}
      />
      {THEME_COLOURS.map((theme) => (
        <ThemeSwatch
          key={theme.name}
          name="theme"
          value={theme.name}
          preview={{ kind: 'theme', theme: theme.name }}
          label={<Message id={`settings.theme.name.${theme.name}`} />}
          isChecked={chosen === theme.name}
          onSelect={() => setChosen(theme.name)}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'Forms/ThemeSwatch',
  component: ThemeSwatch,
  render: (args) => (
    <div role="radiogroup" aria-label="Tema visual" style={{ maxWidth: 220, padding: 16 }}>
      <ThemeSwatch {...args} />
    </div>
  ),
  args: {
    name: 'theme',
    value: 'V2_LightGreen',
    preview: { kind: 'theme', theme: 'V2_LightGreen' },
    label: 'Verde claro',
    isChecked: false,
    onSelect: fn(),
  },
} satisfies Meta<typeof ThemeSwatch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { isChecked: true } };

/** A dark theme's miniature on the default light page. */
export const DarkSwatch: Story = {
  args: {
    value: 'V2_DarkPurple',
    preview: { kind: 'theme', theme: 'V2_DarkPurple' },
    label: 'Morado oscuro',
  },
};

/** "System": half the city's light default, half dark black, with what it follows. */
export const System: Story = {
  args: {
    value: 'system',
    preview: { kind: 'system', light: DEFAULT_THEME, dark: SYSTEM_DARK_THEME },
    label: 'Sistema',
    detail: 'Negro si el sistema usa el modo oscuro; si no, Azul claro',
    isChecked: true,
  },
};

export const LongText: Story = {
  args: {
    label: 'Verde lima claro con un nombre larguísimo que no cabe en una línea',
    detail: 'Fondos claros, texto oscuro, y una explicación que sigue y sigue',
  },
};

/** Choosing with a click checks the swatch and tells the owner. */
export const Selects: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Verde claro' }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

export const DarkTheme: Story = { args: { isChecked: true }, globals: { theme: 'V2_DarkBlack' } };

/** Every colour on the default light page: axe checks each name and detail on the page's surface. */
export const AllThemes: Story = {
  render: () => <Picker initial="V2_LightBlue" />,
};

/** Every colour on a dark page, in English. */
export const AllThemesOnDark: Story = {
  render: () => <Picker initial="system" />,
  globals: { theme: 'V2_DarkBlue', locale: 'en' },
};

/**
 * A chosen and an unchosen swatch (with its detail) on each of the 20 themes as the page theme, so axe checks the
 * names and details against every theme's surface, not only the two the other stories use.
 */
export const OnEveryPageTheme: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {THEME_COLOURS.map((page) => (
        <div
          key={page.name}
          className={themeBodyClass(page.name)}
          aria-label={page.name}
          role="radiogroup"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 12,
            padding: 12,
            backgroundColor: 'var(--ui-color-background)',
          }}
        >
          <ThemeSwatch
            name={`theme-${page.name}`}
            value={page.name}
            preview={{ kind: 'theme', theme: page.name }}
            label={<Message id={`settings.theme.name.${page.name}`} />}
            detail={<Message id="settings.theme.lightThemes" />}
            isChecked
            onSelect={() => undefined}
          />
          <ThemeSwatch
            name={`theme-${page.name}`}
            value="system"
            preview={{ kind: 'system', light: DEFAULT_THEME, dark: SYSTEM_DARK_THEME }}
            label={<Message id="settings.theme.system" />}
            detail={<Message id="settings.theme.darkThemes" />}
            isChecked={false}
            onSelect={() => undefined}
          />
        </div>
      ))}
    </div>
  ),
};
