import { assertNever, type StopType } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { useMessage } from '@transit/i18n/react';
import { Svg, type SvgIconProps } from './Svg';

/** The name of each stop type, the accessible name of its icon. */
export const STOP_TYPE_LABELS = {
  emt: 'ui.stopType.emt',
  interurban: 'ui.stopType.interurban',
  metro: 'ui.stopType.metro',
  lightMetro: 'ui.stopType.lightMetro',
  cercanias: 'ui.stopType.cercanias',
} as const satisfies Record<StopType, MessageId>;

function glyph(type: StopType) {
  switch (type) {
    // A city bus seen from the front.
    case 'emt':
      return (
        <>
          <rect x="5" y="3" width="14" height="15" rx="3" />
          <path d="M5 11h14M9 6h6M8.5 14.5v.01M15.5 14.5v.01M7.5 18v2.5M16.5 18v2.5" />
        </>
      );
    // A coach seen from the side: the long-distance, interurban bus.
    case 'interurban':
      return (
        <>
          <path d="M3 16V8a2 2 0 0 1 2-2h12.5a2 2 0 0 1 1.9 1.4L21 12v4z" />
          <path d="M3 11h18M8 6v5M13 6v5" />
          <circle cx="7.5" cy="17" r="1.8" />
          <circle cx="16.5" cy="17" r="1.8" />
        </>
      );
    // An underground train's front.
    case 'metro':
      return (
        <>
          <rect x="6" y="3" width="12" height="14" rx="3" />
          <path d="M6 10h12M9 13.5v.01M15 13.5v.01M9 21l1.5-4M15 21l-1.5-4" />
        </>
      );
    // A tram: the train's front under a pantograph.
    case 'lightMetro':
      return (
        <>
          <path d="M9 2h6M12 2v3" />
          <rect x="6" y="5" width="12" height="12" rx="2" />
          <path d="M6 10.5h12M9 14v.01M15 14v.01M9 21l1.5-4M15 21l-1.5-4" />
        </>
      );
    // A commuter train with a sloped nose.
    case 'cercanias':
      return (
        <>
          <path d="M8 3h8l2.5 10v2.5a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2V13z" />
          <path d="M6.2 10h11.6M9 14v.01M15 14v.01M8.5 21l2-3.5M15.5 21l-2-3.5" />
        </>
      );
    default:
      return assertNever(type);
  }
}

/**
 * The icon of a stop type (spec §3): EMT bus, interurban bus, Metro, Metro Ligero, Cercanías. Named after its type
 * unless `isDecorative` (when the type is already written beside it).
 */
export function StopTypeIcon(
  props: Omit<SvgIconProps, 'label'> & { readonly type: StopType; readonly isDecorative?: boolean },
) {
  const message = useMessage();
  return (
    <Svg
      label={props.isDecorative ? undefined : message(STOP_TYPE_LABELS[props.type])}
      sizePx={props.sizePx}
      className={props.className}
    >
      {glyph(props.type)}
    </Svg>
  );
}
