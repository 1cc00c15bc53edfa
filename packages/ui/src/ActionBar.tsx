import { ACTION_BAR_SCROLL_THROTTLE_MS } from '@transit/core';
import { useMessage } from '@transit/i18n/react';
import { type MouseEventHandler, type ReactNode, useEffect, useState } from 'react';
import styles from './ActionBar.module.css';
import { cx } from './cx';
import iconButtonStyles from './IconButton.module.css';
import { Icon } from './icons/Icon';
import { type RenderLink, renderAnchor } from './link';
import { throttle } from './throttle';

/**
 * The back control (spec §2): a link to a given page, or history back (for a page reached from anywhere; the app
 * offers it only when there is history to go back to).
 */
export type ActionBarBack =
  | { readonly kind: 'link'; readonly href: string; readonly onClick?: MouseEventHandler<HTMLAnchorElement> }
  | { readonly kind: 'history'; readonly onBack?: () => void };

export interface ActionBarProps {
  /** The page title, already in words (a stop's name, or a message). */
  readonly title: ReactNode;
  /** Drawn beside the title (the Christmas hat, spec §2). */
  readonly titleDecoration?: ReactNode;
  readonly back?: ActionBarBack;
  /** Right side (spec §2): the about-us link, the settings link and the install-app button, each when given. */
  readonly aboutHref?: string;
  readonly settingsHref?: string;
  readonly onInstall?: () => void;
  /** Fixed at the top with a shadow once the page has scrolled (app clients, spec §2). */
  readonly isFixed?: boolean;
  readonly renderLink?: RenderLink;
}

/** Whether the page has scrolled down; followed only while `isEnabled`, at most every 100 ms (spec §9). */
function useIsScrolled(isEnabled: boolean): boolean {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    if (!isEnabled) return;
    const update = throttle(() => setIsScrolled(window.scrollY > 0), ACTION_BAR_SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, [isEnabled]);
  return isEnabled && isScrolled;
}

/** The top action bar (spec §2): back, title, and the about, settings and install buttons. */
export function ActionBar(props: ActionBarProps) {
  const message = useMessage();
  const renderLink = props.renderLink ?? renderAnchor;
  const isFixed = props.isFixed ?? false;
  const isScrolled = useIsScrolled(isFixed);
  const iconButton = iconButtonStyles['iconButton'];

  let back: ReactNode = null;
  if (props.back?.kind === 'link') {
    back = renderLink({
      href: props.back.href,
      className: iconButton,
      onClick: props.back.onClick,
      'aria-label': message('ui.actionBar.back'),
      children: <Icon name="back" />,
    });
  } else if (props.back?.kind === 'history') {
    const onBack = props.back.onBack ?? (() => window.history.back());
    back = (
      <button type="button" className={iconButton} aria-label={message('ui.actionBar.back')} onClick={onBack}>
        <Icon name="back" />
      </button>
    );
  }

  return (
    <>
      <header
        className={cx(styles['bar'], isFixed && styles['fixed'], isScrolled && styles['scrolled'])}
        data-scrolled={isScrolled}
      >
        {back}
        <h1 className={styles['title']}>
          <span className={styles['titleText']}>{props.title}</span>
          {props.titleDecoration}
        </h1>
        <div className={styles['end']}>
          {props.aboutHref === undefined
            ? null
            : renderLink({
                href: props.aboutHref,
                className: iconButton,
                'aria-label': message('ui.actionBar.about'),
                children: <Icon name="about" />,
              })}
          {props.settingsHref === undefined
            ? null
            : renderLink({
                href: props.settingsHref,
                className: iconButton,
                'aria-label': message('ui.actionBar.settings'),
                children: <Icon name="settings" />,
              })}
          {props.onInstall ? (
            <button
              type="button"
              className={iconButton}
              aria-label={message('ui.actionBar.install')}
              onClick={props.onInstall}
            >
              <Icon name="install" />
            </button>
          ) : null}
        </div>
      </header>
      {isFixed ? <div className={styles['spacer']} aria-hidden="true" /> : null}
    </>
  );
}
