import { SYSTEM_DARK_THEME, THEME_COLOURS, type ThemeColourInfo } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, SectionTitle, ThemeSwatch } from '@transit/ui';
import { useAppServices, useCity } from '../../common/appServices';
import { Screen } from '../../common/Screen';
import { useThemeChoice } from '../../common/useThemeClass';
import { THEME_NAMES } from './themeNames';
import styles from './VisualThemePage.module.css';

/** The radio group's name: one group across "system" and both fieldsets, so the arrow keys go through every choice. */
const GROUP = 'theme';

const LIGHT_THEMES = THEME_COLOURS.filter((colour) => colour.background === 'light');
const DARK_THEMES = THEME_COLOURS.filter((colour) => colour.background === 'dark');

/**
 * /ajustes/tema-visual (spec §3, §4): "system" and the 20 colours, light and dark backgrounds apart, each named in
 * words over a miniature of it. Choosing applies the theme to the page at once and keeps it; "system" forgets the
 * choice, so the page follows the system (dark black when it prefers dark, else the city's default) live.
 */
export function VisualThemePage() {
  const message = useMessage();
  const city = useCity();
  const { preferences } = useAppServices();
  const { theme, isSystem } = useThemeChoice();

  const swatches = (colours: readonly ThemeColourInfo[]) =>
    colours.map((colour) => (
      <ThemeSwatch
        key={colour.name}
        name={GROUP}
        value={colour.name}
        preview={{ kind: 'theme', theme: colour.name }}
        label={<Message id={THEME_NAMES[colour.name]} />}
        isChecked={!isSystem && theme === colour.name}
        onSelect={() => preferences.getState().setTheme(colour.name)}
      />
    ));

  return (
    <Screen title={message('settings.visualTheme')}>
      <Container hasBottomMargin>
        <p className={styles['intro']}>
          <Message id="settings.theme.intro" />
        </p>
        <div className={styles['system']}>
          <ThemeSwatch
            name={GROUP}
            value="system"
            preview={{ kind: 'system', light: city.defaultTheme, dark: SYSTEM_DARK_THEME }}
            label={<Message id="settings.theme.system" />}
            detail={
              <Message
                id="settings.theme.systemDetail"
                values={{
                  dark: message(THEME_NAMES[SYSTEM_DARK_THEME]),
                  light: message(THEME_NAMES[city.defaultTheme]),
                }}
              />
            }
            isChecked={isSystem}
            onSelect={() => preferences.getState().setTheme(undefined)}
          />
        </div>
        <fieldset className={styles['group']}>
          <legend>
            <SectionTitle level={2}>
              <Message id="settings.theme.lightThemes" />
            </SectionTitle>
          </legend>
          <div className={styles['grid']}>{swatches(LIGHT_THEMES)}</div>
        </fieldset>
        <fieldset className={styles['group']}>
          <legend>
            <SectionTitle level={2}>
              <Message id="settings.theme.darkThemes" />
            </SectionTitle>
          </legend>
          <div className={styles['grid']}>{swatches(DARK_THEMES)}</div>
        </fieldset>
      </Container>
    </Screen>
  );
}
