import { ProductError } from './errors';

/**
 * The spec's messages for a native bridge error payload that cannot be read (spec §8).
 * Wired by issue 13 (packages/bridge: coded errors with the spec’s three messages).
 */
export const BRIDGE_PAYLOAD_MISSING_FIELDS_MESSAGE =
  'Parsed error payload object is missing required fields.';
/** Wired by issue 13 (packages/bridge: coded errors with the spec’s three messages). */
export const BRIDGE_PAYLOAD_INVALID_JSON_MESSAGE = 'Error payload string is not valid JSON';

/** Wired by issue 13 (packages/bridge: coded errors with the spec’s three messages). */
export type BridgeErrorCode =
  'BRIDGE_PAYLOAD_MISSING_FIELDS' | 'BRIDGE_PAYLOAD_INVALID_JSON' | 'BRIDGE_TIMEOUT';

/**
 * An error the native wrapper reported, or a failure of the bridge itself.
 * Wired by issue 13 (packages/bridge: coded errors with the spec’s three messages).
 */
export class BridgeError extends ProductError {
  override readonly name = 'BridgeError';
}

/**
 * Reads the error payload of a native callback (spec §8): a JSON string with errorCode and errorMessage becomes a
 * coded error with that code and message. A string that is not JSON gives 'Error payload string is not valid JSON';
 * JSON without both fields gives 'Parsed error payload object is missing required fields.'.
 * Wired by issue 13 (packages/bridge: coded errors with the spec’s three messages).
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
 * with the given message id.
 * Wired by issue 13 (packages/bridge: coded errors with the spec’s three messages).
 */
export function bridgeTimeoutError(callbackName: string, messageId: string, timeoutMs: number): BridgeError {
  return new BridgeError(
    'BRIDGE_TIMEOUT',
    `The native app did not run the callback '${callbackName}' with message id '${messageId}' within ${timeoutMs} ms.`,
  );
}
