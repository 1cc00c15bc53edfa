import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from './contract';
import { connectBridge } from './createBridge';
import { EXAMPLE_CALLBACK_PAYLOADS } from './examples';
import {
  FAKE_NATIVE_HOST_GLOBAL,
  type FakeNativeHostControl,
  fakeNativeHostInit,
  fakeNativeHostScript,
  fakeWire,
  injectableFakeNativeHost,
  installFakeNativeHost,
} from './testing';

type Slots = Record<string, unknown>;
const page = window as unknown as Slots;

afterEach(() => {
  for (const name of ['TransitAndroid', 'webkit', 'transitBridge', FAKE_NATIVE_HOST_GLOBAL])
    delete page[name];
  vi.useRealTimers();
});

describe('the fake native host', () => {
  it('is the Android wrapper by default: records every message, answers calls, and is found by the bridge', async () => {
    const host = installFakeNativeHost({
      answers: { isNfcEnabled: { payload: { isEnabled: true } } },
    });
    expect(host.platform).toBe('android');
    const bridge = connectBridge(window);
    expect(bridge.platform).toBe('android');
    bridge.post({ name: 'enableBottomAd' });
    expect(await bridge.call({ name: 'isNfcEnabled' })).toEqual({ ok: true, value: { isEnabled: true } });
    const messageId = host.messages[1]?.messageId ?? '';
    expect(messageId).toMatch(/^msg-\d+$/);
    expect(host.messages).toEqual([
      { action: 'enableBottomAd', payload: {} },
      { action: 'isNfcEnabled', payload: { messageId }, messageId },
    ]);
    expect(host.messagesNamed('enableBottomAd')).toHaveLength(1);
    expect(host.unanswered()).toEqual([]);
    host.clear();
    expect(host.messages).toEqual([]);
    bridge.dispose();
    host.uninstall();
    expect('TransitAndroid' in window).toBe(false);
    expect(FAKE_NATIVE_HOST_GLOBAL in window).toBe(false);
  });

  it('is the iOS wrapper when asked, beside any message handler the page already has', async () => {
    const other = { postMessage: vi.fn() };
    page['webkit'] = { messageHandlers: { other } };
    const host = installFakeNativeHost({ platform: 'ios' });
    const bridge = connectBridge(window);
    expect(bridge.platform).toBe('ios');
    host.answer('readPreference', (payload) => ({ payload: { key: payload.key, value: 38 } }));
    expect(await bridge.call({ name: 'readPreference', payload: { key: 'version' } })).toEqual({
      ok: true,
      value: { key: 'version', value: 38 },
    });
    host.uninstall();
    expect(page['webkit']).toEqual({ messageHandlers: { other } });
    bridge.dispose();
  });

  it('takes its whole webkit object off when it made it', () => {
    installFakeNativeHost({ platform: 'ios' }).uninstall();
    expect('webkit' in window).toBe(false);
  });

  it('answers errors, as an object or a raw string, and no answer at all (the timeout)', async () => {
    vi.useFakeTimers();
    const host = installFakeNativeHost();
    const bridge = connectBridge(window);
    host.answer('startOneTimeProductPurchase', {
      error: { errorCode: 'USER_CANCELED', errorMessage: 'The rider cancelled.' },
    });
    const cancelled = await bridge.call({ name: 'startOneTimeProductPurchase', payload: { productId: 'p' } });
    expect(cancelled.ok || cancelled.error.toString()).toBe('USER_CANCELED | The rider cancelled.');
    host.answer('isNfcSupported', { error: 'not json' });
    const raw = await bridge.call({ name: 'isNfcSupported' });
    expect(raw.ok || raw.error.code).toBe('BRIDGE_PAYLOAD_INVALID_JSON');
    host.answerNothing('isNfcEnabled');
    const silent = bridge.call({ name: 'isNfcEnabled' });
    expect(host.unanswered().map((message) => message.action)).toEqual(['isNfcEnabled']);
    await vi.advanceTimersByTimeAsync(10_000);
    const timedOut = await silent;
    expect(timedOut.ok || timedOut.error.code).toBe('BRIDGE_TIMEOUT');
    bridge.dispose();
    host.uninstall();
  });

  it('answers later when the test says so, and after a delay when set up with one', async () => {
    vi.useFakeTimers();
    const host = installFakeNativeHost({
      answerDelayMs: 500,
      answers: { readStoreReferrer: { payload: EXAMPLE_CALLBACK_PAYLOADS.onStoreReferrerRead } },
    });
    const bridge = connectBridge(window);
    const referrer = bridge.call({ name: 'readStoreReferrer' });
    await vi.advanceTimersByTimeAsync(499);
    expect(host.unanswered()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await referrer).toEqual({ ok: true, value: EXAMPLE_CALLBACK_PAYLOADS.onStoreReferrerRead });
    const review = bridge.call({ name: 'showReviewPopup' });
    const [waiting] = host.unanswered();
    host.respond(waiting?.messageId ?? '', { payload: {} });
    await vi.advanceTimersByTimeAsync(500);
    expect(await review).toEqual({ ok: true, value: {} });
    expect(() => host.respond('msg-none', { payload: {} })).toThrow(
      "No call with message id 'msg-none' waits for an answer.",
    );
    bridge.dispose();
    host.uninstall();
  });

  it('emits events and their error twins', () => {
    const host = installFakeNativeHost();
    const bridge = connectBridge(window, { warn: vi.fn() });
    const listener = vi.fn();
    bridge.subscribe('onConsentFormDismissed', listener);
    host.emit('onConsentFormDismissed', {});
    host.emitError('onConsentFormDismissed', { errorCode: 'FORM_ERROR', errorMessage: 'No form.' });
    expect(listener.mock.calls.map(([event]) => (event as { ok: boolean }).ok)).toEqual([true, false]);
    bridge.dispose();
    host.uninstall();
  });

  it('says so when the page has no bridge to call back', async () => {
    const host = installFakeNativeHost({ answers: { isNfcEnabled: { payload: { isEnabled: true } } } });
    expect(() => host.emit('onNfcTagDiscovered', {})).toThrow(
      'The page has no window.transitBridge.receive: no bridge is connected.',
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (page['TransitAndroid'] as { postMessage: (json: string) => void }).postMessage(
      JSON.stringify({ action: 'isNfcEnabled', payload: { messageId: 'msg-x' } }),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(error).toHaveBeenCalledWith('The fake native host could not answer:', expect.any(Error));
    host.uninstall();
  });

  it('ignores an answer to a message that is not a call', () => {
    const control = injectableFakeNativeHost({
      ...fakeNativeHostInit(),
      answers: { enableBottomAd: { payload: {} } },
    });
    (page['TransitAndroid'] as { postMessage: (json: string) => void }).postMessage(
      JSON.stringify({ action: 'enableBottomAd', payload: {} }),
    );
    (page['TransitAndroid'] as { postMessage: (json: string) => void }).postMessage(
      JSON.stringify({ action: 'notACall', payload: { messageId: 'msg-y' } }),
    );
    control.respond('msg-y', { payload: {} });
    expect(control.messages).toHaveLength(2);
    control.uninstall();
  });
});

describe('the fake native host in a browser test (Playwright’s addInitScript)', () => {
  it('its setup is JSON, with the contract’s names and every call’s answer', () => {
    const init = fakeNativeHostInit({ platform: 'ios', answerDelayMs: 5 });
    expect(JSON.parse(JSON.stringify(init))).toEqual(init);
    expect(init.wire).toEqual(fakeWire());
    expect(init.wire.androidInterface).toBe('TransitAndroid');
    expect(init.wire.iosMessageHandler).toBe('transit');
    const calls = Object.entries(MESSAGES).filter(([, spec]) => spec.kind === 'call');
    expect(Object.keys(init.wire.answers)).toEqual(calls.map(([name]) => name));
    expect(init.wire.answers['nfcTransceiveCommands']).toBe('onNfcCommandsTransceived');
  });

  it('its script runs on its own, in a scope that sees nothing of this module, and the page becomes the Android app', async () => {
    const script = fakeNativeHostScript({ answers: { isNfcAvailable: { payload: { isSupported: true } } } });
    // new Function sees only globals: a script that used anything of this module's scope would throw here.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the injected script is the test
    (new Function(script) as () => void)();
    const control = page[FAKE_NATIVE_HOST_GLOBAL] as FakeNativeHostControl;
    expect(control.platform).toBe('android');
    const bridge = connectBridge(window);
    expect(bridge.isAvailable).toBe(true);
    expect(await bridge.call({ name: 'isNfcAvailable' })).toEqual({ ok: true, value: { isSupported: true } });
    control.answer('isNfcEnabled', () => ({ payload: { isEnabled: false } }));
    expect(await bridge.call({ name: 'isNfcEnabled' })).toEqual({ ok: true, value: { isEnabled: false } });
    expect(control.messages.map((message) => message.action)).toEqual(['isNfcAvailable', 'isNfcEnabled']);
    bridge.dispose();
    control.uninstall();
  });
});
