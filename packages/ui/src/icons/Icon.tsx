import type { ReactElement } from 'react';
import { Svg, type SvgIconProps } from './Svg';

/** The kit's control and state glyphs; each a few strokes, so they cost bytes, not requests. */
const GLYPHS = {
  back: <path d="M15 5l-7 7 7 7" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  tick: <path d="M5 12.5l4.5 4.5L19 7" />,
  copy: (
    <>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
    </>
  ),
  about: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </>
  ),
  settings: (
    <>
      <path d="M4 7h9M19 7h1M4 17h2M12 17h8" />
      <circle cx="16" cy="7" r="2.5" />
      <circle cx="9" cy="17" r="2.5" />
    </>
  ),
  install: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <path d="M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
    </>
  ),
  alert: <path d="M12 3.5L21.5 20h-19zM12 10v4M12 17v.01" />,
  empty: <path d="M4 13l2.5-7h11l2.5 7v6H4zM4 13h5l1 2h4l1-2h5" />,
} as const satisfies Record<string, ReactElement>;

export type IconName = keyof typeof GLYPHS;
export const ICON_NAMES = Object.keys(GLYPHS) as IconName[];

/** A control or state glyph; decorative unless given a `label`. */
export function Icon(props: SvgIconProps & { readonly name: IconName }) {
  return (
    <Svg label={props.label} sizePx={props.sizePx} className={props.className}>
      {GLYPHS[props.name]}
    </Svg>
  );
}
