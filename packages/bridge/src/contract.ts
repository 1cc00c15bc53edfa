/*
 * The bridge's contract (spec §7): every message the web posts to a wrapper and every callback a wrapper calls back
 * with, as data. The zod schemas, the TypeScript types, the serialisable description the Kotlin and Swift constants
 * are generated from, and the fake host's answer table are all derived from the two tables below, so a message added
 * here exists everywhere at once.
 *
 * Naming: a message is the imperative the web asks for (`startNfcSession`, `readPreference`); a callback is `on` plus
 * what happened (`onNfcCommandsTransceived`, `onPreferenceRead`); a callback's failure is its error twin, the same
 * name plus `Error`, whose payload is the spec's JSON string with errorCode and errorMessage (spec §8).
 */
import { BRIDGE_CALL_TIMEOUT_MS } from '@transit/core';
import { z } from 'zod';
import {
  ANDROID_INTERFACE_NAME,
  ERROR_CALLBACK_SUFFIX,
  ERROR_CODE_FIELD,
  ERROR_MESSAGE_FIELD,
  IOS_MESSAGE_HANDLER_NAME,
  MESSAGE_ID_FIELD,
  RECEIVE_FUNCTION_NAME,
  RECEIVER_GLOBAL_NAME,
} from './protocol';

// ---------------------------------------------------------------------------------------------------------------
// Field types

/** A preference's value (spec §7: preferences set as string, number or boolean). */
export type PreferenceValue = string | number | boolean;

/** The value of each field type but `enum`. */
interface FieldValues {
  /** Any text. */
  readonly string: string;
  readonly boolean: boolean;
  /** An opaque colour, '#rrggbb'. */
  readonly color: string;
  /** Bytes as hexadecimal text, two digits a byte, one string a command or response (an NFC APDU). */
  readonly hexBytesList: readonly string[];
  readonly preferenceValue: PreferenceValue;
  /** A preference's value, null when the key holds none. */
  readonly preferenceValueOrNull: PreferenceValue | null;
}

/** How a payload field is typed on the wire; each maps to a zod schema here and to a Kotlin and a Swift type. */
export type FieldSpec =
  | { readonly type: keyof FieldValues }
  | { readonly type: 'enum'; readonly values: readonly [string, ...string[]] };

/** A payload's fields by name. Every field is required: a wrapper that has nothing to say sends null where allowed. */
export type Fields = Readonly<Record<string, FieldSpec>>;

/** The TypeScript value of a field. */
export type FieldValue<F extends FieldSpec> = F extends {
  readonly type: 'enum';
  readonly values: readonly (infer V)[];
}
  ? V
  : F extends { readonly type: infer T extends keyof FieldValues }
    ? FieldValues[T]
    : never;

/** The TypeScript value of a payload with these fields. */
export type PayloadOf<F extends Fields> = { readonly [K in keyof F]: FieldValue<F[K]> };

const TEXT = { type: 'string' } as const;
const FLAG = { type: 'boolean' } as const;
const COLOR = { type: 'color' } as const;
const HEX_BYTES_LIST = { type: 'hexBytesList' } as const;
const PREFERENCE_VALUE = { type: 'preferenceValue' } as const;
const PREFERENCE_VALUE_OR_NULL = { type: 'preferenceValueOrNull' } as const;
const STATUS_BAR_CONTENT = { type: 'enum', values: ['light', 'dark'] } as const;
/** Google's User Messaging Platform's consent status, by its constant's name. */
const CONSENT_STATUS = { type: 'enum', values: ['UNKNOWN', 'REQUIRED', 'NOT_REQUIRED', 'OBTAINED'] } as const;
/** Google's User Messaging Platform's privacy options requirement status, by its constant's name. */
const PRIVACY_OPTIONS_REQUIREMENT = {
  type: 'enum',
  values: ['UNKNOWN', 'REQUIRED', 'NOT_REQUIRED'],
} as const;

/** '#rrggbb'. */
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** Whole bytes as hexadecimal digits. */
export const HEX_BYTES_PATTERN = /^(?:[0-9a-fA-F]{2})*$/;

// ---------------------------------------------------------------------------------------------------------------
// Callbacks (wrapper → web)

/**
 * What a callback is for: `answer` answers one call (it comes with that call's message id); `event` happens on the
 * wrapper's side and goes to the web's subscribers (no message id); `answerOrEvent` does both (a purchase answers
 * the purchase start, and a purchase finished later, or outside the app, still arrives).
 */
