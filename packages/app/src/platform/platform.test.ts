import { installFakeNativeHost } from '@transit/bridge/testing';
import madrid from '@transit/city-madrid';
import { CLIENT_TYPES } from '@transit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGeolocation, fakePermissions, removeGeolocation } from '../testBrowser';
import { loadPlatform, NO_ANALYTICS, reachableArea, WEB_BRIDGE, WEB_LOCATION, WEB_NFC, WEB_STORAGE } from '.';

/** Makes window.localStorage and window.sessionStorage throw on access, as a browser blocking storage does. */
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    vi.spyOn(window, name, 'get').mockImplementation(() => {
      throw new DOMException(`Access to ${name} is denied.`, 'SecurityError');
    });
  }
}

describe('the adapters of each client type (spec §2 client: web, android or ios)', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)['transitBridge'];
  });

  it.each(CLIENT_TYPES)(
    '%s gets the web adapters where no wrapper is on the page (no wrapper, no NFC)',
    async (clientType) => {
      const platform = await loadPlatform(clientType, madrid);
      expect(platform.storage).toBe(WEB_STORAGE);
      expect(platform.location).toBe(WEB_LOCATION);
      // The account is the web's (Firebase Auth, loaded on first need): nothing loaded, nobody signed in.
      expect(platform.auth.state()).toEqual({ status: 'signedOut' });
      expect(platform.bridge).toBe(WEB_BRIDGE);
      expect(platform.nfc).toBe(WEB_NFC);
      expect(platform.analytics).toBe(NO_ANALYTICS);
      expect(typeof platform.api.getStopInfo).toBe('function');
    },
  );

  it.each(['android', 'ios'] as const)(
    '%s gets the native bridge and NFC over it where a wrapper is on the page, and the web adapters for the rest',
    async (clientType) => {
      const host = installFakeNativeHost({ platform: clientType });
      const platform = await loadPlatform(clientType, madrid);
      expect(platform.bridge).not.toBe(WEB_BRIDGE);
      expect(platform.bridge.isAvailable).toBe(true);
      expect(platform.storage).toBe(WEB_STORAGE);
      // NFC card reading goes over the wrapper's bridge.
      expect(platform.nfc).not.toBe(WEB_NFC);
      expect(platform.nfc.isAvailable).toBe(true);
      expect(await platform.bridge.send({ name: 'enableBottomAd' })).toEqual({ ok: true, value: undefined });
      expect(host.messages).toEqual([{ action: 'enableBottomAd', payload: {} }]);
      host.uninstall();
    },
  );

  it('the web client keeps the web bridge even on a page with a wrapper', async () => {
    const host = installFakeNativeHost();
    expect((await loadPlatform('web', madrid)).bridge).toBe(WEB_BRIDGE);
    host.uninstall();
  });
});

describe('the web adapters say what the web cannot do', () => {
  it('bridge: no native app answers, so a message fails with BRIDGE_UNAVAILABLE', async () => {
    expect(WEB_BRIDGE.isAvailable).toBe(false);
    const sent = await WEB_BRIDGE.send({ name: 'isNfcAvailable' });
    expect(sent.ok).toBe(false);
    if (!sent.ok)
      expect(sent.error.toString()).toContain('BRIDGE_UNAVAILABLE | The web client has no native app');
  });

  it('nfc: card reading is unsupported on web (spec §6: an app-only feature)', async () => {
    expect(WEB_NFC.isAvailable).toBe(false);
    expect(await WEB_NFC.status()).toEqual({ ok: true, value: { isSupported: false, isEnabled: false } });
    const read = await WEB_NFC.transceive(['9060000000']);
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.error.toString()).toBe('NFC_UNSUPPORTED | NFC card reading is unsupported on web.');
  });

  it('analytics: with no service configured, events go nowhere', () => {
    expect(() => NO_ANALYTICS.track('app_start', { clientType: 'web' })).not.toThrow();
  });
});

describe('the web storage', () => {
  it("is the browser's localStorage and sessionStorage", () => {
    WEB_STORAGE.local.setItem('transit:madrid:x', '1');
    WEB_STORAGE.session.setItem('transit:madrid:y', '2');
    expect(localStorage.getItem('transit:madrid:x')).toBe('1');
    expect(sessionStorage.getItem('transit:madrid:y')).toBe('2');
    expect(WEB_STORAGE.local.length).toBe(1);
    expect(WEB_STORAGE.local.key(0)).toBe('transit:madrid:x');
    WEB_STORAGE.local.removeItem('transit:madrid:x');
    expect(localStorage.getItem('transit:madrid:x')).toBeNull();
    expect(reachableArea(WEB_STORAGE.local)).toBe(WEB_STORAGE.local);
  });

  it('throws on use where the browser blocks storage, and is then not reachable', () => {
    blockStorage();
    expect(() => WEB_STORAGE.local.getItem('transit:madrid:x')).toThrow('Access to localStorage is denied.');
    expect(() => WEB_STORAGE.session.setItem('transit:madrid:y', '2')).toThrow(
      'Access to sessionStorage is denied.',
    );
    expect(reachableArea(WEB_STORAGE.local)).toBeNull();
  });
});

describe('the web location', () => {
  afterEach(() => removeGeolocation());

  it("answers the browser's fix, with its accuracy in metres", () => {
    fakeGeolocation(() => ({ latitude: 40.4169, longitude: -3.7035 }));
    const answer = vi.fn();
    WEB_LOCATION.locate({ timeoutMs: 15_000, maxAgeMs: 60_000 }, answer);
    expect(answer).toHaveBeenCalledWith({
      status: 'success',
      latitude: 40.4169,
      longitude: -3.7035,
      accuracyM: 20,
    });
  });

  it('answers the spec states for a refusal, location switched off and a browser without geolocation', () => {
    const answer = vi.fn();
    fakeGeolocation(() => ({ errorCode: 1 }));
    WEB_LOCATION.locate({ timeoutMs: 15_000, maxAgeMs: 60_000 }, answer);
    fakeGeolocation(() => ({ errorCode: 2 }));
    WEB_LOCATION.locate({ timeoutMs: 15_000, maxAgeMs: 60_000 }, answer);
    removeGeolocation();
    WEB_LOCATION.locate({ timeoutMs: 15_000, maxAgeMs: 60_000 }, answer);
    expect(answer.mock.calls).toEqual([
      [{ status: 'permissionMissing' }],
      [{ status: 'notEnabled' }],
      [{ status: 'unsupported' }],
    ]);
  });

  it('says whether the permission is already granted, and no when the browser cannot tell', async () => {
    expect(await WEB_LOCATION.isGranted()).toBe(false);
    fakePermissions('granted');
    expect(await WEB_LOCATION.isGranted()).toBe(true);
    fakePermissions('prompt');
    expect(await WEB_LOCATION.isGranted()).toBe(false);
  });
});
