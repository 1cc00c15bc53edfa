import { ApiError, type NfcApi, type NfcCard, type NfcCardReadingAnswer } from '@transit/api-client';
import { RECEIVER_GLOBAL_NAME } from '@transit/bridge';
import { type FakeNativeHost, installFakeNativeHost } from '@transit/bridge/testing';
import madrid from '@transit/city-madrid';
import type { AppConfig } from '@transit/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { webPlatform } from '../../platform';
import { bridgeNfc } from '../../platform/bridgeNfc';
import { nativeBridge } from '../../platform/nativeBridge';
import { createAppServices } from '../../shell/services';
import { currentUrl, fakeApi, renderApp } from '../../testSupport';

const ANDROID_APP: AppConfig = { clientType: 'android', enableGA: true, androidClientVersionCode: 40 };
const PATH = '/saldo-abono-transporte-nfc';

/** The spec's NFC texts (§8), as the Spanish catalog words them. */
const TEXTS = {
  unsupported: 'Este dispositivo no tiene NFC.',
  disabled: 'El NFC está desactivado. Actívalo en los ajustes de tu dispositivo para leer la tarjeta.',
  waiting: 'Acerca la tarjeta',
  waitingHelp: 'Acerca la tarjeta a la parte de atrás del móvil y mantenla quieta.',
  reading: 'Leyendo la tarjeta…',
  tagRemoved:
    'Has retirado la tarjeta demasiado pronto. Mantenla junto al teléfono hasta que termine la lectura.',
  readError: 'No se ha podido leer la tarjeta. Por favor, inténtalo de nuevo.',
  serviceUnavailable:
    'El servicio que lee las tarjetas no responde ahora. Por favor, inténtalo de nuevo en unos minutos.',
  noInternet: 'Parece que no tienes conexión a internet',
  noTickets: 'Esta tarjeta no tiene títulos de transporte cargados.',
} as const;

/** Test doubles of a reading's commands and the card's answers: two rounds, then the card. */
const FIRST_COMMANDS = ['9060000000'];
const SECOND_COMMANDS = ['90AF000000', '90AF000000'];
const SESSION_ID = 'test-session-0000000001';

const PASS: NfcCard = {
  state: 'tickets',
  serialNumber: '0400000000F001',
  cardName: 'TEST Tarjeta Transporte Público',
  tickets: [
    {
      name: 'TEST Abono 30 días zona A',
      zone: 'A',
      purchaseDate: '2026-10-03',
      firstUseDate: '2026-11-03',
      lastValidDate: '2099-12-02',
      rechargeDate: '2026-11-02',
      remainingTrips: null,
    },
    {
      name: 'TEST Metrobús 10 viajes',
      zone: 'B1',
      purchaseDate: '2020-01-20',
      firstUseDate: null,
      lastValidDate: '2020-02-20',
      rechargeDate: null,
      remainingTrips: 1,
    },
  ],
};

type ServerOutcome = NfcCard | ApiError;

const serverError = (status: number, code: string) =>
  new ApiError('HTTP_ERROR', `HTTP ${status}`, {
    url: '/api/madrid/v1/nfc-transport-card/card-reading',
    status,
    serverError: { code, message: `TEST ${code}` },
  });

/**
 * Our server's relay as a script: a session with the first commands, one more round, then `outcome` (the card, or
 * an error). It checks the phone sends one answer for each command, as the real relay does.
 */
function scriptedRelay(outcome: ServerOutcome, options: { readonly hold?: Promise<void> } = {}) {
  const sent: string[][] = [];
  const api: NfcApi = {
    startCardSession: () => Promise.resolve({ sessionId: SESSION_ID, capdus: FIRST_COMMANDS }),
    sendCardAnswers: async (sessionId, rapdus): Promise<NfcCardReadingAnswer> => {
      expect(sessionId).toBe(SESSION_ID);
      sent.push([...rapdus]);
      if (sent.length === 1) return { status: 'commands', capdus: SECOND_COMMANDS };
      await options.hold;
      if (outcome instanceof ApiError) throw outcome;
      return { status: 'card', card: outcome };
    },
  };
  return { api, sent };
}

let host: FakeNativeHost | undefined;

afterEach(() => {
  host?.uninstall();
  host = undefined;
  Reflect.deleteProperty(window, RECEIVER_GLOBAL_NAME);
});

/**
 * The app as the Android client inside its wrapper (the fake host), on the card path, with NFC as `nfc` says and the
 * relay as scripted. The card answers each command with its status word 9100, or the transceive fails as `card` says.
 */
