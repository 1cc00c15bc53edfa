import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBridge } from './createBridge';
import { detectHost, installReceiver } from './hosts';

type Slots = Record<string, unknown>;
const page = window as unknown as Slots;

afterEach(() => {
  delete page['TransitAndroid'];
  delete page['webkit'];
  delete page['transitBridge'];
});

describe('detectHost: which wrapper the page runs in', () => {
  it('none on a page without a wrapper interface', () => {
    expect(detectHost(window)).toBeUndefined();
    expect(detectHost({ TransitAndroid: {} })).toBeUndefined();
    expect(detectHost({ TransitAndroid: { postMessage: 'no' } })).toBeUndefined();
    expect(
      detectHost({ webkit: { messageHandlers: { other: { postMessage: () => undefined } } } }),
    ).toBeUndefined();
    expect(detectHost({ webkit: null })).toBeUndefined();
  });

  it('Android: window.TransitAndroid.postMessage takes the envelope as a JSON string', () => {
    const postMessage = vi.fn();
    page['TransitAndroid'] = { postMessage };
    const host = detectHost(window);
    expect(host?.platform).toBe('android');
    host?.post({ action: 'startNfcSession', payload: { message: 'Acerca la tarjeta' } });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      '{"action":"startNfcSession","payload":{"message":"Acerca la tarjeta"}}',
    );
  });

  it('iOS uses a message handler with an action name plus payload (spec §7)', () => {
    const postMessage = vi.fn();
    page['webkit'] = { messageHandlers: { transit: { postMessage } } };
    const host = detectHost(window);
    expect(host?.platform).toBe('ios');
    host?.post({ action: 'nfcTransceiveCommands', payload: { commands: ['9000'], messageId: 'msg-1' } });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({
      action: 'nfcTransceiveCommands',
      payload: { commands: ['9000'], messageId: 'msg-1' },
    });
  });

  it('keeps the interface as `this` when posting (a JavaScript interface is an object’s method)', () => {
    const seen: unknown[] = [];
    const androidInterface = {
      postMessage(this: unknown) {
        seen.push(this);
      },
    };
    page['TransitAndroid'] = androidInterface;
    detectHost(window)?.post({ action: 'enableBottomAd', payload: {} });
    expect(seen).toEqual([androidInterface]);
  });

  it('prefers Android’s interface when a page somehow has both', () => {
    page['TransitAndroid'] = { postMessage: vi.fn() };
    page['webkit'] = { messageHandlers: { transit: { postMessage: vi.fn() } } };
    expect(detectHost(window)?.platform).toBe('android');
  });
});

describe('installReceiver: window.transitBridge.receive', () => {
  it('puts the receive function on the page, and takes it off only while it is still its own', () => {
    const receive = vi.fn();
    const uninstall = installReceiver(window, receive);
    (page['transitBridge'] as { receive: (...args: unknown[]) => void }).receive(
      'onNfcTagDiscovered',
      null,
      '{}',
    );
    expect(receive).toHaveBeenCalledWith('onNfcTagDiscovered', null, '{}');
    const newer = installReceiver(window, vi.fn());
    uninstall();
    expect(page['transitBridge']).toBeDefined();
    newer();
    expect('transitBridge' in window).toBe(false);
  });

  it('is how an iOS wrapper’s answer reaches a call', async () => {
    const posted: { action: string; payload: { messageId: string } }[] = [];
    page['webkit'] = {
      messageHandlers: {
        transit: {
          postMessage: (body: { action: string; payload: { messageId: string } }) => posted.push(body),
        },
      },
    };
    const bridge = connectBridge(window);
    expect(bridge.platform).toBe('ios');
    const answer = bridge.call({ name: 'isNfcAvailable' });
    const receiver = page['transitBridge'] as { receive: (...args: unknown[]) => void };
    receiver.receive('onNfcSupported', posted[0]?.payload.messageId, '{"isSupported":true}');
    expect(await answer).toEqual({ ok: true, value: { isSupported: true } });
    bridge.dispose();
  });
});
