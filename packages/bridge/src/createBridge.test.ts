import { BRIDGE_CALL_TIMEOUT_MS, BridgeError, type Result } from '@transit/core';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { isCallMessageName, MESSAGES, type MessageName, RIDER_FLOW_TIMEOUT_MS } from './contract';
import { type Bridge, connectBridge, createBridge } from './createBridge';
import { EXAMPLE_CALLBACK_PAYLOADS, EXAMPLE_ERROR_PAYLOAD, EXAMPLE_MESSAGE_PAYLOADS } from './examples';
import type { BridgeEnvelope, NativeHost } from './hosts';
import { type FakeNativeHost, installFakeNativeHost } from './testing';

/** A host that records what it is given and lets the test call back through `bridge.receive`. */
function recordingHost(): NativeHost & { readonly posted: BridgeEnvelope[] } {
  const posted: BridgeEnvelope[] = [];
  return { platform: 'android', posted, post: (envelope) => void posted.push(envelope) };
}

function errorOf<Value>(result: Result<Value, BridgeError>): BridgeError {
  if (result.ok) throw new Error(`Expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

function valueOf<Value>(result: Result<Value, BridgeError>): Value {
  if (!result.ok) throw result.error;
  return result.value;
}

describe('a bridge over a wrapper (the fake Android host)', () => {
  let host: FakeNativeHost;
  let bridge: Bridge;
  let warn: ReturnType<typeof vi.fn<(message: string) => void>>;

  beforeEach(() => {
    warn = vi.fn<(message: string) => void>();
    host = installFakeNativeHost({ platform: 'android' });
    bridge = connectBridge(window, { warn });
  });

  afterEach(() => {
    bridge.dispose();
    host.uninstall();
    vi.useRealTimers();
  });

  it('is available, on Android', () => {
    expect(bridge.isAvailable).toBe(true);
    expect(bridge.platform).toBe('android');
  });

  it('posts a message nothing answers, with its payload', () => {
    expect(bridge.post({ name: 'showInterstitialAd' })).toEqual({ ok: true, value: undefined });
    expect(bridge.post({ name: 'startNfcSession', payload: { message: 'Acerca la tarjeta' } }).ok).toBe(true);
    expect(host.messages).toEqual([
      { action: 'showInterstitialAd', payload: {} },
      { action: 'startNfcSession', payload: { message: 'Acerca la tarjeta' } },
    ]);
  });

  it.each(Object.keys(MESSAGES) as MessageName[])(
    '%s: its example goes to the wrapper as it is (with a message id for a call)',
    async (name) => {
      const payload = EXAMPLE_MESSAGE_PAYLOADS[name];
      const spec = MESSAGES[name];
      if (isCallMessageName(name)) {
        // Each call's answer is its answer callback's example (the pairing is the contract's).
        host.answer(name, { payload: EXAMPLE_CALLBACK_PAYLOADS[MESSAGES[name].answer] });
      }
      const sent = await bridge.send({ name, payload });
      expect(sent.ok).toBe(true);
      const [message] = host.messages;
      expect(message?.action).toBe(name);
      if (spec.kind === 'post') {
        expect(message?.payload).toEqual(payload);
        expect(sent).toEqual({ ok: true, value: undefined });
      } else {
        expect(message?.payload).toEqual({ ...payload, messageId: message?.messageId });
        expect(sent).toEqual({ ok: true, value: EXAMPLE_CALLBACK_PAYLOADS[spec.answer] });
      }
    },
  );

  it('posts any of several messages without fields, as the app’s ad policy does', () => {
    const names: readonly ('enableBottomAd' | 'disableBottomAd')[] = ['enableBottomAd', 'disableBottomAd'];
    for (const name of names) expect(bridge.post({ name }).ok).toBe(true);
    expect(host.messages.map((message) => message.action)).toEqual(names);
  });

  it('waits for the callback carrying the call’s message id, and resolves with its payload (spec §4)', async () => {
    host.answer('nfcTransceiveCommands', (payload) => ({
      payload: { responses: payload.commands.map(() => '9000') },
    }));
    const answer = await bridge.call({
      name: 'nfcTransceiveCommands',
      payload: { commands: ['00A4040007A0000000041010', '905A00000300000000'] },
    });
    expect(answer).toEqual({ ok: true, value: { responses: ['9000', '9000'] } });
    expectTypeOf(answer).toEqualTypeOf<Result<{ readonly responses: readonly string[] }, BridgeError>>();
  });

  it('gives each call its own message id, unique in the page, and answers each call its own answer', async () => {
    const first = bridge.call({ name: 'readPreference', payload: { key: 'a' } });
    const second = bridge.call({ name: 'readPreference', payload: { key: 'b' } });
    const [a, b] = host.unanswered();
    // Another bridge of the same page counts on from the same count.
    const otherHost = recordingHost();
    const other = createBridge(otherHost, { timeoutMs: 1 });
    void other.call({ name: 'isNfcEnabled' });
    const ids = [a?.messageId, b?.messageId, otherHost.posted[0]?.payload['messageId']];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^msg-\d+$/);
    // Answered out of order: each goes to the call with its id.
    host.respond(b?.messageId ?? '', { payload: { key: 'b', value: 2 } });
    host.respond(a?.messageId ?? '', { payload: { key: 'a', value: 'one' } });
    expect(await second).toEqual({ ok: true, value: { key: 'b', value: 2 } });
    expect(await first).toEqual({ ok: true, value: { key: 'a', value: 'one' } });
  });

  it('answers a purchase start with the purchase', async () => {
    host.answer('startSubscriptionPurchase', (payload) => ({
      payload: { ...EXAMPLE_CALLBACK_PAYLOADS.onPurchasesUpdated, productId: payload.subscriptionId },
    }));
    const purchase = await bridge.call({
      name: 'startSubscriptionPurchase',
      payload: { subscriptionId: 'premium', basePlanId: 'premium-yearly' },
    });
    expect(valueOf(purchase)).toEqual({
      packageName: 'es.example.transit.madrid',
      productId: 'premium',
      purchaseToken: 'token-of-premium.AO-J1Ox',
    });
  });

  describe('the spec’s coded errors (§8)', () => {
    it('an error callback’s JSON string with errorCode and errorMessage becomes that coded error', async () => {
      host.answer('nfcTransceiveCommands', { error: EXAMPLE_ERROR_PAYLOAD });
      const error = errorOf(
        await bridge.call({ name: 'nfcTransceiveCommands', payload: { commands: ['00'] } }),
      );
      expect(error).toBeInstanceOf(BridgeError);
      expect(error.toString()).toBe('NFC_TAG_LOST | The card was removed too quickly.');
    });

    it("an error payload that is not JSON: 'Error payload string is not valid JSON'", async () => {
      host.answer('isNfcEnabled', { error: 'NFC is off' });
      const error = errorOf(await bridge.call({ name: 'isNfcEnabled' }));
      expect(error.code).toBe('BRIDGE_PAYLOAD_INVALID_JSON');
      expect(error.message).toBe('Error payload string is not valid JSON');
    });

    it("an error payload without errorCode or errorMessage: 'Parsed error payload object is missing required fields.'", async () => {
      host.answer('readStoreReferrer', { error: JSON.stringify({ errorMessage: 'no code' }) });
      const error = errorOf(await bridge.call({ name: 'readStoreReferrer' }));
      expect(error.code).toBe('BRIDGE_PAYLOAD_MISSING_FIELDS');
      expect(error.message).toBe('Parsed error payload object is missing required fields.');
    });

    it('no answer in 10000 ms: the native app did not run the named callback with the given message id', async () => {
      vi.useFakeTimers();
      host.answerNothing('isNfcAvailable');
      const answer = bridge.call({ name: 'isNfcAvailable' });
      const messageId = host.unanswered()[0]?.messageId;
      await vi.advanceTimersByTimeAsync(BRIDGE_CALL_TIMEOUT_MS - 1);
      let isSettled = false;
      void answer.then(() => (isSettled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(isSettled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = errorOf(await answer);
      expect(error.code).toBe('BRIDGE_TIMEOUT');
      expect(error.message).toBe(
        `The native app did not run the callback 'onNfcSupported' with message id '${messageId}' within 10000 ms.`,
      );
    });
  });

  describe('timeouts', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    async function settlesAfterMs(answer: Promise<unknown>): Promise<number> {
      let elapsedMs = 0;
      let isSettled = false;
      void answer.then(() => (isSettled = true));
      while (!isSettled) {
        await vi.advanceTimersByTimeAsync(1_000);
        elapsedMs += 1_000;
      }
      return elapsedMs;
    }

    it('a purchase start waits while the rider is in the store’s sheet (the contract’s time)', async () => {
      const answer = bridge.call({ name: 'startOneTimeProductPurchase', payload: { productId: 'premium' } });
      expect(await settlesAfterMs(answer)).toBe(RIDER_FLOW_TIMEOUT_MS);
    });

    it('a call may set its own time, and a bridge its default', async () => {
      expect(await settlesAfterMs(bridge.call({ name: 'isNfcEnabled' }, { timeoutMs: 3_000 }))).toBe(3_000);
      const quick = createBridge(recordingHost(), { timeoutMs: 2_000 });
      expect(await settlesAfterMs(quick.call({ name: 'isNfcEnabled' }))).toBe(2_000);
      const negative = quick.call({ name: 'readPreference', payload: { key: 'k' } }, { timeoutMs: -5 });
      await vi.advanceTimersByTimeAsync(0);
      expect(errorOf(await negative).message).toContain('within 0 ms');
    });

    it('an answer after the timeout is ignored with a warning', async () => {
      const answer = bridge.call({ name: 'isNfcEnabled' });
      const messageId = host.unanswered()[0]?.messageId ?? '';
      await vi.advanceTimersByTimeAsync(BRIDGE_CALL_TIMEOUT_MS);
      expect(errorOf(await answer).code).toBe('BRIDGE_TIMEOUT');
      host.emitRaw('onNfcEnabled', messageId, { isEnabled: true });
      expect(warn).toHaveBeenCalledWith(
        `The native app called back 'onNfcEnabled' with message id '${messageId}', which no call waits for (it may have timed out): ignored.`,
      );
    });
  });

  describe('what the wrapper calls back is read with care', () => {
    it('a payload that breaks its schema is BRIDGE_CALLBACK_INVALID, never a crash', async () => {
      host.answerNothing('isNfcSupported');
      const answer = bridge.call({ name: 'isNfcSupported' });
      host.respond(host.unanswered()[0]?.messageId ?? '', { payload: { isSupported: 'yes' } });
      const error = errorOf(await answer);
      expect(error.code).toBe('BRIDGE_CALLBACK_INVALID');
      expect(error.message).toContain(
        "The payload of the callback 'onNfcSupported' is invalid (isSupported:",
      );
    });

    it('a payload that is not JSON is BRIDGE_CALLBACK_INVALID', async () => {
      host.answerNothing('readPreference');
      const answer = bridge.call({ name: 'readPreference', payload: { key: 'k' } });
      host.emitRaw('onPreferenceRead', host.unanswered()[0]?.messageId ?? '', '{key:');
      const error = errorOf(await answer);
      expect(error.code).toBe('BRIDGE_CALLBACK_INVALID');
      expect(error.message).toBe("The payload of the callback 'onPreferenceRead' is not valid JSON.");
      expect(error.cause).toBeInstanceOf(SyntaxError);
    });

    it('a payload passed as an object, or none for a callback without fields, is read too', async () => {
      host.answerNothing('deleteAllPreferences');
      host.answerNothing('readConsentInformation');
      const deleted = bridge.call({ name: 'deleteAllPreferences' });
      const consent = bridge.call({ name: 'readConsentInformation' });
      const [first, second] = host.unanswered();
      bridge.receive('onAllPreferencesDeleted', first?.messageId);
      bridge.receive(
        'onConsentInformationRead',
        second?.messageId,
        EXAMPLE_CALLBACK_PAYLOADS.onConsentInformationRead,
      );
      expect(await deleted).toEqual({ ok: true, value: {} });
      expect(await consent).toEqual({ ok: true, value: EXAMPLE_CALLBACK_PAYLOADS.onConsentInformationRead });
    });

    it('an error payload passed as an object is read as its JSON', async () => {
      host.answerNothing('showReviewPopup');
      const answer = bridge.call({ name: 'showReviewPopup' });
      bridge.receive('onReviewPopupFinishedError', host.unanswered()[0]?.messageId, {
        errorCode: 'REVIEW_UNAVAILABLE',
        errorMessage: 'No review flow.',
      });
      expect(errorOf(await answer).toString()).toBe('REVIEW_UNAVAILABLE | No review flow.');
      const missing = bridge.call({ name: 'showReviewPopup' });
      bridge.receive('onReviewPopupFinishedError', host.unanswered().at(-1)?.messageId);
      expect(errorOf(await missing).code).toBe('BRIDGE_PAYLOAD_INVALID_JSON');
    });

    it('a call answered by a callback that does not answer it fails with BRIDGE_CALLBACK_INVALID', async () => {
      host.answerNothing('isNfcEnabled');
      const answer = bridge.call({ name: 'isNfcEnabled' });
      const messageId = host.unanswered()[0]?.messageId ?? '';
      host.emitRaw('onNfcSupported', messageId, { isSupported: true });
      const error = errorOf(await answer);
      expect(error.code).toBe('BRIDGE_CALLBACK_INVALID');
      expect(error.message).toBe(
        `The native app answered 'isNfcEnabled' (message id '${messageId}') with 'onNfcSupported' instead of 'onNfcEnabled'.`,
      );
    });

    it('an unknown callback is ignored with a warning', () => {
      expect(() => host.emitRaw('onSomethingNew', null, {})).not.toThrow();
      expect(() => bridge.receive(undefined)).not.toThrow();
      expect(warn).toHaveBeenCalledWith(
        "The native app called back 'onSomethingNew', which the bridge does not know: ignored.",
      );
      expect(warn).toHaveBeenCalledWith(
        "The native app called back 'undefined', which the bridge does not know: ignored.",
      );
    });

    it('an answer without a message id is ignored with a warning', () => {
      host.emitRaw('onPreferenceRead', null, { key: 'k', value: null });
      expect(warn).toHaveBeenCalledWith(
        "The native app called back 'onPreferenceRead' without a message id, but it answers a call: ignored.",
      );
    });
  });

  describe('events (tag discovered, enablement changed, purchases updated…)', () => {
    it('go to their subscribers, read with their schema, until they unsubscribe', () => {
      const tags = vi.fn();
      const enablement = vi.fn();
      const unsubscribe = bridge.subscribe('onNfcTagDiscovered', tags);
      bridge.subscribe('onNfcEnablementChanged', enablement);
      host.emit('onNfcTagDiscovered', {});
      host.emit('onNfcEnablementChanged', { isEnabled: false });
      unsubscribe();
      host.emit('onNfcTagDiscovered', {});
      expect(tags.mock.calls).toEqual([[{ ok: true, value: {} }]]);
      expect(enablement.mock.calls).toEqual([[{ ok: true, value: { isEnabled: false } }]]);
    });

    it('an event’s error twin reaches its subscribers as the coded error', () => {
      const dismissed = vi.fn();
      bridge.subscribe('onPrivacyOptionsFormDismissed', dismissed);
      host.emitError('onPrivacyOptionsFormDismissed', {
        errorCode: 'FORM_UNAVAILABLE',
        errorMessage: 'No form.',
      });
      const [[event]] = dismissed.mock.calls as [[Result<unknown, BridgeError>]];
      expect(errorOf(event).toString()).toBe('FORM_UNAVAILABLE | No form.');
    });

    it('an event whose payload breaks its schema reaches its subscribers as BRIDGE_CALLBACK_INVALID, and is logged', () => {
      const enablement = vi.fn();
      bridge.subscribe('onNfcEnablementChanged', enablement);
      host.emitRaw('onNfcEnablementChanged', null, { isEnabled: 'on' });
      const [[event]] = enablement.mock.calls as [[Result<unknown, BridgeError>]];
      expect(errorOf(event).code).toBe('BRIDGE_CALLBACK_INVALID');
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining("The native app's event 'onNfcEnablementChanged' failed"),
      );
    });

    it('a purchase that answers no waiting call (late, or made outside the app) still reaches the subscribers', () => {
      const purchases = vi.fn();
      bridge.subscribe('onPurchasesUpdated', purchases);
      host.emitRaw('onPurchasesUpdated', 'msg-gone', EXAMPLE_CALLBACK_PAYLOADS.onPurchasesUpdated);
      host.emit('onPurchasesUpdated', EXAMPLE_CALLBACK_PAYLOADS.onPurchasesUpdated);
      expect(purchases).toHaveBeenCalledTimes(2);
      expect(purchases).toHaveBeenCalledWith({
        ok: true,
        value: EXAMPLE_CALLBACK_PAYLOADS.onPurchasesUpdated,
      });
    });

    it('a purchase answering a purchase start goes to that call only', async () => {
      const purchases = vi.fn();
      bridge.subscribe('onPurchasesUpdated', purchases);
      host.answer('startOneTimeProductPurchase', { payload: EXAMPLE_CALLBACK_PAYLOADS.onPurchasesUpdated });
      expect(
        (await bridge.call({ name: 'startOneTimeProductPurchase', payload: { productId: 'premium' } })).ok,
      ).toBe(true);
      expect(purchases).not.toHaveBeenCalled();
    });

    it('a subscriber that throws does not stop the others, nor the wrapper’s call', () => {
      const second = vi.fn();
      bridge.subscribe('onNfcTagDiscovered', () => {
        throw new Error('boom');
      });
      bridge.subscribe('onNfcTagDiscovered', () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a subscriber may throw anything
        throw 'bare';
      });
      bridge.subscribe('onNfcTagDiscovered', second);
      expect(() => host.emit('onNfcTagDiscovered', {})).not.toThrow();
      expect(second).toHaveBeenCalledOnce();
      expect(warn).toHaveBeenCalledWith("A listener of 'onNfcTagDiscovered' threw: boom");
      expect(warn).toHaveBeenCalledWith("A listener of 'onNfcTagDiscovered' threw: 'bare'");
    });

    it('an event nobody hears is dropped quietly', () => {
      host.emit('onConsentFormDismissed', {});
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('what the web asks is checked before it goes', () => {
    it('a message the contract does not have is BRIDGE_MESSAGE_INVALID, and nothing is sent', async () => {
      const error = errorOf(await bridge.send({ name: 'openNfcReader' }));
      expect(error.toString()).toBe(
        "BRIDGE_MESSAGE_INVALID | 'openNfcReader' is not a message of the native bridge.",
      );
      expect(host.messages).toEqual([]);
    });

    it('a payload its schema refuses is BRIDGE_MESSAGE_INVALID, and nothing is sent', async () => {
      const posted = await bridge.send({
        name: 'setStatusBarColor',
        payload: { color: 'red', content: 'light' },
      });
      expect(errorOf(posted).message).toBe(
        "The payload of 'setStatusBarColor' is invalid (color: Expected a colour as #rrggbb).",
      );
      const called = await bridge.send({
        name: 'startSubscriptionPurchase',
        payload: { subscriptionID: 'premium' },
      });
      expect(errorOf(called).code).toBe('BRIDGE_MESSAGE_INVALID');
      expect(errorOf(called).message).toContain('subscriptionId');
      const whole = await bridge.send({ name: 'readPreference', payload: 'language' });
      expect(errorOf(whole).message).toContain('payload:');
      expect(host.messages).toEqual([]);
    });

    it('a wrapper interface that throws is BRIDGE_POST_FAILED', async () => {
      const throwing = createBridge({
        platform: 'ios',
        post: () => {
          throw new Error('handler removed');
        },
      });
      expect(errorOf(throwing.post({ name: 'enableBottomAd' })).toString()).toBe(
        "BRIDGE_POST_FAILED | The native app's interface refused 'enableBottomAd': handler removed",
      );
      expect(errorOf(await throwing.call({ name: 'isNfcEnabled' })).code).toBe('BRIDGE_POST_FAILED');
      const refusing = createBridge({
        platform: 'ios',
        post: () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- a wrapper may throw anything
          throw 'nope';
        },
      });
      expect(errorOf(refusing.post({ name: 'enableBottomAd' })).message).toContain("'nope'");
    });
  });

  it('dispose ends waiting calls with BRIDGE_UNAVAILABLE, forgets subscribers, and takes its receiver off the page', async () => {
    host.answerNothing('isNfcEnabled');
    const answer = bridge.call({ name: 'isNfcEnabled' });
    const listener = vi.fn();
    bridge.subscribe('onNfcTagDiscovered', listener);
    bridge.dispose();
    expect(errorOf(await answer).toString()).toBe(
      "BRIDGE_UNAVAILABLE | The bridge closed before 'onNfcEnabled' came.",
    );
    bridge.receive('onNfcTagDiscovered', null, '{}');
    expect(listener).not.toHaveBeenCalled();
    expect('transitBridge' in window).toBe(false);
  });
});

describe('a bridge with no wrapper (a browser tab)', () => {
  it('is unavailable, and every message answers BRIDGE_UNAVAILABLE', async () => {
    const bridge = connectBridge(window);
    expect(bridge.isAvailable).toBe(false);
    expect(bridge.platform).toBeUndefined();
    expect('transitBridge' in window).toBe(false);
    expect(errorOf(bridge.post({ name: 'enableBottomAd' })).toString()).toBe(
      "BRIDGE_UNAVAILABLE | No native app answers this page, so 'enableBottomAd' was not sent.",
    );
    expect(errorOf(await bridge.call({ name: 'isNfcAvailable' })).code).toBe('BRIDGE_UNAVAILABLE');
    expect(
      errorOf(await bridge.send({ name: 'startOneTimeProductPurchase', payload: { productId: 'p' } })).code,
    ).toBe('BRIDGE_UNAVAILABLE');
    bridge.dispose();
  });
});

describe('createBridge options', () => {
  it('makes message ids with newMessageId, and warns through console.warn by default', async () => {
    const host = recordingHost();
    const bridge = createBridge(host, { newMessageId: () => 'fixed-id' });
    const answer = bridge.call({ name: 'readPreference', payload: { key: 'k' } });
    expect(host.posted).toEqual([{ action: 'readPreference', payload: { key: 'k', messageId: 'fixed-id' } }]);
    bridge.receive('onPreferenceRead', 'fixed-id', '{"key":"k","value":true}');
    expect(await answer).toEqual({ ok: true, value: { key: 'k', value: true } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    bridge.receive('onMystery');
    expect(warn).toHaveBeenCalledWith(
      "The native app called back 'onMystery', which the bridge does not know: ignored.",
    );
  });

  it('a wrapper answering before postMessage returns is heard', async () => {
    const bridge: Bridge = createBridge({
      platform: 'android',
      post: (envelope) =>
        bridge.receive('onNfcSupported', envelope.payload['messageId'], '{"isSupported":false}'),
    });
    expect(await bridge.call({ name: 'isNfcAvailable' })).toEqual({
      ok: true,
      value: { isSupported: false },
    });
  });
});
