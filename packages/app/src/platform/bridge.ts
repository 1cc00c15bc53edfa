import { BridgeError, err, type Result } from '@transit/core';

/** A message to the native wrapper: its name and what it carries. */
export interface BridgeMessage {
  readonly name: string;
  readonly payload?: Readonly<Record<string, unknown>>;
}

/** The native wrapper's side of the app (spec §8's bridge: messages out, callbacks in). */
export interface BridgePort {
  /** Whether a native wrapper answers this page's messages. */
  readonly isAvailable: boolean;
  /** Sends a message and waits for the wrapper's callback: its payload, or the error it reported. */
  send(message: BridgeMessage): Promise<Result<unknown, BridgeError>>;
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
