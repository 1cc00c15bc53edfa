import { RECEIVER_GLOBAL_NAME } from '@transit/bridge';
import { type FakeNativeHost, installFakeNativeHost } from '@transit/bridge/testing';
import type { BridgeError } from '@transit/core';
import { err } from '@transit/core';
import { afterEach, describe, expect, it } from 'vitest';
import { WEB_BRIDGE } from './bridge';
import { bridgeNfc } from './bridgeNfc';
import { nativeBridge } from './nativeBridge';
import { WEB_NFC } from './nfc';

let host: FakeNativeHost | undefined;

afterEach(() => {
  host?.uninstall();
  host = undefined;
  Reflect.deleteProperty(window, RECEIVER_GLOBAL_NAME);
});

function connect(platform: 'android' | 'ios' = 'android') {
  host = installFakeNativeHost({ platform });
  return { host, nfc: bridgeNfc(nativeBridge(window, { timeoutMs: 50 })) };
}

describe('NFC over the wrapper’s bridge (spec §7: the NFC messages and callbacks)', () => {
  it('is the web’s where no wrapper answers', () => {
    expect(bridgeNfc(WEB_BRIDGE)).toBe(WEB_NFC);
  });

  it('asks whether the device reads cards, then whether NFC is on', async () => {
    const { host, nfc } = connect();
    host.answer('isNfcSupported', { payload: { isSupported: true } });
    host.answer('isNfcEnabled', { payload: { isEnabled: false } });
    expect(await nfc.status()).toEqual({ ok: true, value: { isSupported: true, isEnabled: false } });
    expect(host.messages.map((message) => message.action)).toEqual(['isNfcSupported', 'isNfcEnabled']);
  });

  it('does not ask whether NFC is on where the device has none', async () => {
    const { host, nfc } = connect();
    host.answer('isNfcSupported', { payload: { isSupported: false } });
    expect(await nfc.status()).toEqual({ ok: true, value: { isSupported: false, isEnabled: false } });
    expect(host.messagesNamed('isNfcEnabled')).toEqual([]);
  });

  it('a wrapper that does not answer in time is NFC_BRIDGE_FAILED, with the bridge’s error as its cause', async () => {
    const { host, nfc } = connect();
    host.answerNothing('isNfcSupported');
    const status = await nfc.status();
    expect(status.ok).toBe(false);
    if (status.ok) return;
    expect(status.error.code).toBe('NFC_BRIDGE_FAILED');
    expect((status.error.cause as BridgeError).code).toBe('BRIDGE_TIMEOUT');
  });

  it('sends commands to the card and gives its answers, one for each, in order', async () => {
    const { host, nfc } = connect();
    host.answer('nfcTransceiveCommands', ({ commands }) => ({
      payload: { responses: commands.map((command) => `${command.slice(2, 4)}9100`) },
    }));
    expect(await nfc.transceive(['9060000000', '90AF000000'])).toEqual({
      ok: true,
      value: ['609100', 'AF9100'],
    });
  });

  it('an answer count that is not the command count is refused: the reading would pair them wrongly', async () => {
    const { host, nfc } = connect();
    host.answer('nfcTransceiveCommands', { payload: { responses: ['9100'] } });
    const answers = await nfc.transceive(['9060000000', '90AF000000']);
    expect(answers.ok ? answers.value : answers.error.toString()).toBe(
      "NFC_BRIDGE_FAILED | The wrapper's answer to 'nfcTransceiveCommands' cannot be read.",
    );
  });

  it.each(['NFC_TAG_LOST', 'NFC_NO_TAG', 'NFC_READ_ERROR', 'NFC_SESSION_CLOSED'])(
    'keeps the wrapper’s %s code of a failed transceive',
    async (errorCode) => {
      const { host, nfc } = connect();
      host.answer('nfcTransceiveCommands', { error: { errorCode, errorMessage: 'TEST' } });
      const answers = await nfc.transceive(['9060000000']);
      expect(answers.ok ? 'ok' : answers.error.code).toBe(errorCode);
    },
  );

  it('an unknown wrapper code is NFC_BRIDGE_FAILED', async () => {
    const { host, nfc } = connect();
    host.answer('nfcTransceiveCommands', { error: { errorCode: 'SOMETHING_ELSE', errorMessage: 'TEST' } });
    const answers = await nfc.transceive(['9060000000']);
    expect(answers).toEqual(err(expect.objectContaining({ code: 'NFC_BRIDGE_FAILED' })));
  });

  it('posts the session’s messages: start, text, settings, close with success or with the error shown', () => {
    const { host, nfc } = connect('ios');
    nfc.startSession('Acerca la tarjeta');
    nfc.setSessionMessage('Leyendo la tarjeta…');
    nfc.openSettings();
    nfc.closeSession({});
    nfc.closeSession({ errorMessage: 'No se ha podido leer la tarjeta.' });
    return expect
      .poll(() => host.messages.map(({ action, payload }) => ({ action, payload })))
      .toEqual([
        { action: 'startNfcSession', payload: { message: 'Acerca la tarjeta' } },
        { action: 'setNfcSessionMessage', payload: { message: 'Leyendo la tarjeta…' } },
        { action: 'openNfcSettings', payload: {} },
        { action: 'closeNfcSessionWithSuccess', payload: {} },
        { action: 'closeNfcSessionWithError', payload: { errorMessage: 'No se ha podido leer la tarjeta.' } },
      ]);
  });

  it('hears a card discovered and NFC switched on or off, until unsubscribed', () => {
    const { host, nfc } = connect();
    const heard: string[] = [];
    const stopTags = nfc.onTagDiscovered(() => heard.push('tag'));
    const stopChanges = nfc.onEnablementChanged((isEnabled) => heard.push(`enabled ${isEnabled}`));
    host.emit('onNfcTagDiscovered', {});
    host.emit('onNfcEnablementChanged', { isEnabled: false });
    stopTags();
    stopChanges();
    host.emit('onNfcTagDiscovered', {});
    host.emit('onNfcEnablementChanged', { isEnabled: true });
    expect(heard).toEqual(['tag', 'enabled false']);
  });
});
