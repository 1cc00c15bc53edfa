import { themeBodyClass, type ThemeColour } from '@transit/core';
import { type ReactNode, useId } from 'react';
import { cx } from './cx';
import styles from './ThemeSwatch.module.css';

/** What a swatch paints: one theme, or the pair the system switches between (light half, dark half). */
export type ThemeSwatchPreview =
  | { readonly kind: 'theme'; readonly theme: ThemeColour }
  | { readonly kind: 'system'; readonly light: ThemeColour; readonly dark: ThemeColour };

export interface ThemeSwatchProps {
  /** The radio group's name: every swatch of one picker shares it, so the arrow keys move between them. */
  readonly name: string;
  readonly value: string;
  readonly preview: ThemeSwatchPreview;
  /** The theme's name in words (the colour alone tells nothing to a screen reader or a colour-blind rider). */
  readonly label: ReactNode;
  /** A second line under the name (what "system" follows). */
  readonly detail?: ReactNode;
  readonly isChecked: boolean;
  readonly onSelect: () => void;
}

/** A miniature page in a theme's own colours: its background, a surface card with two lines of text and an accent. */
function Miniature(props: { readonly theme: ThemeColour }) {
  return (
    <span className={cx(styles['miniature'], themeBodyClass(props.theme))}>
      <span className={styles['card']}>
        <span className={styles['line']} />
        <span className={cx(styles['line'], styles['lineShort'])} />
      </span>
      <span className={styles['accent']} />
    </span>
  );
}

/**
 * One choice of the visual theme picker (spec §3, §4): a radio button named in words, over a miniature painted with
 * the theme's own class, so the rider sees the colours before choosing. The miniature is decorative (the name says
 * it); the name and the detail sit on the page's own surface, in the page theme's text colours.
 */
export function ThemeSwatch(props: ThemeSwatchProps) {
  const labelId = useId();
  const detailId = useId();
  const themes =
    props.preview.kind === 'theme' ? [props.preview.theme] : [props.preview.light, props.preview.dark];
  return (
    <label className={cx(styles['swatch'], props.isChecked && styles['checked'])}>
      <span className={styles['preview']} aria-hidden="true">
        {themes.map((theme) => (
          <Miniature key={theme} theme={theme} />
        ))}
      </span>
      <span className={styles['choice']}>
        <input
          type="radio"
          className={styles['input']}
          name={props.name}
          value={props.value}
          checked={props.isChecked}
          onChange={props.onSelect}
          // Named by the theme's name alone; the detail is its description.
          aria-labelledby={labelId}
          aria-describedby={props.detail === undefined ? undefined : detailId}
        />
        <span className={styles['text']}>
          <span id={labelId} className={styles['label']}>
            {props.label}
          </span>
          {props.detail === undefined ? null : (
            <span id={detailId} className={styles['detail']}>
              {props.detail}
            </span>
          )}
        </span>
      </span>
    </label>
  );
}