async function openAndroidApp(options: {
  readonly nfc?: { readonly isSupported: boolean; readonly isEnabled: boolean } | 'fails';
  readonly relay?: ReturnType<typeof scriptedRelay>;
  readonly card?: 'answers' | 'removed' | 'sheetClosed';
  readonly platform?: 'android' | 'ios';
}) {
  const platform = options.platform ?? 'android';
  host = installFakeNativeHost({ platform });
  const nfc = options.nfc ?? { isSupported: true, isEnabled: true };
  if (nfc === 'fails') {
    host.answer('isNfcSupported', { error: { errorCode: 'TEST_FAILURE', errorMessage: 'TEST' } });
  } else {
    host.answer('isNfcSupported', { payload: { isSupported: nfc.isSupported } });
    host.answer('isNfcEnabled', { payload: { isEnabled: nfc.isEnabled } });
  }
  const failures = {
    removed: { errorCode: 'NFC_TAG_LOST', errorMessage: 'TEST: the card left the reader.' },
    sheetClosed: { errorCode: 'NFC_SESSION_CLOSED', errorMessage: 'TEST: the rider closed the sheet.' },
  } as const;
  host.answer('nfcTransceiveCommands', ({ commands }) =>
    options.card === 'removed' || options.card === 'sheetClosed'
      ? { error: failures[options.card] }
      : { payload: { responses: commands.map(() => '9100') } },
  );
  const bridge = nativeBridge(window);
  const relay = options.relay ?? scriptedRelay(PASS);
  const fake = fakeApi();
  const services = createAppServices(madrid, {
    platform: { ...webPlatform(madrid), bridge, nfc: bridgeNfc(bridge) },
    api: { ...fake.api, nfc: relay.api },
  });
  act(() =>
    services.appConfig
      .getState()
      .setConfig(platform === 'ios' ? { clientType: 'ios', enableGA: true } : ANDROID_APP),
  );
  const app = renderApp(PATH, { services });
  await screen.findByRole('heading', { level: 1, name: 'Leer la tarjeta' });
  return { app, host, relay };
}

const sent = (name: Parameters<FakeNativeHost['messagesNamed']>[0]) =>
  (host as FakeNativeHost).messagesNamed(name).map((message) => message.payload);

/** Holds a card to the phone: the wrapper says it found one. */
/**
 * Holds a card to the phone: the wrapper says it found one. The screen listens from an effect that runs a moment after
 * "Acerca la tarjeta" is drawn (a loaded machine shows the gap), so the wrapper says it until the screen has heard it,
 * as a phone does for a card held there.
 */
async function holdCard() {
  await waitFor(() => {
    act(() => (host as FakeNativeHost).emit('onNfcTagDiscovered', {}));
    expect(screen.queryByText(TEXTS.waiting)).toBeNull();
  });
}

