import { BRIDGE_CALL_TIMEOUT_MS } from '@transit/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type AnswerPayload,
  CALLBACKS,
  callbackPayloadSchema,
  type CallbackName,
  type CallbackSpecName,
  type CallMessageName,
  contractTimeoutMs,
  describeContract,
  errorCallbackName,
  type EventName,
  isCallbackSpecName,
  isCallMessageName,
  isEventName,
  isMessageName,
  type MessageName,
  messagePayloadSchema,
  MESSAGES,
  type OutgoingMessage,
  type PostMessageName,
  readCallbackName,
  RIDER_FLOW_TIMEOUT_MS,
} from './contract';
import { EXAMPLE_CALLBACK_PAYLOADS, EXAMPLE_MESSAGE_PAYLOADS } from './examples';

const MESSAGE_NAMES = Object.keys(MESSAGES) as MessageName[];
const CALLBACK_NAMES = Object.keys(CALLBACKS) as CallbackSpecName[];

/** Spec §7, "Native bridge messages posted to the wrapper", with the payload fields it lists. */
const SPEC_MESSAGES: readonly (readonly [MessageName, readonly string[]])[] = [
  ['initAdmobWithConsents', []],
  ['initAdmobWithoutConsents', []],
  ['showInterstitialAd', []],
  ['enableTopAd', []],
  ['disableTopAd', []],
  ['enableBottomAd', []],
  ['disableBottomAd', []],
  ['resetUMPConsentInformation', []],
  ['showUMPPrivacyOptionsForm', []],
  ['startNfcSession', ['message']],
  ['closeNfcSessionWithSuccess', []],
  ['closeNfcSessionWithError', ['errorMessage']],
  ['setNfcSessionMessage', ['message']],
  ['nfcTransceiveCommands', ['commands', 'messageId']],
  ['isNfcAvailable', ['messageId']],
];

