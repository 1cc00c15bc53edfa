import { DEFAULT_LOCALE, DEFAULT_UNIT_SYSTEM, isLocale, type StopType, type UnitSystem } from '@transit/core';
import { formatDistance } from '@transit/i18n';
import { useMessage } from '@transit/i18n/react';
import type { MouseEventHandler } from 'react';
import { useIntl } from 'react-intl';
import { StopTypeIcon } from './icons/StopTypeIcon';
import { LineBadge, type LineBadgeLine } from './LineBadge';
import { type RenderLink, renderAnchor } from './link';
import styles from './StopRow.module.css';

export interface StopRowProps {
  readonly name: string;
  readonly code: string;
  readonly type: StopType;
  /** The lines that serve the stop, in the order to show them. */
  readonly lines?: readonly (LineBadgeLine & { readonly lineCode?: string })[];
  /**
   * Where the stop's lines go from it (their headsigns), so stops of one name can be told apart; shown on at most
   * two lines, cut with an ellipsis when longer. Empty or absent: nothing is shown.
   */
  readonly destinations?: readonly string[] | undefined;
  /**
   * Its street address ("Calle de Mateo Inurria 1"), which tells apart stops of one name whose lines the data does
   * not give (eighteen EMT stops are "Plaza Castilla"); absent: nothing is shown.
   */
  readonly address?: string | undefined;
  /** How far the rider is, in metres (≥ 0); shown in their unit system. */
  readonly distanceM?: number | undefined;
  readonly unitSystem?: UnitSystem;
  /** Where the row leads (the stop page); without it the row is plain text. */
  readonly href?: string;
  readonly onClick?: MouseEventHandler<HTMLAnchorElement>;
  readonly renderLink?: RenderLink;
}

/**
 * A stop in a list (search results, nearby, recent, favourites): type icon, name, code, address, lines, where they
 * go and distance.
 */
export function StopRow(props: StopRowProps) {
  const message = useMessage();
  const intl = useIntl();
  const { locale } = intl;
  const distance =
    props.distanceM === undefined
      ? undefined
      : formatDistance(
          props.distanceM,
          props.unitSystem ?? DEFAULT_UNIT_SYSTEM,
          isLocale(locale) ? locale : DEFAULT_LOCALE,
        );
  const lines = props.lines ?? [];

  const content = (
    <>
      <StopTypeIcon type={props.type} className={styles['icon']} />
      <span className={styles['main']}>
        <span className={styles['name']}>{props.name}</span>
        <span className={styles['meta']}>
          <span>{message('ui.stopRow.code', { code: props.code })}</span>
          {props.address === undefined || props.address === '' ? null : (
            <span className={styles['address']}>{props.address}</span>
          )}
          {distance === undefined ? null : <span>{message('ui.stopRow.distance', { distance })}</span>}
        </span>
        {props.destinations !== undefined && props.destinations.length > 0 ? (
          <span className={styles['destinations']}>
            {message('ui.stopRow.destinations', {
              destinations: intl.formatList(props.destinations, { type: 'conjunction' }),
            })}
          </span>
        ) : null}
      </span>
      {lines.length > 0 ? (
        <span className={styles['lines']}>
          {lines.map((line) => (
            <LineBadge key={line.lineCode ?? line.lineNumber} {...line} />
          ))}
        </span>
      ) : null}
    </>
  );

  if (props.href === undefined) return <div className={styles['row']}>{content}</div>;
  const renderLink = props.renderLink ?? renderAnchor;
  return renderLink({
    href: props.href,
    className: styles['row'],
    onClick: props.onClick,
    children: content,
  });
}
