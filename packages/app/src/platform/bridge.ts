import type { BridgeEventListener, EventName, MessageName } from '@transit/bridge';
import { BridgeError, err, type Result } from '@transit/core';

/**
 * A message to the native wrapper: one of the bridge contract's names (@transit/bridge, spec §7) and what it
 * carries, which the native adapter checks against the message's schema before it goes.
 */
export interface BridgeMessage {
  readonly name: MessageName;
  readonly payload?: Readonly<Record<string, unknown>>;
}

/** The native wrapper's side of the app (spec §7's bridge: messages out, callbacks in). */
export interface BridgePort {
  /** Whether a native wrapper answers this page's messages. */
  readonly isAvailable: boolean;
  /**
   * Sends a message. A call (a message the contract pairs with an answer callback) resolves with the answer's
   * payload; any other message with undefined once the wrapper has it. Failures are coded BridgeErrors: the
   * wrapper's own, BRIDGE_TIMEOUT, BRIDGE_UNAVAILABLE, BRIDGE_MESSAGE_INVALID, BRIDGE_CALLBACK_INVALID…
   */
  send(message: BridgeMessage): Promise<Result<unknown, BridgeError>>;
  /**
   * Hears the wrapper's events (tag discovered, NFC enablement changed, purchases updated…) until the returned
   * function is called. Absent where no wrapper answers: no event ever comes there.
   */
  subscribe?<E extends EventName>(event: E, listener: BridgeEventListener<E>): () => void;
}

/** The web adapter: a browser tab has no native wrapper, so every message answers BRIDGE_UNAVAILABLE. */
export const WEB_BRIDGE: BridgePort = {
  isAvailable: false,
  send: (message) =>
    Promise.resolve(
      err(
        new BridgeError(
          'BRIDGE_UNAVAILABLE',
          `The web client has no native app to send '${message.name}' to.`,
        ),
      ),
    ),
};
