import type { MessageId } from '@transit/i18n';
import { type ComponentType, useEffect, useState } from 'react';
import type { ShowToastOptions, ToastKind } from './toastOptions';
import type * as ToastsLiveModule from './ToastsLive';

export {
  DEFAULT_TOAST_LIMIT,
  type ShowToastOptions,
  TOAST_HOST_OPTIONS,
  type ToastKind,
} from './toastOptions';

interface ToastHostProps {
  readonly limit?: number;
  readonly autoCloseMs?: number;
}

/*
 * The toasts are code no screen needs to show itself (react-toastify, about 5 KiB gzipped): they load with the first
 * toast, which then shows as soon as the host has mounted, and the app's first download does not carry them.
 */
type LiveToasts = typeof ToastsLiveModule;

let live: Promise<LiveToasts> | undefined;
/** The hosts waiting for the toasts' code, told when the first toast asks for it. */
const waitingHosts = new Set<() => void>();

function liveToasts(): Promise<LiveToasts> {
  if (!live) {
    live = import('./ToastsLive');
    for (const host of waitingHosts) host();
  }
  return live;
}

/**
 * Where toasts appear; mount one inside the TransitIntlProvider (toasts are message ids, rendered in its locale).
 * It renders nothing until the first toast, then the toast container (the timer bar hidden: it only repeats the
 * auto-close, and its built-in label is not translatable).
 */
export function ToastHost(props: ToastHostProps) {
  const [Host, setHost] = useState<ComponentType<ToastHostProps> | undefined>(undefined);
  useEffect(() => {
    let isMounted = true;
    const mount = () =>
      void liveToasts().then((module) => {
        if (isMounted) setHost(() => module.LiveToastHost);
      });
    if (live) mount();
    else waitingHosts.add(mount);
    return () => {
      isMounted = false;
      waitingHosts.delete(mount);
    };
  }, []);
  return Host ? <Host {...props} /> : null;
}

function show(kind: ToastKind, message: MessageId, options?: ShowToastOptions): void {
  liveToasts().then(
    (module) => module.showToast(kind, message, options),
    (error: unknown) => console.warn(`The toast ${message} could not be shown:`, error),
  );
}

/**
 * Shows a toast by message id ("stop saved", "session closed", …) in the ToastHost; the first one shows once the
 * toasts' code has arrived.
 */
export const toast = {
  info: (message: MessageId, options?: ShowToastOptions) => show('info', message, options),
  success: (message: MessageId, options?: ShowToastOptions) => show('success', message, options),
  warning: (message: MessageId, options?: ShowToastOptions) => show('warning', message, options),
  error: (message: MessageId, options?: ShowToastOptions) => show('error', message, options),
  /** Closes one toast, or all of them (nothing to do before the first toast). */
  dismiss: (id?: string): void => {
    void live?.then((module) => module.dismissToast(id));
  },
} as const;