export type CallbackRole = 'answer' | 'event' | 'answerOrEvent';

interface CallbackSpec {
  readonly doc: string;
  readonly role: CallbackRole;
  /** Whether the callback has an error twin (`<name>Error`); every answer has one, so every call can fail. */
  readonly hasError: boolean;
  readonly fields: Fields;
}

/** Every callback a wrapper calls back with (spec §7, "Native callbacks received"). */
export const CALLBACKS = {
  onPreferenceRead: {
    doc: 'A preference was read: its key and value (null when the key holds none).',
    role: 'answer',
    hasError: true,
    fields: { key: TEXT, value: PREFERENCE_VALUE_OR_NULL },
  },
  onPreferenceSet: {
    doc: 'A preference (string, number or boolean) was written.',
    role: 'answer',
    hasError: true,
    fields: { key: TEXT },
  },
  onPreferenceDeleted: {
    doc: 'A preference was deleted.',
    role: 'answer',
    hasError: true,
    fields: { key: TEXT },
  },
  onAllPreferencesDeleted: {
    doc: 'Every preference was deleted.',
    role: 'answer',
    hasError: true,
    fields: {},
  },
  onConsentInformationReset: {
    doc: 'The ad consent information was reset (after resetUMPConsentInformation), or could not be.',
    role: 'event',
    hasError: true,
    fields: {},
  },
  onConsentInformationRead: {
    doc: "The ad consent information, as Google's User Messaging Platform gives it.",
    role: 'answer',
    hasError: true,
    fields: {
      consentStatus: CONSENT_STATUS,
      canRequestAds: FLAG,
      privacyOptionsRequirementStatus: PRIVACY_OPTIONS_REQUIREMENT,
    },
  },
  onPrivacyOptionsFormDismissed: {
    doc: 'The privacy options form (showUMPPrivacyOptionsForm) was dismissed, or failed.',
    role: 'event',
    hasError: true,
    fields: {},
  },
  onConsentFormDismissed: {
    doc: 'The consent form the wrapper shows at launch was dismissed, or failed.',
    role: 'event',
    hasError: true,
    fields: {},
  },
  onStoreReferrerRead: {
    doc: "The store's install referrer, as the store gives it (Google Play: the acquisition-source tag).",
    role: 'answer',
    hasError: true,
    fields: { referrer: TEXT },
  },
  onReviewPopupFinished: {
    doc: "The store's in-app review popup finished (the store does not say whether it was shown), or failed.",
    role: 'answer',
    hasError: true,
    fields: {},
  },
  onNfcCommandsTransceived: {
    doc: "The card's responses to nfcTransceiveCommands, one per command and in their order.",
    role: 'answer',
    hasError: true,
    fields: { responses: HEX_BYTES_LIST },
  },
  onNfcTagDiscovered: {
    doc: 'A card was held to the phone during an NFC session.',
    role: 'event',
    hasError: false,
    fields: {},
  },
  onNfcSupported: {
    doc: 'Whether the device can read NFC cards at all.',
    role: 'answer',
    hasError: true,
    fields: { isSupported: FLAG },
  },
  onNfcEnabled: {
    doc: "Whether the device's NFC is switched on.",
    role: 'answer',
    hasError: true,
    fields: { isEnabled: FLAG },
  },
  onNfcEnablementChanged: {
    doc: "The device's NFC was switched on or off.",
    role: 'event',
    hasError: false,
    fields: { isEnabled: FLAG },
  },
  onPurchasesUpdated: {
    doc:
      "A store purchase, as Google Play Billing gives it: one call a purchase, with the purchase start's message id " +
      "when it answers one. Its error twin is the purchase start's failure (cancelled, already owned...).",
    role: 'answerOrEvent',
    hasError: true,
    fields: { packageName: TEXT, productId: TEXT, purchaseToken: TEXT },
  },
} as const satisfies Readonly<Record<string, CallbackSpec>>;

type Callbacks = typeof CALLBACKS;

/** A callback of the table (not an error twin). */
export type CallbackSpecName = keyof Callbacks;

/** A callback that answers calls. */
export type AnswerCallbackName = {
  [C in CallbackSpecName]: Callbacks[C]['role'] extends 'event' ? never : C;
}[CallbackSpecName];

