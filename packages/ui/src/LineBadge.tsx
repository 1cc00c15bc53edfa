import { useMessage } from '@transit/i18n/react';
import { lineColours } from './colour';
import { cx } from './cx';
import styles from './LineBadge.module.css';
import { VisuallyHidden } from './VisuallyHidden';

/** A line as the data names it: the fields a line, a stop's line or an arrival carries (spec §3). */
export interface LineBadgeLine {
  readonly lineNumber: string;
  /** "#RRGGBB" or "RRGGBB"; null or absent when the feed gives none. */
  readonly colour?: string | null | undefined;
  readonly textColour?: string | null | undefined;
  /** Decides the fallback colours (spec §3: interurban 8, EMT 6, Cercanías 5, Metro 4, Metro Ligero 10, urban 9). */
  readonly transportTypeCode: number;
}

/**
 * A line's number in the line's colours (its transport type's when the feed has none; a text colour riders cannot read
 * is replaced, see lineColours). Screen readers hear "Línea 27".
 */
export function LineBadge(props: LineBadgeLine & { readonly size?: 'normal' | 'large' }) {
  const message = useMessage();
  const colours = lineColours(props);
  return (
    <span
      className={cx(styles['badge'], props.size === 'large' && styles['large'])}
      style={{ backgroundColor: colours.background, color: colours.text }}
    >
      <span aria-hidden="true">{props.lineNumber}</span>
      <VisuallyHidden>{message('ui.lineBadge.label', { lineNumber: props.lineNumber })}</VisuallyHidden>
    </span>
  );
}
