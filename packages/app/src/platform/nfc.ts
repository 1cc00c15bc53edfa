import { err, ok, ProductError, type Result } from '@transit/core';

/**
 * Why the phone could not talk to the card:
 * - NFC_UNSUPPORTED: this client cannot read cards (the web; spec §6: an app-only feature);
 * - the wrapper's codes of a failed transceive (native/README.md): NFC_NO_TAG (no card held to the phone),
 *   NFC_TAG_LOST (the card was taken away too quickly), NFC_READ_ERROR (the card did not answer), NFC_SESSION_CLOSED
 *   (iOS: the rider closed the reader sheet, or it timed out);
 * - NFC_BRIDGE_FAILED: the bridge failed (no answer in time, an answer it could not read…); the cause says which.
 */
export type NfcErrorCode =
  | 'NFC_UNSUPPORTED'
  | 'NFC_NO_TAG'
  | 'NFC_TAG_LOST'
  | 'NFC_READ_ERROR'
  | 'NFC_SESSION_CLOSED'
  | 'NFC_BRIDGE_FAILED';

/** The phone could not talk to the card. */
export class NfcError extends ProductError<NfcErrorCode> {
  override readonly name = 'NfcError';
}

/** Whether the device can read cards at all, and whether its NFC is switched on (iOS has no switch: on when supported). */
export interface NfcStatus {
  readonly isSupported: boolean;
  readonly isEnabled: boolean;
}

/**
 * Talking to the rider's transport card by NFC (spec §4 NFC reading, §7 the bridge's NFC messages). The phone only
 * carries commands to the card and its answers back: the card service, through our API, drives the reading
 * (features/card). Events are heard until the returned function is called.
 */
export interface NfcPort {
  /** Whether a wrapper reads cards here; false on the web, where nothing below does anything. */
  readonly isAvailable: boolean;
  /** Whether the device reads cards, and whether its NFC is on. */
  status(): Promise<Result<NfcStatus, NfcError>>;
  /** Hears the device's NFC being switched on or off. */
  onEnablementChanged(listener: (isEnabled: boolean) => void): () => void;
  /** Opens the device's NFC settings (to switch NFC on). */
  openSettings(): void;
  /** Starts waiting for a card, `message` shown where the system shows one (iOS's reader sheet). */
  startSession(message: string): void;
  /** Hears a card held to the phone during a session. */
  onTagDiscovered(listener: () => void): () => void;
  /** Changes the text the system shows during the session (iOS's reader sheet). */
  setSessionMessage(message: string): void;
  /** Sends commands (hex APDUs) to the card held to the phone, in order: its answers, one for each. */
  transceive(commands: readonly string[]): Promise<Result<readonly string[], NfcError>>;
  /** Ends the session: the card was read, or `errorMessage` says why not (iOS's reader sheet shows it). */
  closeSession(outcome: { readonly errorMessage?: string }): void;
}

const unsubscribed = () => undefined;

/** The web adapter: NFC card reading is app-only (spec §6), so the device reads no cards and nothing is sent. */
export const WEB_NFC: NfcPort = {
  isAvailable: false,
  status: () => Promise.resolve(ok({ isSupported: false, isEnabled: false })),
  onEnablementChanged: () => unsubscribed,
  openSettings: () => undefined,
  startSession: () => undefined,
  onTagDiscovered: () => unsubscribed,
  setSessionMessage: () => undefined,
  transceive: () =>
    Promise.resolve(err(new NfcError('NFC_UNSUPPORTED', 'NFC card reading is unsupported on web.'))),
  closeSession: () => undefined,
};
