import type { ReactNode } from 'react';
import { cx } from '../cx';
import styles from './Icon.module.css';

export interface SvgIconProps {
  /** The accessible name; without one the icon is decoration and hidden from assistive technology. */
  readonly label?: string | undefined;
  /** Width and height in CSS pixels. */
  readonly sizePx?: number | undefined;
  readonly className?: string | undefined;
}

/** The frame every icon shares: a 24-unit viewBox drawn in the current text colour. */
export function Svg(props: SvgIconProps & { readonly children: ReactNode }) {
  const size = props.sizePx ?? 24;
  const a11y = props.label
    ? ({ role: 'img', 'aria-label': props.label } as const)
    : ({ 'aria-hidden': true, focusable: false } as const);
  return (
    <svg
      className={cx(styles['icon'], props.className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      xmlns="http://www.w3.org/2000/svg"
      {...a11y}
    >
      {props.children}
    </svg>
  );
}
