import { MODAL_CLOSE_ANIMATION_MS } from '@transit/core';
import { useMessage } from '@transit/i18n/react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { Icon } from './icons/Icon';
import styles from './Modal.module.css';

export type ModalSize = 'small' | 'normal' | 'large';

/** A dialog needs a name: its visible title, or (without one) a label for screen readers. */
type ModalName =
  | { readonly title: ReactNode; readonly ariaLabel?: undefined }
  | { readonly title?: undefined; readonly ariaLabel: string };

export type ModalProps = ModalName & {
  readonly isOpen: boolean;
  /** Asked to close (close button, overlay, Escape); the owner sets `isOpen` to false. */
  readonly onClose: () => void;
  readonly size?: ModalSize;
  /** Whether a click on the dimmed overlay closes it; true by default (spec §2). */
  readonly shouldCloseOnOverlayClick?: boolean;
  readonly children: ReactNode;
};

type Phase = 'open' | 'closing' | 'closed';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * The generic modal (spec §2): three widths, an optional title and a close button labelled "Cerrar". It closes on
 * overlay click (by default) and on Escape, and stays on screen for the 150 ms close animation after `isOpen` turns
 * false. While open it keeps focus inside and the page behind it still; on close focus returns where it was.
 * Pushing a history entry so Back closes it is the app's part (it owns the router).
 */
export function Modal(props: ModalProps) {
  const message = useMessage();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>(props.isOpen ? 'open' : 'closed');

  // Follow `isOpen` during render, so the first frame after a change already shows the right phase.
  if (props.isOpen && phase !== 'open') setPhase('open');
  if (!props.isOpen && phase === 'open') setPhase('closing');

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => setPhase('closed'), MODAL_CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const isShown = phase !== 'closed';
  useEffect(() => {
    if (!isShown) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    // The page behind must not scroll under a finger resting on the overlay.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [isShown]);

  if (!isShown) return null;
  const isClosing = phase === 'closing';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!isClosing) props.onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || isClosing) return;
    if (props.shouldCloseOnOverlayClick ?? true) props.onClose();
  };

  const animation = { '--ui-modal-animation-ms': `${MODAL_CLOSE_ANIMATION_MS}ms` } as CSSProperties;

  return createPortal(
    // The overlay is the dimmed backdrop, not content: a click on it is the pointer's shortcut for the close button
    // and Escape, which keyboards and screen readers have.
    <div
      role="presentation"
      className={cx(styles['overlay'], isClosing && styles['closing'])}
      style={animation}
      onClick={onOverlayClick}
      data-ui-portal=""
      data-state={phase}
    >
      {/* The WAI-ARIA dialog pattern: its keys (Escape closes, Tab stays inside) are the dialog's own. The rule
          allows them on a <dialog> element; this is a dialog by its role, a <div> styled and focused by the kit. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.title === undefined ? undefined : titleId}
        aria-label={props.title === undefined ? props.ariaLabel : undefined}
        tabIndex={-1}
        className={cx(styles['dialog'], styles[props.size ?? 'normal'])}
        onKeyDown={onKeyDown}
      >
        <div className={styles['header']}>
          {props.title === undefined ? null : (
            <h2 id={titleId} className={styles['title']}>
              {props.title}
            </h2>
          )}
          <button
            type="button"
            className={styles['close']}
            aria-label={message('common.close')}
            onClick={() => {
              if (!isClosing) props.onClose();
            }}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className={styles['body']}>{props.children}</div>
      </div>
    </div>,
    document.body,
  );
}
