/*
 * How a message reaches a wrapper: each wrapper puts its own interface on the page before the page's scripts run.
 * A host is the one the page has; none means no wrapper answers (a browser tab).
 */
import type { MessageName } from './contract';
import {
  ANDROID_INTERFACE_NAME,
  IOS_MESSAGE_HANDLER_NAME,
  type NativePlatform,
  RECEIVE_FUNCTION_NAME,
  RECEIVER_GLOBAL_NAME,
} from './protocol';

/** What travels to the wrapper: the message's name and its payload (spec §7: "an action name plus payload"). */
export interface BridgeEnvelope {
  readonly action: MessageName;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** The way to one wrapper. */
export interface NativeHost {
  readonly platform: NativePlatform;
  /** Hands the envelope to the wrapper; throws what the wrapper's interface throws. */
  post(envelope: BridgeEnvelope): void;
}

/** Something with a `postMessage` method, as a wrapper's interface is. */
interface PostTarget {
  postMessage(message: unknown): unknown;
}

function isPostTarget(value: unknown): value is PostTarget {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { postMessage?: unknown }).postMessage === 'function'
  );
}

/** A property of an object from the page, without trusting its type. */
function propertyOf(value: unknown, name: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  return (value as Record<string, unknown>)[name];
}

/** The Android wrapper's interface: `window.TransitAndroid.postMessage(json)`. */
export function androidHost(androidInterface: PostTarget): NativeHost {
  return {
    platform: 'android',
    // A JavaScript interface takes strings: the envelope goes as JSON.
    post: (envelope) => void androidInterface.postMessage(JSON.stringify(envelope)),
  };
}

/** The iOS wrapper's message handler: `window.webkit.messageHandlers.transit.postMessage({ action, payload })`. */
export function iosHost(messageHandler: PostTarget): NativeHost {
  return {
    platform: 'ios',
    // WebKit clones the object into a dictionary for the handler.
    post: (envelope) => void messageHandler.postMessage(envelope),
  };
}

/** The wrapper interface `page` (a window) has: Android's first, then iOS's; undefined when it has none. */
export function detectHost(page: object): NativeHost | undefined {
  const androidInterface = propertyOf(page, ANDROID_INTERFACE_NAME);
  if (isPostTarget(androidInterface)) return androidHost(androidInterface);
  const handlers = propertyOf(propertyOf(page, 'webkit'), 'messageHandlers');
  const messageHandler = propertyOf(handlers, IOS_MESSAGE_HANDLER_NAME);
  if (isPostTarget(messageHandler)) return iosHost(messageHandler);
  return undefined;
}

/** The function a wrapper calls back with; every argument is the wrapper's and is read with care. */
export type ReceiveFunction = (callbackName: unknown, messageId?: unknown, payload?: unknown) => void;

/** What the bridge puts on `window` for the wrappers: `window.transitBridge.receive(…)`. */
export interface BridgeReceiver {
  readonly [RECEIVE_FUNCTION_NAME]: ReceiveFunction;
}

/**
 * Puts `receive` on `page` as `window.transitBridge.receive`; answers the function that takes it off again (only if
 * it is still this one: a newer bridge's stays).
 */
export function installReceiver(page: object, receive: ReceiveFunction): () => void {
  const receiver: BridgeReceiver = { [RECEIVE_FUNCTION_NAME]: receive };
  const slots = page as Record<string, unknown>;
  slots[RECEIVER_GLOBAL_NAME] = receiver;
  return () => {
    if (slots[RECEIVER_GLOBAL_NAME] === receiver) delete slots[RECEIVER_GLOBAL_NAME];
  };
}