describe('reading the transport card by NFC in the apps, /saldo-abono-transporte-nfc (spec §4 NFC reading)', () => {
  it('unsupported: a phone without NFC is told so, and no session starts', async () => {
    await openAndroidApp({ nfc: { isSupported: false, isEnabled: false } });
    expect(await screen.findByText(TEXTS.unsupported)).toBeTruthy();
    expect(sent('isNfcEnabled')).toEqual([]);
    expect(sent('startNfcSession')).toEqual([]);
  });

  it('an app without its wrapper on the page (no bridge) cannot read either: unsupported', async () => {
    renderApp('/app?client=android&androidClientVersionCode=40');
    const navbar = await screen.findByRole('navigation', { name: 'Navegación principal' });
    fireEvent.click(within(navbar).getByRole('link', { name: 'Tarjeta' }));
    expect(await screen.findByText(TEXTS.unsupported)).toBeTruthy();
    expect(currentUrl()).toBe(PATH);
  });

  it('disabled: says so with a link to the settings, and goes on to waiting when NFC is switched on', async () => {
    await openAndroidApp({ nfc: { isSupported: true, isEnabled: false } });
    expect(await screen.findByText(TEXTS.disabled)).toBeTruthy();
    expect(sent('startNfcSession')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir los ajustes de NFC' }));
    expect(sent('openNfcSettings')).toEqual([{}]);
    act(() => host?.emit('onNfcEnablementChanged', { isEnabled: true }));
    expect(await screen.findByText(TEXTS.waiting)).toBeTruthy();
    await waitFor(() => expect(sent('startNfcSession')).toEqual([{ message: TEXTS.waitingHelp }]));
  });

  it('NFC switched off while waiting goes back to disabled', async () => {
    await openAndroidApp({});
    expect(await screen.findByText(TEXTS.waiting)).toBeTruthy();
    act(() => host?.emit('onNfcEnablementChanged', { isEnabled: false }));
    expect(await screen.findByText(TEXTS.disabled)).toBeTruthy();
  });

  it('waiting, reading, result: the card read through the relay, every ticket with its fields', async () => {
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const relay = scriptedRelay(PASS, { hold });
    await openAndroidApp({ relay });
    expect(await screen.findByText(TEXTS.waiting)).toBeTruthy();
    expect(screen.getByText(TEXTS.waitingHelp)).toBeTruthy();
    await waitFor(() => expect(sent('startNfcSession')).toEqual([{ message: TEXTS.waitingHelp }]));

    await holdCard();
    expect(await screen.findByText(TEXTS.reading)).toBeTruthy();
    expect(screen.getByText('No retires la tarjeta hasta que termine la lectura.')).toBeTruthy();
    await waitFor(() => expect(relay.sent).toHaveLength(2));
    // Each round's commands went to the card, and its answers, one for each, to the relay.
    expect(sent('nfcTransceiveCommands').map((payload) => payload['commands'])).toEqual([
      FIRST_COMMANDS,
      SECOND_COMMANDS,
    ]);
    expect(relay.sent).toEqual([['9100'], ['9100', '9100']]);
    expect(sent('setNfcSessionMessage')).toEqual([{ message: TEXTS.reading }]);

    act(() => release());
    const result = await screen.findByRole('region', { name: 'TEST Tarjeta Transporte Público' });
    expect(within(result).getByText('Número de serie: 0400000000F001')).toBeTruthy();
    const tickets = within(result).getAllByRole('listitem');
    expect(tickets.map((ticket) => ticket.querySelector('p')?.textContent)).toEqual([
      'TEST Abono 30 días zona A',
      'TEST Metrobús 10 viajes' + 'Caducado',
    ]);
    const fieldsOf = (ticket: HTMLElement) =>
      within(ticket)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(fieldsOf(tickets[0] as HTMLElement)).toEqual([
      'Zona: A',
      'Último día válido: 2 de diciembre de 2099',
      'Fecha de compra: 3 de octubre de 2026',
      'Fecha del primer uso: 3 de noviembre de 2026',
      'Fecha de la recarga adicional: 2 de noviembre de 2026',
    ]);
    expect(fieldsOf(tickets[1] as HTMLElement)).toEqual([
      'Zona: B1',
      'Viajes restantes: 1 viaje',
      'Último día válido: 20 de febrero de 2020',
      'Fecha de compra: 20 de enero de 2020',
      'Fecha del primer uso: Sin usar todavía',
    ]);
    expect(document.activeElement).toBe(result);
    expect(sent('closeNfcSessionWithSuccess')).toEqual([{}]);
    expect(sent('closeNfcSessionWithError')).toEqual([]);

    // Another card: a new session.
    fireEvent.click(screen.getByRole('button', { name: 'Leer otra tarjeta' }));
    expect(await screen.findByText(TEXTS.waiting)).toBeTruthy();
    await waitFor(() => expect(sent('startNfcSession')).toHaveLength(2));
  });

  it('result of a card with no tickets: says so, with its serial number', async () => {
    const empty: NfcCard = { state: 'noTickets', serialNumber: '0400000000F003', cardName: null };
    await openAndroidApp({ relay: scriptedRelay(empty) });
    await screen.findByText(TEXTS.waiting);
    await holdCard();
    expect(await screen.findByText(TEXTS.noTickets)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tu tarjeta' })).toBeTruthy();
    expect(screen.getByText('Número de serie: 0400000000F003')).toBeTruthy();
  });

  it('tag removed too quickly: says so, closes the session with that text, and Retry waits for the card again', async () => {
    const relay = scriptedRelay(PASS);
    await openAndroidApp({ relay, card: 'removed' });
    await screen.findByText(TEXTS.waiting);
    await holdCard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(TEXTS.tagRemoved)).toBeTruthy();
    expect(sent('closeNfcSessionWithError')).toEqual([{ errorMessage: TEXTS.tagRemoved }]);
    // The phone gave no answers, so the relay got none.
    expect(relay.sent).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(TEXTS.waiting)).toBeTruthy();
    await waitFor(() => expect(sent('startNfcSession')).toHaveLength(2));
  });

  it.each([
    [
      'the card service cannot read the card (422 CARD_READ_FAILED)',
      serverError(422, 'CARD_READ_FAILED'),
      TEXTS.readError,
    ],
    [
      'the session is gone (404 CARD_SESSION_NOT_FOUND)',
      serverError(404, 'CARD_SESSION_NOT_FOUND'),
      TEXTS.readError,
    ],
    [
      'the card service is down (503 CARD_SERVICE_UNAVAILABLE)',
      serverError(503, 'CARD_SERVICE_UNAVAILABLE'),
      TEXTS.serviceUnavailable,
    ],
    [
      'the server reads no cards (503 NFC_NOT_CONFIGURED)',
      serverError(503, 'NFC_NOT_CONFIGURED'),
      TEXTS.serviceUnavailable,
    ],
    [
      'the phone is offline',
      new ApiError('OFFLINE', 'offline', { url: '/api/madrid/v1/nfc-transport-card/card-reading' }),
      TEXTS.noInternet,
    ],
  ])('reading error: %s', async (_, error, text) => {
    await openAndroidApp({ relay: scriptedRelay(error) });
    await screen.findByText(TEXTS.waiting);
    await holdCard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(sent('closeNfcSessionWithError')).toEqual([{ errorMessage: text }]);
    expect(sent('closeNfcSessionWithSuccess')).toEqual([]);
  });

  it('leaving the screen while waiting closes the session', async () => {
    const { app } = await openAndroidApp({});
    await screen.findByText(TEXTS.waiting);
    await waitFor(() => expect(sent('startNfcSession')).toHaveLength(1));
    app.unmount();
    expect(sent('closeNfcSessionWithError')).toEqual([{ errorMessage: 'Lectura cancelada' }]);
  });

  it('a phone that cannot say whether it has NFC is told so, and Reintentar asks again', async () => {
    await openAndroidApp({ nfc: 'fails' });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('No hemos podido comprobar el NFC del móvil. Por favor, inténtalo de nuevo.'),
    ).toBeTruthy();
    host?.answer('isNfcSupported', { payload: { isSupported: true } });
    host?.answer('isNfcEnabled', { payload: { isEnabled: true } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(TEXTS.waiting)).toBeTruthy();
  });

  it('NFC switched off while waiting closes the session; switched on again, a new one opens', async () => {
    await openAndroidApp({});
    await screen.findByText(TEXTS.waiting);
    await waitFor(() => expect(sent('startNfcSession')).toHaveLength(1));
    act(() => host?.emit('onNfcEnablementChanged', { isEnabled: false }));
    await screen.findByText(TEXTS.disabled);
    expect(sent('closeNfcSessionWithError')).toEqual([{ errorMessage: 'Lectura cancelada' }]);
    act(() => host?.emit('onNfcEnablementChanged', { isEnabled: true }));
    await screen.findByText(TEXTS.waiting);
    await waitFor(() => expect(sent('startNfcSession')).toHaveLength(2));
  });

  it('after Reintentar, focus goes to what replaced the button', async () => {
    await openAndroidApp({ card: 'removed' });
    await screen.findByText(TEXTS.waiting);
    await holdCard();
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    const waiting = await screen.findByText(TEXTS.waiting);
    await waitFor(() => expect(document.activeElement?.contains(waiting)).toBe(true));
  });
});

