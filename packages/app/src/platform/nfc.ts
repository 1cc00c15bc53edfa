import { err, ProductError, type Result } from '@transit/core';

export type NfcErrorCode = 'NFC_UNSUPPORTED';

/** A card could not be read. */
export class NfcError extends ProductError<NfcErrorCode> {
  override readonly name = 'NfcError';
}

/** A transport card held to the phone: its serial number, as the reader gives it. */
export interface NfcCard {
  readonly serialNumber: string;
}

/** Reading the rider's transport card by NFC (spec §6: an app-only feature). */
export interface NfcPort {
  /** Whether this client can read a card at all. */
  readonly isSupported: boolean;
  /** Waits for a card and reads it. */
  readCard(): Promise<Result<NfcCard, NfcError>>;
}

/** The web adapter: NFC card reading is app-only (spec §6), so reading answers NFC_UNSUPPORTED. */
export const WEB_NFC: NfcPort = {
  isSupported: false,
  readCard: () =>
    Promise.resolve(err(new NfcError('NFC_UNSUPPORTED', 'NFC card reading is unsupported on web.'))),
};