/** A callback the web can subscribe to. */
export type EventName = {
  [C in CallbackSpecName]: Callbacks[C]['role'] extends 'answer' ? never : C;
}[CallbackSpecName];

/** A callback with an error twin. */
type FailingCallbackName = {
  [C in CallbackSpecName]: Callbacks[C]['hasError'] extends true ? C : never;
}[CallbackSpecName];

/** An error twin: the callback's name plus `Error`. */
export type ErrorCallbackName = `${FailingCallbackName}${typeof ERROR_CALLBACK_SUFFIX}`;

/** Every name a wrapper may call back with. */
export type CallbackName = CallbackSpecName | ErrorCallbackName;

/** The payload of a callback. */
export type CallbackPayload<C extends CallbackSpecName> = PayloadOf<Callbacks[C]['fields']>;

// ---------------------------------------------------------------------------------------------------------------
// Messages (web → wrapper)

/**
 * How long a call that waits on the rider may take: a store's purchase sheet or review popup stays open as long as
 * the rider reads it, far past the default 10,000 ms (spec §9), which is for the wrapper's own answers.
 */
export const RIDER_FLOW_TIMEOUT_MS = 10 * 60_000;

/** A message nothing answers: the web posts it and goes on. */
interface PostSpec {
  readonly kind: 'post';
  readonly doc: string;
  readonly fields: Fields;
}

/** A message a callback answers: it carries a message id, and the answer carries it back (spec §4). */
interface CallSpec {
  readonly kind: 'call';
  readonly doc: string;
  readonly fields: Fields;
  readonly answer: AnswerCallbackName;
  /** How long the web waits for the answer; the bridge's default (10,000 ms, spec §9) when absent. */
  readonly timeoutMs?: number;
}

/**
 * Every message the web posts (spec §7, "Native bridge messages posted to the wrapper", and the Android calls it
 * lists). A call's payload also carries `messageId`, which the bridge adds; its fields here are the rest.
 */
