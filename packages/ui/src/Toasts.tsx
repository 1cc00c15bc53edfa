import { TOAST_DRAG_DISMISS_PERCENT, TOAST_POSITION, TOAST_ROOT_AUTO_CLOSE_MS } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, type MessageValues, useMessage } from '@transit/i18n/react';
import { type Id, ToastContainer, toast as toastify } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { Icon } from './icons/Icon';
import styles from './Toasts.module.css';

/**
 * The root toast settings (spec §9): top-right, auto-close after 4 s (the root setting; react-toastify's own default
 * is the spec's 5000 ms), dismissed when dragged 80 % of its width.
 */
export const TOAST_HOST_OPTIONS = {
  position: TOAST_POSITION,
  autoCloseMs: TOAST_ROOT_AUTO_CLOSE_MS,
  draggablePercent: TOAST_DRAG_DISMISS_PERCENT,
} as const;

/** How many toasts show at once; more wait in the queue (spec §4) until one closes. */
export const DEFAULT_TOAST_LIMIT = 3;

function CloseToastButton(props: { readonly onClose: () => void }) {
  const message = useMessage();
  return (
    <button
      type="button"
      className={styles['close']}
      aria-label={message('common.close')}
      onClick={props.onClose}
    >
      <Icon name="close" sizePx={18} />
    </button>
  );
}

/**
 * Where toasts appear; mount one inside the TransitIntlProvider (toasts are message ids, rendered in its locale).
 * The timer bar is hidden: it only repeats the auto-close, and its built-in label is not translatable.
 */
export function ToastHost(props: { readonly limit?: number; readonly autoCloseMs?: number }) {
  const message = useMessage();
  return (
    <ToastContainer
      position={TOAST_HOST_OPTIONS.position}
      autoClose={props.autoCloseMs ?? TOAST_HOST_OPTIONS.autoCloseMs}
      draggablePercent={TOAST_HOST_OPTIONS.draggablePercent}
      limit={props.limit ?? DEFAULT_TOAST_LIMIT}
      hideProgressBar
      theme="light"
      className={styles['container']}
      toastClassName={styles['toast']}
      aria-label={message('ui.toasts.label')}
      closeButton={({ closeToast }) => <CloseToastButton onClose={() => closeToast(true)} />}
    />
  );
}

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ShowToastOptions {
  readonly values?: MessageValues;
  /** Overrides the host's auto-close for this toast, in ms; false keeps it until dismissed. */
  readonly autoCloseMs?: number | false;
  /** A toast with the id of one still showing replaces nothing and is not shown twice. */
  readonly id?: string;
}

function show(kind: ToastKind, message: MessageId, options: ShowToastOptions = {}): Id {
  return toastify(<Message id={message} values={options.values} />, {
    type: kind,
    ...(options.autoCloseMs === undefined ? {} : { autoClose: options.autoCloseMs }),
    ...(options.id === undefined ? {} : { toastId: options.id }),
  });
}

/** Shows a toast by message id ("stop saved", "session closed", …) in the ToastHost. */
export const toast = {
  info: (message: MessageId, options?: ShowToastOptions) => show('info', message, options),
  success: (message: MessageId, options?: ShowToastOptions) => show('success', message, options),
  warning: (message: MessageId, options?: ShowToastOptions) => show('warning', message, options),
  error: (message: MessageId, options?: ShowToastOptions) => show('error', message, options),
  /** Closes one toast, or all of them. */
  dismiss: (id?: Id) => {
    toastify.dismiss(id);
  },
} as const;
