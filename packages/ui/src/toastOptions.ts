import { TOAST_DRAG_DISMISS_PERCENT, TOAST_POSITION, TOAST_ROOT_AUTO_CLOSE_MS } from '@transit/core';
import type { MessageValues } from '@transit/i18n/react';

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

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ShowToastOptions {
  readonly values?: MessageValues;
  /** Overrides the host's auto-close for this toast, in ms; false keeps it until dismissed. */
  readonly autoCloseMs?: number | false;
  /** A toast with the id of one still showing replaces nothing and is not shown twice. */
  readonly id?: string;
}
