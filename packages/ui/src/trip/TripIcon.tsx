import type { ReactElement } from 'react';
import { Svg, type SvgIconProps } from '../icons/Svg';

/**
 * The planner's glyphs, apart from the kit's Icon set: only the planner's lazily loaded screens draw them, so they
 * stay out of the app's first download.
 */
const TRIP_GLYPHS = {
  walk: (
    <>
      <circle cx="13" cy="4.5" r="1.8" />
      <path d="M10 21l2.5-6.5L15 17v4M12.5 14.5L13.5 9l-3.5 2-1.5 3.5M13.5 9l2 3.5 3 1" />
    </>
  ),
  swap: <path d="M7 4v16M3.5 7.5L7 4l3.5 3.5M17 20V4M13.5 16.5L17 20l3.5-3.5" />,
  locate: (
    <>
      <circle cx="12" cy="12" r="6" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <path d="M12 2v4M12 18v4M2 12h4M18 12h4" />
    </>
  ),
} as const satisfies Record<string, ReactElement>;

export type TripIconName = keyof typeof TRIP_GLYPHS;

/** A planner glyph (walking, swap, my location); decorative unless given a `label`. */
export function TripIcon(props: SvgIconProps & { readonly name: TripIconName }) {
  return (
    <Svg label={props.label} sizePx={props.sizePx} className={props.className}>
      {TRIP_GLYPHS[props.name]}
    </Svg>
  );
}
