import type { NfcApi, NfcCard } from '@transit/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NfcPort } from '../../platform';
import { type CardReadingErrorCode, readCard } from './cardReading';

/**
 * Where a reading stands (spec §4 NFC reading: unsupported, disabled (link to settings), waiting to read, reading in
 * progress, tag removed too quickly, reading error and result), and 'checking' while the phone is asked about NFC.
 */
export type CardReadingState =
  | { readonly step: 'checking' }
  | { readonly step: 'unsupported' }
  | { readonly step: 'disabled' }
  | { readonly step: 'waiting' }
  | { readonly step: 'reading' }
  | { readonly step: 'failed'; readonly code: Exclude<CardReadingErrorCode, 'CARD_READING_ABORTED'> }
  | { readonly step: 'read'; readonly card: NfcCard };

export type CardReadingStep = CardReadingState['step'];

/** The texts the wrapper shows during a session (iOS's reader sheet), in the rider's language. */
export interface SessionTexts {
  readonly waiting: string;
  readonly reading: string;
  readonly cancelled: string;
  readonly failed: (code: Exclude<CardReadingErrorCode, 'CARD_READING_ABORTED'>) => string;
}

export interface CardReading {
  readonly state: CardReadingState;
  /** Reads a card again (after a failure or a result), or asks about NFC again (after the phone failed to say). */
  readonly again: () => void;
  /** Opens the device's NFC settings (from the disabled state). */
  readonly openSettings: () => void;
}

/**
 * The NFC reading as the card screen runs it: asks the phone whether it reads cards and whether NFC is on (and hears
 * it switched on or off), opens a session and waits for a card, reads it through our server when one is held to the
 * phone, and ends the session with the outcome. Leaving the screen stops a reading and closes its session.
 */
export function useCardReading(nfc: NfcPort, api: NfcApi, texts: SessionTexts): CardReading {
  const [state, setState] = useState<CardReadingState>({ step: 'checking' });
  const [checks, setChecks] = useState(0);
  const isSessionOpen = useRef(false);
  const textsRef = useRef(texts);
  useEffect(() => {
    textsRef.current = texts;
  }, [texts]);

  // The phone's NFC: supported, and switched on.
  useEffect(() => {
    let isCurrent = true;
    void nfc.status().then((status) => {
      if (!isCurrent) return;
      if (!status.ok) setState({ step: 'failed', code: 'CARD_READ_FAILED' });
      else if (!status.value.isSupported) setState({ step: 'unsupported' });
      else setState({ step: status.value.isEnabled ? 'waiting' : 'disabled' });
    });
    return () => {
      isCurrent = false;
    };
  }, [nfc, checks]);

  // NFC switched on goes on to waiting; switched off while waiting goes back to disabled.
  useEffect(
    () =>
      nfc.onEnablementChanged((isEnabled) =>
        setState((current) => {
          if (isEnabled && current.step === 'disabled') return { step: 'waiting' };
          if (!isEnabled && current.step === 'waiting') return { step: 'disabled' };
          return current;
        }),
      ),
    [nfc],
  );

  const closeSession = useCallback(
    (errorMessage?: string) => {
      if (!isSessionOpen.current) return;
      isSessionOpen.current = false;
      nfc.closeSession(errorMessage === undefined ? {} : { errorMessage });
    },
    [nfc],
  );

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
      closeSession(textsRef.current.failed(code));
      setState({ step: 'failed', code });
    });
    return () => controller.abort();
  }, [nfc, api, isReading, closeSession]);

  // Leaving the screen mid-reading closes the session (the wrapper stops listening for cards).
  useEffect(() => () => closeSession(textsRef.current.cancelled), [closeSession]);

  const again = useCallback(() => {
    setState({ step: 'checking' });
    setChecks((count) => count + 1);
  }, []);
  const openSettings = useCallback(() => nfc.openSettings(), [nfc]);
  return { state, again, openSettings };
}
