import type { BridgePort } from './bridge';
import { bridgeNfc } from './bridgeNfc';
import { nativeBridgeFor } from './nativeBridgeLoader';
import type { NfcPort } from './nfc';

/**
 * The Android and iOS apps' adapters: the web's (`base`), which work in their WebViews and say what they cannot do,
 * but for the bridge, which is the wrapper's where the page has one (nativeBridgeFor), and NFC card reading over it.
 * Their sign-in adapter arrives with a later issue. Loaded only for those clients (loadPlatform).
 */
export function appPlatform<P extends { readonly bridge: BridgePort; readonly nfc: NfcPort }>(base: P): P {
  const bridge = nativeBridgeFor(window);
  return { ...base, bridge, nfc: bridgeNfc(bridge) };
}