describe('the contract: every message the web posts (spec §7)', () => {
  it.each(SPEC_MESSAGES)('has the spec’s message %s with its fields %j', (name, fields) => {
    const described = describeContract().messages.find((message) => message.name === name);
    expect(described?.fields.map((field) => field.name)).toEqual(fields);
  });

  it('has the Android calls the spec lists: bar colours, preferences, review, referrer, NFC, purchases', () => {
    expect(MESSAGE_NAMES).toEqual(
      expect.arrayContaining([
        'setStatusBarColor',
        'setNavigationBarColor',
        'readPreference',
        'setPreference',
        'deletePreference',
        'deleteAllPreferences',
        'showReviewPopup',
        'readStoreReferrer',
        'readConsentInformation',
        'openNfcSettings',
        'isNfcSupported',
        'isNfcEnabled',
        'startSubscriptionPurchase',
        'startOneTimeProductPurchase',
      ]),
    );
  });

  it('gives the purchase starts the fields the app sends, answered with the purchase', () => {
    expect(Object.keys(MESSAGES.startSubscriptionPurchase.fields)).toEqual(['subscriptionId', 'basePlanId']);
    expect(Object.keys(MESSAGES.startOneTimeProductPurchase.fields)).toEqual(['productId']);
    expect(MESSAGES.startSubscriptionPurchase.answer).toBe('onPurchasesUpdated');
    expect(MESSAGES.startOneTimeProductPurchase.answer).toBe('onPurchasesUpdated');
    expect(Object.keys(CALLBACKS.onPurchasesUpdated.fields)).toEqual([
      'packageName',
      'productId',
      'purchaseToken',
    ]);
  });

  it.each(MESSAGE_NAMES)('%s: its example round-trips through its schema and JSON', (name) => {
    const example = EXAMPLE_MESSAGE_PAYLOADS[name];
    const schema = messagePayloadSchema(name);
    expect(schema.parse(example)).toEqual(example);
    expect(schema.parse(JSON.parse(JSON.stringify(example)))).toEqual(example);
    // Built once and kept.
    expect(messagePayloadSchema(name)).toBe(schema);
  });

  it.each(MESSAGE_NAMES)('%s: a field it does not have is refused (a misspelt field is no field)', (name) => {
    const parsed = messagePayloadSchema(name).safeParse({ ...EXAMPLE_MESSAGE_PAYLOADS[name], extra: 1 });
    expect(parsed.success).toBe(false);
  });

  it.each(MESSAGE_NAMES.filter((name) => Object.keys(MESSAGES[name].fields).length > 0))(
    '%s: each of its fields is required and typed',
    (name) => {
      const example: Record<string, unknown> = EXAMPLE_MESSAGE_PAYLOADS[name];
      for (const field of Object.keys(MESSAGES[name].fields)) {
        const { [field]: _left, ...without } = example;
        expect(messagePayloadSchema(name).safeParse(without).success).toBe(false);
        expect(messagePayloadSchema(name).safeParse({ ...example, [field]: { not: 'this' } }).success).toBe(
          false,
        );
      }
    },
  );

  it('a call’s messageId is the bridge’s: the web cannot give one', () => {
    expect(messagePayloadSchema('isNfcAvailable').safeParse({ messageId: 'mine' }).success).toBe(false);
  });

  it('reads colours as #rrggbb, commands as whole hexadecimal bytes, the status bar content as light or dark', () => {
    const color = messagePayloadSchema('setNavigationBarColor');
    expect(color.safeParse({ color: '#a1B2c3' }).success).toBe(true);
    for (const bad of ['a1b2c3', '#abc', '#a1b2c3d4', 'red', '#gg0000']) {
      expect(color.safeParse({ color: bad }).success).toBe(false);
    }
    const commands = messagePayloadSchema('nfcTransceiveCommands');
    expect(commands.safeParse({ commands: [] }).success).toBe(true);
    expect(commands.safeParse({ commands: ['', '9000', 'abCD'] }).success).toBe(true);
    for (const bad of ['900', '90 00', '0x9000', 'zz']) {
      expect(commands.safeParse({ commands: [bad] }).success).toBe(false);
    }
    const statusBar = messagePayloadSchema('setStatusBarColor');
    expect(statusBar.safeParse({ color: '#000000', content: 'dark' }).success).toBe(true);
    expect(statusBar.safeParse({ color: '#000000', content: 'grey' }).success).toBe(false);
  });

  it('sets a preference to a string, a number or a boolean (spec §7), and nothing else', () => {
    const schema = messagePayloadSchema('setPreference');
    for (const value of ['es', 38, 0.5, true, false]) {
      expect(schema.safeParse({ key: 'k', value }).success).toBe(true);
    }
    for (const value of [null, [], {}, undefined]) {
      expect(schema.safeParse({ key: 'k', value }).success).toBe(false);
    }
  });
});

describe('the contract: every callback the web receives (spec §7)', () => {
  it('has a callback for each the spec lists', () => {
    expect(CALLBACK_NAMES).toEqual([
      // preferences read, set, deleted, all deleted
      'onPreferenceRead',
      'onPreferenceSet',
      'onPreferenceDeleted',
      'onAllPreferencesDeleted',
      // consent reset, read, privacy form and consent form dismissed
      'onConsentInformationReset',
      'onConsentInformationRead',
      'onPrivacyOptionsFormDismissed',
      'onConsentFormDismissed',
      // store referrer read; review popup
      'onStoreReferrerRead',
      'onReviewPopupFinished',
      // NFC commands transceived, tag discovered, supported, enabled, enablement changed
      'onNfcCommandsTransceived',
      'onNfcTagDiscovered',
      'onNfcSupported',
      'onNfcEnabled',
      'onNfcEnablementChanged',
      // purchases updated
      'onPurchasesUpdated',
    ]);
  });

  it.each([
    'onConsentInformationReset',
    'onConsentInformationRead',
    'onPrivacyOptionsFormDismissed',
    'onConsentFormDismissed',
    'onReviewPopupFinished',
    'onNfcCommandsTransceived',
  ] as const)('%s has success and error (spec §7)', (name) => {
    expect(CALLBACKS[name].hasError).toBe(true);
    expect(readCallbackName(`${name}Error`)).toEqual({ callback: name, isError: true });
  });

  it.each(CALLBACK_NAMES)('%s: its example round-trips through its schema and JSON', (name) => {
    const example = EXAMPLE_CALLBACK_PAYLOADS[name];
    const schema = callbackPayloadSchema(name);
    expect(schema.parse(example)).toEqual(example);
    expect(schema.parse(JSON.parse(JSON.stringify(example)))).toEqual(example);
    expect(callbackPayloadSchema(name)).toBe(schema);
  });

  it.each(CALLBACK_NAMES)('%s: fields a newer wrapper adds are dropped, not refused', (name) => {
    expect(callbackPayloadSchema(name).parse({ ...EXAMPLE_CALLBACK_PAYLOADS[name], newer: true })).toEqual(
      EXAMPLE_CALLBACK_PAYLOADS[name],
    );
  });

  it.each(CALLBACK_NAMES.filter((name) => Object.keys(CALLBACKS[name].fields).length > 0))(
    '%s: a payload missing a field is refused',
    (name) => {
      const example: Record<string, unknown> = EXAMPLE_CALLBACK_PAYLOADS[name];
      for (const field of Object.keys(CALLBACKS[name].fields)) {
        const { [field]: _left, ...without } = example;
        expect(callbackPayloadSchema(name).safeParse(without).success).toBe(false);
      }
    },
  );

  it('reads a preference that holds nothing as null', () => {
    expect(callbackPayloadSchema('onPreferenceRead').parse({ key: 'k', value: null })).toEqual({
      key: 'k',
      value: null,
    });
  });
});

