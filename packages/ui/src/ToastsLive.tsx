import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { ToastContainer, toast as toastify } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { Icon } from './icons/Icon';
import {
  DEFAULT_TOAST_LIMIT,
  type ShowToastOptions,
  TOAST_HOST_OPTIONS,
  type ToastKind,
} from './toastOptions';
import styles from './Toasts.module.css';

/*
 * The toasts themselves (react-toastify), in a chunk of their own: Toasts.tsx loads it with the first toast, so the
 * app's first download does not carry them.
 */

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
export function LiveToastHost(props: { readonly limit?: number; readonly autoCloseMs?: number }) {
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

/** Shows a toast by message id in the mounted host (react-toastify keeps it until a host mounts). */
export function showToast(kind: ToastKind, message: MessageId, options: ShowToastOptions = {}): void {
  toastify(<Message id={message} values={options.values} />, {
    type: kind,
    ...(options.autoCloseMs === undefined ? {} : { autoClose: options.autoCloseMs }),
    ...(options.id === undefined ? {} : { toastId: options.id }),
  });
}

/** Closes one toast (by the id it was shown with), or all of them. */
export function dismissToast(id?: string): void {
  toastify.dismiss(id);
}
