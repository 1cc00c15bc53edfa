import { ProductError } from './errors';

/**
 * The bridge's own error codes (a wrapper's error callback carries codes of its own, which a BridgeError keeps as
 * they come):
 * - the spec's three (§8): an error payload that is not JSON, one missing errorCode or errorMessage, a call whose
 *   callback never came;
 * - BRIDGE_UNAVAILABLE: no native wrapper answers this page (a browser tab, or a wrapper without the bridge), so
 *   nothing was sent;
 * - BRIDGE_MESSAGE_INVALID: the web asked to send a message the contract does not have, or a payload that breaks
 *   its schema; nothing was sent;
 * - BRIDGE_CALLBACK_INVALID: a callback's payload is not JSON or breaks its schema, or the callback is not the one
 *   that answers the call;
 * - BRIDGE_POST_FAILED: the wrapper's interface threw when the message was handed to it.
 */
export type BridgeErrorCode =
  | 'BRIDGE_PAYLOAD_MISSING_FIELDS'
  | 'BRIDGE_PAYLOAD_INVALID_JSON'
  | 'BRIDGE_TIMEOUT'
  | 'BRIDGE_UNAVAILABLE'
  | 'BRIDGE_MESSAGE_INVALID'
  | 'BRIDGE_CALLBACK_INVALID'
  | 'BRIDGE_POST_FAILED';

/**
 * An error the native wrapper reported (its own code, kept as it comes), or a failure of the bridge itself (a
 * BridgeErrorCode). packages/bridge answers every failure as one of these.
 */
export class BridgeError extends ProductError {
  override readonly name = 'BridgeError';
}
