import type { NavItemId } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { useMessage } from '@transit/i18n/react';
import type { MouseEventHandler } from 'react';
import styles from './BottomNavbar.module.css';
import { cx } from './cx';
import { NavIcon } from './icons/NavIcon';
import { type RenderLink, renderAnchor } from './link';

export interface BottomNavbarItem {
  /** Which section: decides the icon. */
  readonly id: NavItemId;
  readonly href: string;
  /** The label's message id (NAV_LABELS of @transit/i18n has the spec's). */
  readonly label: MessageId;
  readonly isActive: boolean;
  readonly onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * The bottom navbar (spec §2): Stops, Lines, How to get there, Info and Card, each an icon over its label; the active
 * one is marked aria-current="page". The app passes its router's link as `renderLink`.
 */
export function BottomNavbar(props: {
  readonly items: readonly BottomNavbarItem[];
  readonly renderLink?: RenderLink;
}) {
  const message = useMessage();
  const renderLink = props.renderLink ?? renderAnchor;
  return (
    <nav className={styles['navbar']} aria-label={message('ui.bottomNavbar.label')}>
      <ul className={styles['list']}>
        {props.items.map((item) => (
          <li key={item.id} className={styles['item']}>
            {renderLink({
              href: item.href,
              className: cx(styles['link'], item.isActive && styles['active']),
              'aria-current': item.isActive ? 'page' : undefined,
              onClick: item.onClick,
              children: (
                <>
                  <NavIcon id={item.id} />
                  <span className={styles['label']}>{message(item.label)}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
