import type { Decorator, Preview } from '@storybook/react-vite';
import {
  DEFAULT_LOCALE,
  DEFAULT_THEME,
  isLocale,
  isThemeColour,
  LOCALES,
  THEME_COLOUR_NAMES,
} from '@transit/core';
import { CATALOGS } from '@transit/i18n/all';
import { TransitIntlProvider } from '@transit/i18n/react';
import '../src/styles/tokens.css';
import '../src/styles/themes.css';
import { applyThemeClass } from '../src/theme';

/**
 * Every story renders inside the product's intl provider, in the toolbar's locale, on a body carrying the toolbar's
 * theme class, as the app does (spec §4). A missing message id is a console error, which fails the Storybook check.
 */
const withLocaleAndTheme: Decorator = (Story, context) => {
  const { locale, theme } = context.globals;
  const chosenLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  applyThemeClass(isThemeColour(theme) ? theme : DEFAULT_THEME, document.body);
  document.documentElement.lang = chosenLocale;
  return (
    // Every catalog: the kit's map components speak with the map feature's messages, which the app loads with it.
    <TransitIntlProvider locale={chosenLocale} messages={CATALOGS[chosenLocale]}>
      <Story />
    </TransitIntlProvider>
  );
};

const preview: Preview = {
  decorators: [withLocaleAndTheme],
  globalTypes: {
    locale: {
      description: 'Language of the messages',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme colour (the body class)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: THEME_COLOUR_NAMES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE, theme: DEFAULT_THEME },
  parameters: {
    layout: 'fullscreen',
    // The theme class paints the page; Storybook's own backgrounds would hide it.
    backgrounds: { disable: true },
    controls: { expanded: true },
  },
};

export default preview;
