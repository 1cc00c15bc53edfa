/*
 * The wire around the contract's messages: where the wrappers put their interfaces on the page, the envelope a
 * message travels in, and the function a wrapper calls with a callback. Plain constants, no code, so that the
 * generator, the fake host's injected script and the app's host check can all read the same names.
 */

/**
 * The Android (and Huawei) wrapper's JavaScript interface on `window` (`addJavascriptInterface(…, "TransitAndroid")`):
 * the web calls `window.TransitAndroid.postMessage(json)` with the envelope as a JSON string (a JavaScript interface
 * takes strings, not objects).
 */
export const ANDROID_INTERFACE_NAME = 'TransitAndroid';

/**
 * The iOS wrapper's script message handler (`userContentController.add(…, name: "transit")`): the web calls
 * `window.webkit.messageHandlers.transit.postMessage({ action, payload })` with the envelope as an object (spec §7:
 * "iOS uses a message handler with an action name plus payload").
 */
export const IOS_MESSAGE_HANDLER_NAME = 'transit';

/**
 * The object the bridge installs on `window` for the wrappers to call back: `window.transitBridge.receive(callbackName,
 * messageId, payloadJson)`.
 */
export const RECEIVER_GLOBAL_NAME = 'transitBridge';

/** The receiver's function (see RECEIVER_GLOBAL_NAME). */
export const RECEIVE_FUNCTION_NAME = 'receive';

/** The field of a call's payload carrying its message id (spec §7: nfcTransceiveCommands (commands, messageId)). */
export const MESSAGE_ID_FIELD = 'messageId';

/** The envelope's field naming the message (spec §7: "an action name plus payload"). */
export const ACTION_FIELD = 'action';

/** The envelope's field carrying the message's payload. */
export const PAYLOAD_FIELD = 'payload';

/**
 * The suffix of a callback's error twin: a wrapper reports the failure of `onNfcCommandsTransceived` by calling
 * `onNfcCommandsTransceivedError` with a JSON string holding errorCode and errorMessage (spec §8).
 */
export const ERROR_CALLBACK_SUFFIX = 'Error';

/** The fields of an error callback's JSON string (spec §8). */
export const ERROR_CODE_FIELD = 'errorCode';
/** See ERROR_CODE_FIELD. */
export const ERROR_MESSAGE_FIELD = 'errorMessage';

/** Which wrapper a page runs in. Huawei's wrapper is the Android one's flavour and speaks as Android. */
export type NativePlatform = 'android' | 'ios';
