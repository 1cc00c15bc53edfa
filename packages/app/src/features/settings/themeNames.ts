import type { ThemeColour } from '@transit/core';
import type { MessageId } from '@transit/i18n';

/** Each of the 20 theme colours named in words (spec §3), for riders who cannot tell them by colour. */
export const THEME_NAMES: Readonly<Record<ThemeColour, MessageId>> = {
  V2_LightGreen: 'settings.theme.name.V2_LightGreen',
  V2_LightBlue: 'settings.theme.name.V2_LightBlue',
  V2_LightCyan: 'settings.theme.name.V2_LightCyan',
  V2_LightOrange: 'settings.theme.name.V2_LightOrange',
  V2_LightBlueB: 'settings.theme.name.V2_LightBlueB',
  V2_LightPurple: 'settings.theme.name.V2_LightPurple',
  V2_LightYellow: 'settings.theme.name.V2_LightYellow',
  V2_LightGreenB: 'settings.theme.name.V2_LightGreenB',
  V2_LightBeige: 'settings.theme.name.V2_LightBeige',
  V2_LightRed: 'settings.theme.name.V2_LightRed',
  V2_LightGray: 'settings.theme.name.V2_LightGray',
  V2_LightPink: 'settings.theme.name.V2_LightPink',
  V2_DarkBlue: 'settings.theme.name.V2_DarkBlue',
  V2_DarkRed: 'settings.theme.name.V2_DarkRed',
  V2_DarkPink: 'settings.theme.name.V2_DarkPink',
  V2_DarkPurple: 'settings.theme.name.V2_DarkPurple',
  V2_DarkBlack: 'settings.theme.name.V2_DarkBlack',
  V2_DarkGreen: 'settings.theme.name.V2_DarkGreen',
  V2_DarkBlueB: 'settings.theme.name.V2_DarkBlueB',
  V2_DarkBrown: 'settings.theme.name.V2_DarkBrown',
};
