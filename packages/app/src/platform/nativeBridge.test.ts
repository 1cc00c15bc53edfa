import {
  ANDROID_INTERFACE_NAME,
  IOS_MESSAGE_HANDLER_NAME,
  type MessageName,
  RECEIVER_GLOBAL_NAME,
} from '@transit/bridge';
import { EXAMPLE_CALLBACK_PAYLOADS, installFakeNativeHost } from '@transit/bridge/testing';
import { type BridgeError, type Result } from '@transit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BridgePort, WEB_BRIDGE } from './bridge';
import { nativeBridge } from './nativeBridge';
import { ANDROID_INTERFACE, hasNativeHost, IOS_MESSAGE_HANDLER, nativeBridgeFor } from './nativeBridgeLoader';

const page = window as unknown as Record<string, unknown>;

afterEach(() => {
  for (const name of ['TransitAndroid', 'webkit', RECEIVER_GLOBAL_NAME]) delete page[name];
});

function errorOf(result: Result<unknown, BridgeError>): BridgeError {
  if (result.ok) throw new Error(`Expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** The port, with its adapter loaded (as in the app, where it loads from the start). */
async function loadedPort(): Promise<BridgePort> {
  let loading: Promise<unknown> = Promise.resolve();
  const port = nativeBridgeFor(window, () => {
    const module = import('./nativeBridge');
    loading = module;
    return module;
  });
  await loading;
  // And every step after the import's.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return port;
}

describe('looking for a wrapper without loading the bridge', () => {
  it('uses the bridge package’s names of the wrappers’ interfaces', () => {
    expect(ANDROID_INTERFACE).toBe(ANDROID_INTERFACE_NAME);
    expect(IOS_MESSAGE_HANDLER).toBe(IOS_MESSAGE_HANDLER_NAME);
  });

  it('finds the Android interface and the iOS message handler, and nothing else', () => {
    expect(hasNativeHost(window)).toBe(false);
    expect(hasNativeHost({ TransitAndroid: {} })).toBe(false);
    expect(hasNativeHost({ webkit: { messageHandlers: {} } })).toBe(false);
    expect(hasNativeHost({ webkit: {} })).toBe(false);
    expect(hasNativeHost({ TransitAndroid: { postMessage: () => undefined } })).toBe(true);
    expect(
      hasNativeHost({ webkit: { messageHandlers: { transit: { postMessage: () => undefined } } } }),
    ).toBe(true);
  });

  it('gives the web bridge, and loads nothing, where the page has no wrapper', () => {
    const load = vi.fn(() => import('./nativeBridge'));
    expect(nativeBridgeFor(window, load)).toBe(WEB_BRIDGE);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the native bridge port in the Android app (the fake wrapper)', () => {
  it('loads the adapter at once, so the receiver is on the page before the wrapper’s first event', async () => {
    const host = installFakeNativeHost();
    const port = await loadedPort();
    expect(port.isAvailable).toBe(true);
    expect(RECEIVER_GLOBAL_NAME in window).toBe(true);
    const purchases = vi.fn();
    port.subscribe?.('onPurchasesUpdated', purchases);
    // A wrapper's callback comes as a task of its own.
    await new Promise((resolve) => setTimeout(resolve, 0));
    host.emit('onPurchasesUpdated', EXAMPLE_CALLBACK_PAYLOADS.onPurchasesUpdated);
    expect(purchases).toHaveBeenCalledWith({ ok: true, value: EXAMPLE_CALLBACK_PAYLOADS.onPurchasesUpdated });
    host.uninstall();
  });

  it('posts the ad messages the app sends, and answers ok once the wrapper has them', async () => {
    const host = installFakeNativeHost();
    const port = nativeBridgeFor(window);
    for (const name of ['enableBottomAd', 'showInterstitialAd', 'disableBottomAd'] as const) {
      expect(await port.send({ name })).toEqual({ ok: true, value: undefined });
    }
    expect(host.messages.map((message) => message.action)).toEqual([
      'enableBottomAd',
      'showInterstitialAd',
      'disableBottomAd',
    ]);
    host.uninstall();
  });

  it('answers a purchase start with the purchase the wrapper reports', async () => {
    const host = installFakeNativeHost();
    host.answer('startSubscriptionPurchase', (payload) => ({
      payload: { ...EXAMPLE_CALLBACK_PAYLOADS.onPurchasesUpdated, productId: payload.subscriptionId },
    }));
    const port = nativeBridgeFor(window);
    const purchase = await port.send({
      name: 'startSubscriptionPurchase',
      payload: { subscriptionId: 'premium', basePlanId: 'premium-yearly' },
    });
    expect(purchase).toEqual({
      ok: true,
      value: {
        packageName: 'es.example.transit.madrid',
        productId: 'premium',
        purchaseToken: 'token-of-premium.AO-J1Ox',
      },
    });
    expect(host.messages[0]?.payload).toEqual({
      subscriptionId: 'premium',
      basePlanId: 'premium-yearly',
      messageId: host.messages[0]?.messageId,
    });
    host.uninstall();
  });

  it('answers the wrapper’s refusal as its coded error', async () => {
    const host = installFakeNativeHost({ platform: 'ios' });
    host.answer('startOneTimeProductPurchase', {
      error: { errorCode: 'USER_CANCELED', errorMessage: 'The rider cancelled the purchase.' },
    });
    const port = nativeBridgeFor(window);
    const refused = await port.send({
      name: 'startOneTimeProductPurchase',
      payload: { productId: 'premium' },
    });
    expect(errorOf(refused).toString()).toBe('USER_CANCELED | The rider cancelled the purchase.');
    host.uninstall();
  });

  it('checks what the app sends against the contract before it goes', async () => {
    const host = installFakeNativeHost();
    const port = nativeBridgeFor(window);
    const unknown = await port.send({ name: 'openNfcReader' as MessageName });
    expect(errorOf(unknown).code).toBe('BRIDGE_MESSAGE_INVALID');
    const misspelt = await port.send({
      name: 'startOneTimeProductPurchase',
      payload: { productID: 'premium' },
    });
    expect(errorOf(misspelt).code).toBe('BRIDGE_MESSAGE_INVALID');
    expect(host.messages).toEqual([]);
    host.uninstall();
  });

  it('a subscription ended before the adapter loads hears nothing', async () => {
    const host = installFakeNativeHost();
    const listener = vi.fn();
    let loading: Promise<unknown> = Promise.resolve();
    const port = nativeBridgeFor(window, () => {
      const module = import('./nativeBridge');
      loading = module;
      return module;
    });
    const unsubscribe = port.subscribe?.('onNfcTagDiscovered', listener);
    unsubscribe?.();
    await loading;
    await port.send({ name: 'openNfcSettings' });
    host.emit('onNfcTagDiscovered', {});
    expect(listener).not.toHaveBeenCalled();
    // Ended after it loads, too.
    const later = port.subscribe?.('onNfcTagDiscovered', listener);
    await port.send({ name: 'openNfcSettings' });
    later?.();
    host.emit('onNfcTagDiscovered', {});
    expect(listener).not.toHaveBeenCalled();
    host.uninstall();
  });
});

describe('the native bridge port when its code cannot load (offline, a new version deployed)', () => {
  it('answers BRIDGE_UNAVAILABLE, and tells its subscribers once', async () => {
    const host = installFakeNativeHost();
    const port = nativeBridgeFor(window, () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    expect(port.isAvailable).toBe(true);
    const listener = vi.fn();
    port.subscribe?.('onNfcEnablementChanged', listener);
    const sent = await port.send({ name: 'enableBottomAd' });
    expect(errorOf(sent).toString()).toBe('BRIDGE_UNAVAILABLE | The native bridge could not be loaded.');
    expect(errorOf(sent).cause).toBeInstanceOf(Error);
    expect(listener).toHaveBeenCalledExactlyOnceWith({ ok: false, error: errorOf(sent) });
    // A subscriber after that hears it too.
    const late = vi.fn();
    port.subscribe?.('onNfcTagDiscovered', late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledExactlyOnceWith({ ok: false, error: errorOf(sent) });
    host.uninstall();
  });
});

describe('nativeBridge: the adapter itself', () => {
  it('is the bridge package’s, over the page it is given', async () => {
    const host = installFakeNativeHost({ answers: { isNfcEnabled: { payload: { isEnabled: true } } } });
    const port = nativeBridge(window, { timeoutMs: 1_000 });
    expect(port.isAvailable).toBe(true);
    expect(await port.send({ name: 'isNfcEnabled' })).toEqual({ ok: true, value: { isEnabled: true } });
    host.uninstall();
  });
});
