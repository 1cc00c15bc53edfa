/*
 * The native adapter of the bridge port, over @transit/bridge. Loaded only by nativeBridgeLoader, in the Android and
 * iOS apps with a wrapper on the page, so the web's first download never holds the bridge, its contract or zod's
 * schemas of it.
 */
import { type BridgeOptions, connectBridge } from '@transit/bridge';
import type { BridgePort } from './bridge';

/** The port over the page's wrapper, with the bridge's receiver put on the page for the wrapper to call back. */
export function nativeBridge(page: object, options?: BridgeOptions): Required<BridgePort> {
  const bridge = connectBridge(page, options);
  return {
    isAvailable: bridge.isAvailable,
    send: (message) => bridge.send(message),
    subscribe: (event, listener) => bridge.subscribe(event, listener),
  };
}
