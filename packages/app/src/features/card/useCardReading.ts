import type { NfcApi, NfcCard } from '@transit/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NfcPort } from '../../platform';
import { type CardReadingErrorCode, readCard } from './cardReading';

/** A failure the screen tells the rider of: a reading's (but a stop or a cancel), or the phone not saying about NFC. */
export type CardReadingFailure =
  Exclude<CardReadingErrorCode, 'CARD_READING_ABORTED' | 'CARD_READING_CANCELLED'> | 'CARD_NFC_STATUS_FAILED';

/**
 * Where a reading stands (spec §4 NFC reading: unsupported, disabled (link to settings), waiting to read, reading in
 * progress, tag removed too quickly, reading error and result), 'checking' while the phone is asked about NFC, and
 * 'ready' where the system's reader opens only when the rider asks (iOS's reader sheet).
 */
export type CardReadingState =
  | { readonly step: 'checking' }
  | { readonly step: 'unsupported' }
  | { readonly step: 'disabled' }
  | { readonly step: 'ready' }
  | { readonly step: 'waiting' }
  | { readonly step: 'reading' }
  | { readonly step: 'failed'; readonly code: CardReadingFailure }
  | { readonly step: 'read'; readonly card: NfcCard };

export type CardReadingStep = CardReadingState['step'];

/** The texts the wrapper shows during a session (iOS's reader sheet), in the rider's language. */
export interface SessionTexts {
  readonly waiting: string;
  readonly reading: string;
  readonly cancelled: string;
  readonly failed: (code: CardReadingFailure) => string;
}

export interface CardReading {
  readonly state: CardReadingState;
  /** Reads a card (from ready), or again (after a failure or a result, asking about NFC first). */
  readonly read: () => void;
  /** Opens the system's reader again while waiting (iOS: its sheet closed or timed out without a card). */
  readonly reopen: () => void;
  /** Opens the device's NFC settings (from the disabled state). */
  readonly openSettings: () => void;
}

export interface CardReadingOptions {
  /**
   * Whether the system's reader opens only on the rider's request (iOS, whose reader sheet covers the screen and
   * closes itself after a minute); otherwise the phone listens for a card from the start (Android's reader mode).
   */
  readonly startsOnRequest?: boolean;
}

/**
 * The NFC reading as the card screen runs it: asks the phone whether it reads cards and whether NFC is on (and hears
 * it switched on or off), opens a session and waits for a card, reads it through our server when one is held to the
 * phone, and ends the session with the outcome. Leaving the screen, or NFC switched off, closes the session; a rider
 * closing iOS's sheet mid-reading goes back to ready, not to an error.
 */
export function useCardReading(
  nfc: NfcPort,
  api: NfcApi,
  texts: SessionTexts,
  options: CardReadingOptions = {},
): CardReading {
  const [state, setState] = useState<CardReadingState>({ step: 'checking' });
  // Each check of NFC, and whether the rider asked to read (so the reader opens at once, even on iOS).
  const [check, setCheck] = useState({ count: 0, isRequested: false });
  const isSessionOpen = useRef(false);
  const textsRef = useRef(texts);
  useEffect(() => {
    textsRef.current = texts;
  }, [texts]);
  const readyStep = options.startsOnRequest === true ? 'ready' : 'waiting';

  // The phone's NFC: supported, and switched on.
  useEffect(() => {
    let isCurrent = true;
    void nfc.status().then((status) => {
      if (!isCurrent) return;
      if (!status.ok) setState({ step: 'failed', code: 'CARD_NFC_STATUS_FAILED' });
      else if (!status.value.isSupported) setState({ step: 'unsupported' });
      else if (!status.value.isEnabled) setState({ step: 'disabled' });
      else setState({ step: check.isRequested ? 'waiting' : readyStep });
    });
    return () => {
      isCurrent = false;
    };
  }, [nfc, check, readyStep]);

  // NFC switched on goes on (to ready or waiting); switched off while ready or waiting goes back to disabled.
  useEffect(
    () =>
      nfc.onEnablementChanged((isEnabled) =>
        setState((current) => {
          if (isEnabled && current.step === 'disabled') return { step: readyStep };
          if (!isEnabled && (current.step === 'waiting' || current.step === 'ready'))
            return { step: 'disabled' };
          return current;
        }),
      ),
    [nfc, readyStep],
  );

  const closeSession = useCallback(
    (errorMessage?: string) => {
      if (!isSessionOpen.current) return;
      isSessionOpen.current = false;
      nfc.closeSession(errorMessage === undefined ? {} : { errorMessage });
    },
    [nfc],
  );

  // NFC switched off: the session it had is over.
  const isDisabled = state.step === 'disabled';
  useEffect(() => {
    if (isDisabled) closeSession(textsRef.current.cancelled);
  }, [isDisabled, closeSession]);

  // Waiting: a session open, until a card is held to the phone.
  const isWaiting = state.step === 'waiting';
  useEffect(() => {
    if (!isWaiting) return undefined;
    if (!isSessionOpen.current) {
      isSessionOpen.current = true;
      nfc.startSession(textsRef.current.waiting);
    }
    return nfc.onTagDiscovered(() => setState({ step: 'reading' }));
  }, [nfc, isWaiting]);

  // Reading: the card through our server, to its outcome.
  const isReading = state.step === 'reading';
  useEffect(() => {
    if (!isReading) return undefined;
    const controller = new AbortController();
    nfc.setSessionMessage(textsRef.current.reading);
    void readCard(nfc, api, { signal: controller.signal }).then((read) => {
      if (read.ok) {
        closeSession();
        setState({ step: 'read', card: read.value });
        return;
      }
      const { code } = read.error;
      if (code === 'CARD_READING_ABORTED') return;
      if (code === 'CARD_READING_CANCELLED') {
        // The rider closed the system's reader: nothing to tell them, and nothing is open any more.
        isSessionOpen.current = false;
        setState({ step: readyStep });
        return;
      }
      closeSession(textsRef.current.failed(code));
      setState({ step: 'failed', code });
    });
    return () => controller.abort();
  }, [nfc, api, isReading, closeSession, readyStep]);

  // Leaving the screen mid-reading closes the session (the wrapper stops listening for cards).
  useEffect(() => () => closeSession(textsRef.current.cancelled), [closeSession]);

  const read = useCallback(() => {
    setState({ step: 'checking' });
    setCheck((current) => ({ count: current.count + 1, isRequested: true }));
  }, []);
  const reopen = useCallback(() => {
    isSessionOpen.current = true;
    nfc.startSession(textsRef.current.waiting);
  }, [nfc]);
  const openSettings = useCallback(() => nfc.openSettings(), [nfc]);
  return { state, read, reopen, openSettings };
}