export const MESSAGES = {
  initAdmobWithConsents: {
    kind: 'post',
    doc: 'Starts the ad SDK after the consent form, with the consents the rider gave.',
    fields: {},
  },
  initAdmobWithoutConsents: {
    kind: 'post',
    doc: 'Starts the ad SDK without asking for consent.',
    fields: {},
  },
  showInterstitialAd: { kind: 'post', doc: 'Shows an interstitial ad now.', fields: {} },
  enableTopAd: { kind: 'post', doc: 'Shows the top banner ad.', fields: {} },
  disableTopAd: { kind: 'post', doc: 'Hides the top banner ad.', fields: {} },
  enableBottomAd: { kind: 'post', doc: 'Shows the bottom banner ad.', fields: {} },
  disableBottomAd: { kind: 'post', doc: 'Hides the bottom banner ad.', fields: {} },
  resetUMPConsentInformation: {
    kind: 'post',
    doc: 'Resets the ad consent information; onConsentInformationReset follows.',
    fields: {},
  },
  showUMPPrivacyOptionsForm: {
    kind: 'post',
    doc: 'Shows the privacy options form; onPrivacyOptionsFormDismissed follows.',
    fields: {},
  },
  readConsentInformation: {
    kind: 'call',
    doc: 'Reads the ad consent information (spec §7: consent information can also be read as JSON).',
    fields: {},
    answer: 'onConsentInformationRead',
  },
  startNfcSession: {
    kind: 'post',
    doc: "Starts an NFC reading session, showing `message` (iOS: the reader sheet's text); onNfcTagDiscovered follows.",
    fields: { message: TEXT },
  },
  closeNfcSessionWithSuccess: { kind: 'post', doc: 'Ends the NFC session: the card was read.', fields: {} },
  closeNfcSessionWithError: {
    kind: 'post',
    doc: 'Ends the NFC session with `errorMessage` shown (iOS: the reader sheet).',
    fields: { errorMessage: TEXT },
  },
  setNfcSessionMessage: {
    kind: 'post',
    doc: 'Changes the text the NFC session shows.',
    fields: { message: TEXT },
  },
  nfcTransceiveCommands: {
    kind: 'call',
    doc: 'Sends commands (APDUs, hexadecimal) to the card held to the phone, in order.',
    fields: { commands: HEX_BYTES_LIST },
    answer: 'onNfcCommandsTransceived',
  },
  isNfcAvailable: {
    kind: 'call',
    doc: 'Asks whether NFC reading is available on the device (iOS: the reader session is available).',
    fields: {},
    answer: 'onNfcSupported',
  },
  isNfcSupported: {
    kind: 'call',
    doc: 'Asks whether the device can read NFC cards.',
    fields: {},
    answer: 'onNfcSupported',
  },
  isNfcEnabled: {
    kind: 'call',
    doc: "Asks whether the device's NFC is switched on.",
    fields: {},
    answer: 'onNfcEnabled',
  },
  openNfcSettings: { kind: 'post', doc: "Opens the device's NFC settings.", fields: {} },
  setStatusBarColor: {
    kind: 'post',
    doc: 'Colours the status bar (spec §4: Android 38+), with light or dark content (icons, clock).',
    fields: { color: COLOR, content: STATUS_BAR_CONTENT },
  },
  setNavigationBarColor: {
    kind: 'post',
    doc: 'Colours the navigation bar.',
    fields: { color: COLOR },
  },
  readPreference: {
    kind: 'call',
    doc: "Reads a preference from the wrapper's store.",
    fields: { key: TEXT },
    answer: 'onPreferenceRead',
  },
  setPreference: {
    kind: 'call',
    doc: "Writes a preference (string, number or boolean) to the wrapper's store.",
    fields: { key: TEXT, value: PREFERENCE_VALUE },
    answer: 'onPreferenceSet',
  },
  deletePreference: {
    kind: 'call',
    doc: "Deletes a preference from the wrapper's store.",
    fields: { key: TEXT },
    answer: 'onPreferenceDeleted',
  },
  deleteAllPreferences: {
    kind: 'call',
    doc: "Deletes every preference from the wrapper's store.",
    fields: {},
    answer: 'onAllPreferencesDeleted',
  },
  showReviewPopup: {
    kind: 'call',
    doc: "Opens the store's in-app review popup.",
    fields: {},
    answer: 'onReviewPopupFinished',
    timeoutMs: RIDER_FLOW_TIMEOUT_MS,
  },
  readStoreReferrer: {
    kind: 'call',
    doc: "Reads the store's install referrer.",
    fields: {},
    answer: 'onStoreReferrerRead',
  },
  startSubscriptionPurchase: {
    kind: 'call',
    doc: "Starts the store's purchase of a subscription's base plan.",
    fields: { subscriptionId: TEXT, basePlanId: TEXT },
    answer: 'onPurchasesUpdated',
    timeoutMs: RIDER_FLOW_TIMEOUT_MS,
  },
  startOneTimeProductPurchase: {
    kind: 'call',
    doc: "Starts the store's purchase of a one-time product.",
    fields: { productId: TEXT },
    answer: 'onPurchasesUpdated',
    timeoutMs: RIDER_FLOW_TIMEOUT_MS,
  },
} as const satisfies Readonly<Record<string, PostSpec | CallSpec>>;

type Messages = typeof MESSAGES;

/** Every message the web posts. */
export type MessageName = keyof Messages;

/** A message nothing answers. */
export type PostMessageName = {
  [N in MessageName]: Messages[N]['kind'] extends 'post' ? N : never;
}[MessageName];

/** A message a callback answers. */
export type CallMessageName = Exclude<MessageName, PostMessageName>;

/** What the web gives a message (a call's messageId is the bridge's to add). */
export type MessagePayload<N extends MessageName> = PayloadOf<Messages[N]['fields']>;

/** The callback that answers a call. */
export type AnswerOf<N extends CallMessageName> = Messages[N] extends {
  readonly answer: infer C extends AnswerCallbackName;
}
  ? C
  : never;

/** What a call resolves with: its answer's payload. */
export type AnswerPayload<N extends CallMessageName> = CallbackPayload<AnswerOf<N>>;

/** A message as the web hands it to the bridge: its name, and its payload unless it has no fields. */
export type OutgoingMessage<N extends MessageName> = {
  readonly name: N;
} & (keyof Messages[N]['fields'] extends never
  ? { readonly payload?: Readonly<Record<string, never>> }
  : { readonly payload: MessagePayload<N> });

// ---------------------------------------------------------------------------------------------------------------
// Lookups

/** Whether `name` is one of the contract's messages. */
export function isMessageName(name: unknown): name is MessageName {
  return typeof name === 'string' && Object.hasOwn(MESSAGES, name);
}

