import { statusBarStyle } from '@transit/core';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useAppServices } from '../../common/appServices';
import { useThemeChoice } from '../../common/useThemeClass';

/** A colour as the wrapper takes it. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The page's colour token, as the theme in force sets it on the body (the kit's themes.css). */
function themeToken(name: string): string | undefined {
  const value = getComputedStyle(document.body).getPropertyValue(name).trim();
  return HEX_COLOUR.test(value) ? value.toLowerCase() : undefined;
}

/**
 * Colours the wrapper's status and navigation bars with the theme (spec §4, §7): Android clients of version code 38 or
 * above get the theme's background with its content colour; every other app client a black status bar. Sent when the
 * theme or the client changes (after the theme's class is on the page), and only then. An app-client component: the
 * web never loads it.
 */
export function NativeStatusBar() {
  const { appConfig, bridge } = useAppServices();
  const config = useStore(appConfig, (state) => state.config);
  const { theme } = useThemeChoice();
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!bridge.isAvailable) return undefined;
    let isCurrent = true;
    // Read once this render's effects have all run: the app puts the theme's class on the body in its own effect,
    // which runs after this one (a parent's effects follow its children's).
    queueMicrotask(() => {
      if (!isCurrent) return;
      const style = statusBarStyle({ ...config, theme });
      const background = style.kind === 'themed' ? themeToken('--ui-color-background') : '#000000';
      if (background === undefined) return;
      const content = style.kind === 'themed' ? style.content : 'light';
      const navigation = style.kind === 'themed' ? themeToken('--ui-color-surface') : undefined;
      const key = `${background} ${content} ${navigation ?? ''}`;
      if (sent.current === key) return;
      sent.current = key;
      void bridge.send({ name: 'setStatusBarColor', payload: { color: background, content } });
      if (navigation !== undefined) {
        void bridge.send({ name: 'setNavigationBarColor', payload: { color: navigation } });
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [bridge, config, theme]);
  return null;
}
