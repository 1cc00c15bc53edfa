/*
 * The bridge port of the Android and iOS apps, kept tiny because platform/index.ts is in the web's first download:
 * it only looks for a wrapper on the page, and loads the real adapter (nativeBridge.ts, with @transit/bridge) where
 * there is one.
 */
import { BridgeError, err } from '@transit/core';
import { type BridgePort, WEB_BRIDGE } from './bridge';
import type { nativeBridge } from './nativeBridge';

/**
 * The wrappers' interfaces, as @transit/bridge names them (ANDROID_INTERFACE_NAME, IOS_MESSAGE_HANDLER_NAME). Said
 * again here so that looking for them does not put the bridge package in the first download;
 * nativeBridge.test.ts checks the two agree.
 */
export const ANDROID_INTERFACE = 'TransitAndroid';
/** See ANDROID_INTERFACE. */
export const IOS_MESSAGE_HANDLER = 'transit';

type Page = Readonly<Record<string, unknown>>;

const canPost = (value: unknown): boolean =>
  typeof (value as { postMessage?: unknown } | undefined)?.postMessage === 'function';

/** Whether `page` has a wrapper's interface: Android's `TransitAndroid`, or iOS's `webkit.messageHandlers.transit`. */
export function hasNativeHost(page: object): boolean {
  const webkit = (page as Page)['webkit'] as { messageHandlers?: Page } | undefined;
  return (
    canPost((page as Page)[ANDROID_INTERFACE]) || canPost(webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER])
  );
}

/**
 * The bridge port of a page in the Android or iOS app: the web's (BRIDGE_UNAVAILABLE) when no wrapper is on the page;
 * otherwise available at once, with the native adapter loading from now (not at the first message, so that its
 * receiver is on the page before the wrapper's first event). Messages and subscriptions wait for it; if it cannot
 * load, messages answer BRIDGE_UNAVAILABLE and subscribers hear that once.
 */
export function nativeBridgeFor(
  page: object,
  load: () => Promise<{ readonly nativeBridge: typeof nativeBridge }> = () => import('./nativeBridge'),
): BridgePort {
  if (!hasNativeHost(page)) return WEB_BRIDGE;
  const port = load().then(
    (module) => module.nativeBridge(page),
    (cause: unknown) =>
      new BridgeError('BRIDGE_UNAVAILABLE', 'The native bridge could not be loaded.', { cause }),
  );
  return {
    isAvailable: true,
    send: (message) =>
      port.then((native) => (native instanceof BridgeError ? err(native) : native.send(message))),
    // Started a microtask late at most once loaded: a wrapper's callback comes as a task of its own, after it.
    subscribe: (event, listener) => {
      let isSubscribed = true;
      let unsubscribe = (): void => {
        isSubscribed = false;
      };
      void port.then((native) => {
        if (!isSubscribed) return;
        if (native instanceof BridgeError) listener(err(native));
        else unsubscribe = native.subscribe(event, listener);
      });
      return () => unsubscribe();
    },
  };
}
