import { assertNever, type NavItemId } from '@transit/core';
import { Svg, type SvgIconProps } from './Svg';

function glyph(id: NavItemId) {
  switch (id) {
    // A stop: a sign on a pole.
    case 'stops':
      return (
        <>
          <rect x="7" y="2.5" width="10" height="9" rx="2" />
          <path d="M12 11.5V21.5M9 21.5h6M10 7h4" />
        </>
      );
    // A line: two ends joined by a route.
    case 'lines':
      return (
        <>
          <circle cx="6" cy="5.5" r="2.5" />
          <circle cx="18" cy="18.5" r="2.5" />
          <path d="M6 8v3a3 3 0 0 0 3 3h6a3 3 0 0 1 3 3v-1" />
        </>
      );
    // How to get there: a turn sign.
    case 'planner':
      return <path d="M12 2.5l9.5 9.5-9.5 9.5L2.5 12zM9 15v-2.5a1.5 1.5 0 0 1 1.5-1.5H15M13 9l2 2-2 2" />;
    case 'info':
      return (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.01" />
        </>
      );
    // The transport card.
    case 'card':
      return (
        <>
          <rect x="3" y="5.5" width="18" height="13" rx="2" />
          <path d="M3 10h18M7 14.5h4" />
        </>
      );
    default:
      return assertNever(id);
  }
}

/** The icon of a bottom navbar item (spec §2): stops, lines, planner, info, card. Decorative: the label names it. */
export function NavIcon(props: Omit<SvgIconProps, 'label'> & { readonly id: NavItemId }) {
  return (
    <Svg sizePx={props.sizePx} className={props.className}>
      {glyph(props.id)}
    </Svg>
  );
}
