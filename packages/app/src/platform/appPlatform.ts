import type { BridgePort } from './bridge';
import { nativeBridgeFor } from './nativeBridgeLoader';

/**
 * The Android and iOS apps' adapters: the web's (`base`), which work in their WebViews and say what they cannot do,
 * but for the bridge, which is the wrapper's where the page has one (nativeBridgeFor). Their NFC and sign-in adapters
 * arrive with a later issue. Loaded only for those clients (loadPlatform).
 */
export function appPlatform<P extends { readonly bridge: BridgePort }>(base: P): P {
  return { ...base, bridge: nativeBridgeFor(window) };
}