/** Whether `name` is a call (a message a callback answers). */
export function isCallMessageName(name: MessageName): name is CallMessageName {
  return MESSAGES[name].kind === 'call';
}

/** Whether `name` is one of the table's callbacks (not an error twin). */
export function isCallbackSpecName(name: unknown): name is CallbackSpecName {
  return typeof name === 'string' && Object.hasOwn(CALLBACKS, name);
}

/** The error twin of a callback. */
export function errorCallbackName<C extends FailingCallbackName>(
  name: C,
): `${C}${typeof ERROR_CALLBACK_SUFFIX}` {
  return `${name}${ERROR_CALLBACK_SUFFIX}`;
}

/** A received callback's name, read: the table's callback it is, and whether it is that callback's error twin. */
export type ReadCallbackName =
  | { readonly callback: CallbackSpecName; readonly isError: false }
  | { readonly callback: FailingCallbackName; readonly isError: true };

/** Reads a received callback's name; undefined when the contract has no such callback. */
export function readCallbackName(name: unknown): ReadCallbackName | undefined {
  if (isCallbackSpecName(name)) return { callback: name, isError: false };
  if (typeof name !== 'string' || !name.endsWith(ERROR_CALLBACK_SUFFIX)) return undefined;
  const callback = name.slice(0, -ERROR_CALLBACK_SUFFIX.length);
  if (!isCallbackSpecName(callback) || !CALLBACKS[callback].hasError) return undefined;
  return { callback: callback as FailingCallbackName, isError: true };
}

/** Whether subscribers hear a callback. */
export function isEventName(name: CallbackSpecName): name is EventName {
  return CALLBACKS[name].role !== 'answer';
}

/** How long the web waits for a call's answer when the contract gives the call its own time; else undefined. */
export function contractTimeoutMs(name: CallMessageName): number | undefined {
  const spec: CallSpec = MESSAGES[name];
  return spec.timeoutMs;
}

// ---------------------------------------------------------------------------------------------------------------
// Schemas

function fieldSchema(field: FieldSpec): z.ZodType {
  switch (field.type) {
    case 'string':
      return z.string();
    case 'boolean':
      return z.boolean();
    case 'color':
      return z.string().regex(COLOR_PATTERN, 'Expected a colour as #rrggbb');
    case 'hexBytesList':
      return z.array(z.string().regex(HEX_BYTES_PATTERN, 'Expected bytes as hexadecimal digits'));
    case 'preferenceValue':
      return z.union([z.string(), z.number(), z.boolean()]);
    case 'preferenceValueOrNull':
      return z.union([z.string(), z.number(), z.boolean(), z.null()]);
    case 'enum':
      return z.enum(field.values);
  }
}

function shapeOf(fields: Fields): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)]));
}

// Built on first use: a page that never speaks to a wrapper builds none, and a wrapper's page only those it uses.
const messageSchemas = new Map<MessageName, z.ZodType>();
const callbackSchemas = new Map<CallbackSpecName, z.ZodType>();

/**
 * The schema of what the web gives a message: strict, so that a misspelt field is an error rather than a field the
 * wrapper never reads.
 */
export function messagePayloadSchema<N extends MessageName>(name: N): z.ZodType<MessagePayload<N>> {
  let schema = messageSchemas.get(name);
  if (schema === undefined) {
    schema = z.strictObject(shapeOf(MESSAGES[name].fields));
    messageSchemas.set(name, schema);
  }
  // The schema is built from the same table as the type (contract.test.ts round-trips every message through it).
  return schema as z.ZodType<MessagePayload<N>>;
}

/**
 * The schema of a callback's payload: fields it does not know are dropped, so a newer wrapper may send more. The
 * message id travels beside the payload, not in it.
 */
export function callbackPayloadSchema<C extends CallbackSpecName>(name: C): z.ZodType<CallbackPayload<C>> {
  let schema = callbackSchemas.get(name);
  if (schema === undefined) {
    schema = z.object(shapeOf(CALLBACKS[name].fields));
    callbackSchemas.set(name, schema);
  }
  return schema as z.ZodType<CallbackPayload<C>>;
}

// ---------------------------------------------------------------------------------------------------------------
// The serialisable description (for the Kotlin and Swift generator, and for anyone reading the contract as JSON)

/** A field as the description gives it. */
export interface FieldDescription {
  readonly name: string;
  readonly type: FieldSpec['type'];
  /** An enum's values. */
  readonly values?: readonly string[];
}

