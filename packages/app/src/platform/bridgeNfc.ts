import { type BridgeError, err, ok, type Result } from '@transit/core';
import type { BridgeMessage, BridgePort } from './bridge';
import { NfcError, type NfcErrorCode, type NfcPort, type NfcStatus, WEB_NFC } from './nfc';

/** The wrapper's codes of a failed transceive (native/README.md), kept as the NfcError's code. */
const WRAPPER_CODES: ReadonlySet<string> = new Set<NfcErrorCode>([
  'NFC_NO_TAG',
  'NFC_TAG_LOST',
  'NFC_READ_ERROR',
  'NFC_SESSION_CLOSED',
]);

function nfcErrorOf(error: BridgeError): NfcError {
  const code = WRAPPER_CODES.has(error.code) ? (error.code as NfcErrorCode) : 'NFC_BRIDGE_FAILED';
  return new NfcError(code, error.message, { cause: error });
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

/** A field of a call's answer, which the bridge has checked against the contract; read again, never trusted blindly. */
function field<T>(value: unknown, name: string, is: (field: unknown) => field is T): T | undefined {
  const found = isRecord(value) ? value[name] : undefined;
  return is(found) ? found : undefined;
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStringList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The apps' NFC adapter, over the wrapper's bridge (spec §7): isNfcSupported and isNfcEnabled, startNfcSession,
 * nfcTransceiveCommands, setNfcSessionMessage, closeNfcSessionWithSuccess / closeNfcSessionWithError and
 * openNfcSettings out; onNfcTagDiscovered and onNfcEnablementChanged in. Where no wrapper answers, the web's.
 */
export function bridgeNfc(bridge: BridgePort): NfcPort {
  if (!bridge.isAvailable || bridge.subscribe === undefined) return WEB_NFC;
  const subscribe: NonNullable<BridgePort['subscribe']> = (event, listener) =>
    bridge.subscribe?.(event, listener) ?? (() => undefined);
  // A message with no answer: a failure is the wrapper's to show (nothing the screen could do about it).
  const post = (message: BridgeMessage): void => void bridge.send(message);
  const ask = async <T>(
    message: BridgeMessage,
    read: (payload: unknown) => T | undefined,
  ): Promise<Result<T, NfcError>> => {
    const answer = await bridge.send(message);
    if (!answer.ok) return err(nfcErrorOf(answer.error));
    const value = read(answer.value);
    return value === undefined
      ? err(new NfcError('NFC_BRIDGE_FAILED', `The wrapper's answer to '${message.name}' cannot be read.`))
      : ok(value);
  };
  return {
    isAvailable: true,
    status: async (): Promise<Result<NfcStatus, NfcError>> => {
      const supported = await ask({ name: 'isNfcSupported' }, (payload) =>
        field(payload, 'isSupported', isBoolean),
      );
      if (!supported.ok) return supported;
      if (!supported.value) return ok({ isSupported: false, isEnabled: false });
      const enabled = await ask({ name: 'isNfcEnabled' }, (payload) =>
        field(payload, 'isEnabled', isBoolean),
      );
      return enabled.ok ? ok({ isSupported: true, isEnabled: enabled.value }) : enabled;
    },
    onEnablementChanged: (listener) =>
      subscribe('onNfcEnablementChanged', (event) => {
        if (event.ok) listener(event.value.isEnabled);
      }),
    openSettings: () => post({ name: 'openNfcSettings' }),
    startSession: (message) => post({ name: 'startNfcSession', payload: { message } }),
    onTagDiscovered: (listener) =>
      subscribe('onNfcTagDiscovered', (event) => {
        if (event.ok) listener();
      }),
    setSessionMessage: (message) => post({ name: 'setNfcSessionMessage', payload: { message } }),
    transceive: (commands) =>
      ask({ name: 'nfcTransceiveCommands', payload: { commands } }, (payload) => {
        const responses = field(payload, 'responses', isStringList);
        // One answer for each command, or the reading would pair them wrongly.
        return responses?.length === commands.length ? responses : undefined;
      }),
    closeSession: ({ errorMessage }) =>
      post(
        errorMessage === undefined
          ? { name: 'closeNfcSessionWithSuccess' }
          : { name: 'closeNfcSessionWithError', payload: { errorMessage } },
      ),
  };
}
