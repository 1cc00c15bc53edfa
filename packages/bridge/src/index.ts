/**
 * @packageDocumentation
 * `@transit/bridge`: the JavaScript bridge between the web app and its native wrappers (Android, its Huawei flavour,
 * iOS), issue 13.
 *
 * - **The contract** (contract.ts): every message the web posts and every callback it receives (spec §7), as data:
 *   each message's payload fields and, for a call, the callback that answers it; each callback's payload fields, its
 *   role (answers a call, is an event, or both) and its error twin (`<callback>Error`, whose payload is the spec's
 *   JSON string with errorCode and errorMessage). zod schemas, TypeScript types and a plain description
 *   (describeContract) all come from those tables.
 * - **The wire** (protocol.ts, hosts.ts): the web posts `{ action, payload }` to `window.TransitAndroid.postMessage(json)`
 *   (Android, as JSON) or `window.webkit.messageHandlers.transit.postMessage(object)` (iOS); a wrapper calls back with
 *   `window.transitBridge.receive(callbackName, messageId | null, payloadJson)`. A call's payload carries its
 *   `messageId`, and its answer carries it back.
 * - **The client** (createBridge, connectBridge): `post` for messages nothing answers, `call` for the others (a new
 *   message id, the answer's payload read with its schema, the default timeout of 10,000 ms, spec §9), `subscribe`
 *   for events, `send` for a message known only at run time. Everything answers a Result: a wrapper's error, an
 *   unreadable error payload (spec §8's two messages), a missing answer (spec §8's timeout), a payload that breaks its
 *   schema, and no wrapper at all (BRIDGE_UNAVAILABLE) are coded BridgeErrors from @transit/core, never a throw.
 * - **The wrappers' constants** (generateNativeConstants, bin/generateNativeConstants.ts): Kotlin and Swift files of
 *   every name, generated from the contract and checked in CI with `--check`.
 * - **A fake wrapper for tests**: '@transit/bridge/testing' (installFakeNativeHost in Vitest, fakeNativeHostScript for
 *   Playwright's addInitScript).
 *
 * The app reaches it only through its platform port (packages/app/src/platform: nativeBridge.ts), loaded only in the
 * Android and iOS apps.
 */
export {
  type AnswerCallbackName,
  type AnswerOf,
  type AnswerPayload,
  CALLBACKS,
  type CallbackDescription,
  type CallbackName,
  type CallbackPayload,
  callbackPayloadSchema,
  type CallbackRole,
  type CallbackSpecName,
  type CallMessageName,
  COLOR_PATTERN,
  type ContractDescription,
  contractTimeoutMs,
  describeContract,
  type ErrorCallbackName,
  errorCallbackName,
  type EventName,
  type FieldDescription,
  type Fields,
  type FieldSpec,
  type FieldValue,
  HEX_BYTES_PATTERN,
  isCallbackSpecName,
  isCallMessageName,
  isEventName,
  isMessageName,
  type MessageDescription,
  type MessageName,
  type MessagePayload,
  messagePayloadSchema,
  MESSAGES,
  type OutgoingMessage,
  type PayloadOf,
  type PostMessageName,
  type PreferenceValue,
  readCallbackName,
  type ReadCallbackName,
  RIDER_FLOW_TIMEOUT_MS,
} from './contract';
export {
  type Bridge,
  type BridgeEventListener,
  type BridgeOptions,
  type CallOptions,
  connectBridge,
  createBridge,
  type UncheckedMessage,
} from './createBridge';
export {
  bridgeUnavailableError,
  callbackNotJsonError,
  invalidCallbackPayloadError,
  invalidMessagePayloadError,
  postFailedError,
  unknownMessageError,
  wrongAnswerError,
} from './errors';
export {
  type CliFiles,
  type CliOutput,
  CLI_USAGE,
  DEFAULT_KOTLIN_PACKAGE,
  generateNativeConstants,
  kotlinConstants,
  type NativeConstants,
  type NativeConstantsOptions,
  runGenerateNativeConstants,
  swiftConstants,
} from './generateNativeConstants';
export {
  androidHost,
  type BridgeEnvelope,
  type BridgeReceiver,
  detectHost,
  installReceiver,
  iosHost,
  type NativeHost,
  type ReceiveFunction,
} from './hosts';
export {
  ACTION_FIELD,
  ANDROID_INTERFACE_NAME,
  ERROR_CALLBACK_SUFFIX,
  ERROR_CODE_FIELD,
  ERROR_MESSAGE_FIELD,
  IOS_MESSAGE_HANDLER_NAME,
  MESSAGE_ID_FIELD,
  type NativePlatform,
  PAYLOAD_FIELD,
  RECEIVE_FUNCTION_NAME,
  RECEIVER_GLOBAL_NAME,
} from './protocol';