describe('reading the card on an iPhone, whose reader sheet opens on request (spec §7 iOS)', () => {
  it('waits for the rider to ask before opening the reader, then waits for the card', async () => {
    await openAndroidApp({ platform: 'ios' });
    const start = await screen.findByRole('button', { name: 'Leer la tarjeta' });
    expect(sent('startNfcSession')).toEqual([]);
    fireEvent.click(start);
    expect(await screen.findByText(TEXTS.waiting)).toBeTruthy();
    await waitFor(() => expect(sent('startNfcSession')).toEqual([{ message: TEXTS.waitingHelp }]));
    // The sheet may close by itself (a minute without a card): the rider can open it again.
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el lector de nuevo' }));
    expect(sent('startNfcSession')).toHaveLength(2);
    await holdCard();
    expect(await screen.findByRole('region', { name: 'TEST Tarjeta Transporte Público' })).toBeTruthy();
  });

  it('the rider closing the sheet mid-reading is no error: back to ready, nothing closed twice', async () => {
    await openAndroidApp({ platform: 'ios', card: 'sheetClosed' });
    fireEvent.click(await screen.findByRole('button', { name: 'Leer la tarjeta' }));
    await screen.findByText(TEXTS.waiting);
    await holdCard();
    expect(await screen.findByRole('button', { name: 'Leer la tarjeta' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent('closeNfcSessionWithError')).toEqual([]);
  });
});
