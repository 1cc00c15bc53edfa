import { BridgeError } from './bridge';

/*
 * Reading what a native wrapper answers (spec §8), apart from the error type itself (bridge.ts), which the web's first
 * download needs for its bridge that answers BRIDGE_UNAVAILABLE; this is for packages/bridge, which the apps load.
 */

/** The spec's messages for a native bridge error payload that cannot be read (spec §8). */
export const BRIDGE_PAYLOAD_MISSING_FIELDS_MESSAGE =
  'Parsed error payload object is missing required fields.';
/** See BRIDGE_PAYLOAD_MISSING_FIELDS_MESSAGE. */
export const BRIDGE_PAYLOAD_INVALID_JSON_MESSAGE = 'Error payload string is not valid JSON';

/**
 * Reads the error payload of a native callback (spec §8): a JSON string with errorCode and errorMessage becomes a
 * coded error with that code and message. A string that is not JSON gives 'Error payload string is not valid JSON';
 * JSON without both fields gives 'Parsed error payload object is missing required fields.'. packages/bridge reads
 * every error callback with it.
 */
export function parseBridgeErrorPayload(payload: string): BridgeError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch (cause) {
    return new BridgeError('BRIDGE_PAYLOAD_INVALID_JSON', BRIDGE_PAYLOAD_INVALID_JSON_MESSAGE, { cause });
  }
  if (typeof parsed === 'object' && parsed !== null) {
    const { errorCode, errorMessage } = parsed as Record<string, unknown>;
    if (typeof errorCode === 'string' && errorCode !== '' && typeof errorMessage === 'string') {
      return new BridgeError(errorCode, errorMessage);
    }
  }
  return new BridgeError('BRIDGE_PAYLOAD_MISSING_FIELDS', BRIDGE_PAYLOAD_MISSING_FIELDS_MESSAGE);
}

/**
 * The error of a native call whose callback never came (spec §8): the native app did not run the named callback
 * with the given message id. packages/bridge gives it to a call whose answer did not come in time.
 */
export function bridgeTimeoutError(callbackName: string, messageId: string, timeoutMs: number): BridgeError {
  return new BridgeError(
    'BRIDGE_TIMEOUT',
    `The native app did not run the callback '${callbackName}' with message id '${messageId}' within ${timeoutMs} ms.`,
  );
}