/** A message as the description gives it. */
export interface MessageDescription {
  readonly name: MessageName;
  readonly kind: 'post' | 'call';
  readonly doc: string;
  /** Its payload's fields; a call's include `messageId` (a string), last. */
  readonly fields: readonly FieldDescription[];
  /** A call's answer, and the answer's error twin. */
  readonly answer?: AnswerCallbackName;
  readonly errorAnswer?: string;
  /** How long the web waits for a call's answer. */
  readonly timeoutMs?: number;
}

/** A callback as the description gives it (error twins are callbacks of their own). */
export interface CallbackDescription {
  readonly name: string;
  readonly doc: string;
  /** `error` for an error twin: its payload is the JSON string of errorCode and errorMessage. */
  readonly role: CallbackRole | 'error';
  readonly fields: readonly FieldDescription[];
  /** A callback's error twin. */
  readonly errorCallback?: string;
  /** An error twin's callback. */
  readonly errorOf?: CallbackSpecName;
}

/** The whole contract as plain JSON-able data. */
export interface ContractDescription {
  readonly androidInterface: string;
  readonly iosMessageHandler: string;
  /** The function a wrapper calls back with: `window.transitBridge.receive(callbackName, messageId, payloadJson)`. */
  readonly receiveFunction: string;
  readonly messageIdField: string;
  readonly errorCallbackSuffix: string;
  readonly errorCodeField: string;
  readonly errorMessageField: string;
  readonly defaultTimeoutMs: number;
  readonly messages: readonly MessageDescription[];
  readonly callbacks: readonly CallbackDescription[];
}

function describeFields(fields: Fields): FieldDescription[] {
  return Object.entries(fields).map(([name, field]) =>
    field.type === 'enum'
      ? { name, type: field.type, values: [...field.values] }
      : { name, type: field.type },
  );
}

/** The contract as plain data, in the tables' order. */
export function describeContract(): ContractDescription {
  const messageIdField: FieldDescription = { name: MESSAGE_ID_FIELD, type: 'string' };
  const messages = (Object.keys(MESSAGES) as MessageName[]).map((name): MessageDescription => {
    const spec: PostSpec | CallSpec = MESSAGES[name];
    const fields = describeFields(spec.fields);
    if (spec.kind === 'post') return { name, kind: spec.kind, doc: spec.doc, fields };
    return {
      name,
      kind: spec.kind,
      doc: spec.doc,
      fields: [...fields, messageIdField],
      answer: spec.answer,
      errorAnswer: `${spec.answer}${ERROR_CALLBACK_SUFFIX}`,
      timeoutMs: spec.timeoutMs ?? BRIDGE_CALL_TIMEOUT_MS,
    };
  });
  const callbacks = (Object.keys(CALLBACKS) as CallbackSpecName[]).flatMap((name): CallbackDescription[] => {
    const spec: CallbackSpec = CALLBACKS[name];
    const fields = describeFields(spec.fields);
    if (!spec.hasError) return [{ name, doc: spec.doc, role: spec.role, fields }];
    const errorCallback = `${name}${ERROR_CALLBACK_SUFFIX}`;
    return [
      { name, doc: spec.doc, role: spec.role, fields, errorCallback },
      {
        name: errorCallback,
        doc: `${name} failed: a JSON string with ${ERROR_CODE_FIELD} and ${ERROR_MESSAGE_FIELD}.`,
        role: 'error',
        fields: [
          { name: ERROR_CODE_FIELD, type: 'string' },
          { name: ERROR_MESSAGE_FIELD, type: 'string' },
        ],
        errorOf: name,
      },
    ];
  });
  return {
    androidInterface: ANDROID_INTERFACE_NAME,
    iosMessageHandler: IOS_MESSAGE_HANDLER_NAME,
    receiveFunction: `window.${RECEIVER_GLOBAL_NAME}.${RECEIVE_FUNCTION_NAME}`,
    messageIdField: MESSAGE_ID_FIELD,
    errorCallbackSuffix: ERROR_CALLBACK_SUFFIX,
    errorCodeField: ERROR_CODE_FIELD,
    errorMessageField: ERROR_MESSAGE_FIELD,
    defaultTimeoutMs: BRIDGE_CALL_TIMEOUT_MS,
    messages,
    callbacks,
  };
}