describe('the contract: calls and their answers', () => {
  const calls = MESSAGE_NAMES.filter(isCallMessageName);

  it('the spec’s messages with a messageId are calls; the others are posted', () => {
    expect(calls).toEqual(expect.arrayContaining(['nfcTransceiveCommands', 'isNfcAvailable']));
    expect(MESSAGES.showInterstitialAd.kind).toBe('post');
    expect(isCallMessageName('startNfcSession')).toBe(false);
  });

  it.each(calls)('%s is answered by a callback that answers calls and has an error twin', (name) => {
    const answer = MESSAGES[name].answer;
    expect(isCallbackSpecName(answer)).toBe(true);
    expect(CALLBACKS[answer].role).not.toBe('event');
    expect(CALLBACKS[answer].hasError).toBe(true);
  });

  it('waits the spec’s default 10000 ms, and longer where the rider is in a store’s sheet', () => {
    expect(contractTimeoutMs('nfcTransceiveCommands')).toBeUndefined();
    expect(contractTimeoutMs('startSubscriptionPurchase')).toBe(RIDER_FLOW_TIMEOUT_MS);
    expect(contractTimeoutMs('startOneTimeProductPurchase')).toBe(RIDER_FLOW_TIMEOUT_MS);
    expect(contractTimeoutMs('showReviewPopup')).toBe(RIDER_FLOW_TIMEOUT_MS);
  });

  it('events are what subscribers hear: tag discovered, enablement changed, purchases updated, the forms', () => {
    expect(CALLBACK_NAMES.filter(isEventName)).toEqual([
      'onConsentInformationReset',
      'onPrivacyOptionsFormDismissed',
      'onConsentFormDismissed',
      'onNfcTagDiscovered',
      'onNfcEnablementChanged',
      'onPurchasesUpdated',
    ]);
  });
});

describe('the contract: reading names', () => {
  it('knows its messages and nothing else', () => {
    expect(isMessageName('startNfcSession')).toBe(true);
    expect(isMessageName('openNfcReader')).toBe(false);
    expect(isMessageName('toString')).toBe(false);
    expect(isMessageName(42)).toBe(false);
  });

  it('reads a callback and its error twin, and nothing else', () => {
    expect(readCallbackName('onNfcTagDiscovered')).toEqual({
      callback: 'onNfcTagDiscovered',
      isError: false,
    });
    expect(readCallbackName('onPurchasesUpdatedError')).toEqual({
      callback: 'onPurchasesUpdated',
      isError: true,
    });
    expect(errorCallbackName('onPurchasesUpdated')).toBe('onPurchasesUpdatedError');
    // Tag discovered and enablement changed have no error twin.
    expect(readCallbackName('onNfcTagDiscoveredError')).toBeUndefined();
    expect(readCallbackName('onNothingError')).toBeUndefined();
    expect(readCallbackName('Error')).toBeUndefined();
    expect(readCallbackName('onNothing')).toBeUndefined();
    expect(readCallbackName('hasOwnProperty')).toBeUndefined();
    expect(readCallbackName(undefined)).toBeUndefined();
  });
});

describe('describeContract: the contract as plain data for the generator', () => {
  const contract = describeContract();

  it('is JSON', () => {
    expect(JSON.parse(JSON.stringify(contract))).toEqual(contract);
  });

  it('names the wire: the Android interface, the iOS handler, the receiver and the message id', () => {
    expect(contract).toMatchObject({
      androidInterface: 'TransitAndroid',
      iosMessageHandler: 'transit',
      receiveFunction: 'window.transitBridge.receive',
      messageIdField: 'messageId',
      errorCallbackSuffix: 'Error',
      errorCodeField: 'errorCode',
      errorMessageField: 'errorMessage',
      defaultTimeoutMs: BRIDGE_CALL_TIMEOUT_MS,
    });
  });

  it('lists every message, a call with its answer, its error twin and its time', () => {
    expect(contract.messages.map((message) => message.name)).toEqual(MESSAGE_NAMES);
    expect(contract.messages.find((message) => message.name === 'nfcTransceiveCommands')).toEqual({
      name: 'nfcTransceiveCommands',
      kind: 'call',
      doc: MESSAGES.nfcTransceiveCommands.doc,
      fields: [
        { name: 'commands', type: 'hexBytesList' },
        { name: 'messageId', type: 'string' },
      ],
      answer: 'onNfcCommandsTransceived',
      errorAnswer: 'onNfcCommandsTransceivedError',
      timeoutMs: 10_000,
    });
    expect(contract.messages.find((message) => message.name === 'setStatusBarColor')).toEqual({
      name: 'setStatusBarColor',
      kind: 'post',
      doc: MESSAGES.setStatusBarColor.doc,
      fields: [
        { name: 'color', type: 'color' },
        { name: 'content', type: 'enum', values: ['light', 'dark'] },
      ],
    });
  });

  it('lists every callback, each followed by its error twin', () => {
    const names = contract.callbacks.map((callback) => callback.name);
    const expected = CALLBACK_NAMES.flatMap((name) =>
      CALLBACKS[name].hasError ? [name, `${name}Error`] : [name],
    );
    expect(names).toEqual(expected);
    expect(contract.callbacks.find((callback) => callback.name === 'onNfcCommandsTransceivedError')).toEqual({
      name: 'onNfcCommandsTransceivedError',
      doc: 'onNfcCommandsTransceived failed: a JSON string with errorCode and errorMessage.',
      role: 'error',
      fields: [
        { name: 'errorCode', type: 'string' },
        { name: 'errorMessage', type: 'string' },
      ],
      errorOf: 'onNfcCommandsTransceived',
    });
  });
});

describe('the contract’s types', () => {
  it('types each message’s payload and each call’s answer', () => {
    expectTypeOf<OutgoingMessage<'startNfcSession'>>().toEqualTypeOf<
      { readonly name: 'startNfcSession' } & { readonly payload: { readonly message: string } }
    >();
    expectTypeOf<AnswerPayload<'nfcTransceiveCommands'>>().toEqualTypeOf<{
      readonly responses: readonly string[];
    }>();
    expectTypeOf<AnswerPayload<'startOneTimeProductPurchase'>>().toEqualTypeOf<{
      readonly packageName: string;
      readonly productId: string;
      readonly purchaseToken: string;
    }>();
    expectTypeOf<'showInterstitialAd'>().toExtend<PostMessageName>();
    expectTypeOf<'isNfcAvailable'>().toExtend<CallMessageName>();
    expectTypeOf<'showInterstitialAd'>().not.toExtend<CallMessageName>();
    expectTypeOf<'onNfcTagDiscovered'>().toExtend<EventName>();
    expectTypeOf<'onPreferenceRead'>().not.toExtend<EventName>();
    expectTypeOf<'onNfcCommandsTransceivedError'>().toExtend<CallbackName>();
    expectTypeOf<'onNfcTagDiscoveredError'>().not.toExtend<CallbackName>();
  });
});
