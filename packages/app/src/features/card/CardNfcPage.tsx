import { createNfcClient, type NfcCard, type NfcTicket } from '@transit/api-client';
import { LOAD_ERROR_MESSAGES, type MessageId, NFC_MESSAGES } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { formatDay, localTimeOf } from '@transit/network';
import { Container, EmptyState, ErrorState, SectionTitle, Spinner } from '@transit/ui';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { useAppServices } from '../../common/appServices';
import { useLocale } from '../../common/useLocale';
import { useNow } from '../../common/useNow';
import { Screen } from '../../common/Screen';
import { CardBalancePage } from './CardBalancePage';
import styles from './card.module.css';
import {
  type CardReading,
  type CardReadingFailure,
  type CardReadingState,
  type SessionTexts,
  useCardReading,
} from './useCardReading';

/** What the rider is told of each failure (spec §8: tag removed too quickly, read error). */
const FAILURE_MESSAGES: { readonly [Code in CardReadingFailure]: MessageId } = {
  CARD_TAG_REMOVED: NFC_MESSAGES.tagRemoved,
  CARD_READ_FAILED: NFC_MESSAGES.readError,
  CARD_SERVICE_UNAVAILABLE: 'card.nfc.serviceUnavailable',
  CARD_OFFLINE: LOAD_ERROR_MESSAGES.noInternet,
  CARD_NFC_STATUS_FAILED: 'card.nfc.statusFailed',
};

/** A card held to a phone, drawn with the waves of NFC (decorative). */
function CardToPhone(props: { readonly isReading: boolean }) {
  return (
    <svg
      className={props.isReading ? `${styles['picture']} ${styles['reading']}` : styles['picture']}
      viewBox="0 0 96 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="8" y="14" width="52" height="36" rx="5" fill="none" stroke="currentColor" strokeWidth="4" />
      <rect x="16" y="24" width="12" height="9" rx="2" fill="currentColor" />
      <path
        className={styles['waves']}
        d="M70 22a14 14 0 0 1 0 20M78 16a24 24 0 0 1 0 32M86 10a34 34 0 0 1 0 44"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A state of the reading with a heading, a sentence and the picture: waiting for a card (where the system's reader can
 * close by itself, with a button to open it again), or reading it (the picture's waves pulse).
 */
function ReadingPrompt(props: { readonly isReading: boolean; readonly onReopen?: (() => void) | undefined }) {
  return (
    <div className={styles['prompt']}>
      <CardToPhone isReading={props.isReading} />
      <div role="status" className={styles['promptText']}>
        <p className={styles['promptTitle']}>
          <Message id={props.isReading ? 'card.nfc.reading' : 'card.nfc.waiting'} />
        </p>
        <p className={styles['text']}>
          <Message id={props.isReading ? 'card.nfc.readingHelp' : 'card.nfc.waitingHelp'} />
        </p>
      </div>
      {props.onReopen === undefined ? null : (
        <button type="button" className={styles['secondary']} onClick={props.onReopen}>
          <Message id="card.nfc.reopen" />
        </button>
      )}
    </div>
  );
}

/** A day of the card (YYYY-MM-DD) in the rider's language, as a calendar day (no time, no zone). */
function useFormatDay(): (day: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [locale]);
}

function Field(props: { readonly label: MessageId; readonly children: ReactNode }) {
  return (
    <div className={styles['field']}>
      <dt>
        <Message id={props.label} />
      </dt>
      <dd>{props.children}</dd>
    </div>
  );
}

/** One ticket with spec §3's fields; a field the card does not state is left out, and a ticket past its day says so. */
function Ticket(props: { readonly ticket: NfcTicket; readonly today: string }) {
  const { ticket, today } = props;
  const formatDay = useFormatDay();
  const headingId = useId();
  const isExpired = ticket.lastValidDate !== null && ticket.lastValidDate < today;
  return (
    <li className={styles['ticket']} aria-labelledby={headingId}>
      <p className={styles['ticketName']} id={headingId}>
        {ticket.name}
        {isExpired ? (
          <span className={styles['expired']}>
            <Message id="card.result.expired" />
          </span>
        ) : null}
      </p>
      <dl className={styles['fields']}>
        {ticket.zone === null ? null : <Field label="card.reads.zone">{ticket.zone}</Field>}
        {ticket.remainingTrips === null ? null : (
          <Field label="card.reads.remainingTrips">
            <Message id="card.result.trips" values={{ count: ticket.remainingTrips }} />
          </Field>
        )}
        {ticket.lastValidDate === null ? null : (
          <Field label="card.reads.lastValidDay">{formatDay(ticket.lastValidDate)}</Field>
        )}
        {ticket.purchaseDate === null ? null : (
          <Field label="card.reads.purchaseDate">{formatDay(ticket.purchaseDate)}</Field>
        )}
        <Field label="card.reads.firstUseDate">
          {ticket.firstUseDate === null ? (
            <Message id="card.result.unused" />
          ) : (
            formatDay(ticket.firstUseDate)
          )}
        </Field>
        {ticket.rechargeDate === null ? null : (
          <Field label="card.reads.rechargeDate">{formatDay(ticket.rechargeDate)}</Field>
        )}
      </dl>
    </li>
  );
}

/** The card read (spec §3 Transport card (NFC)): its tickets, or that it has none, and its serial number. */
function CardResult(props: { readonly card: NfcCard; readonly onReadAnother: () => void }) {
  const { card } = props;
  const { city } = useAppServices();
  const message = useMessage();
  const headingId = useId();
  const resultRef = useRef<HTMLElement>(null);
  // The result replaces the prompt: focus moves to it, so a screen reader reads it and the keyboard starts there.
  useEffect(() => resultRef.current?.focus(), []);
  // Today in the city, to tell a ticket past its last valid day; a minute's clock is close enough for days.
  const today = formatDay(localTimeOf(useNow(60_000), city.timeZone).day);
  return (
    <section className={styles['part']} aria-labelledby={headingId} ref={resultRef} tabIndex={-1}>
      <SectionTitle level={2}>
        <span id={headingId}>{card.cardName ?? <Message id="card.result.heading" />}</span>
      </SectionTitle>
      <p className={styles['note']}>
        <Message id="card.result.serialNumber" values={{ serialNumber: card.serialNumber }} />
      </p>
      {card.state === 'noTickets' ? (
        <p className={styles['text']} role="status">
          <Message id={NFC_MESSAGES.noTickets} />
        </p>
      ) : (
        <ul className={styles['tickets']} aria-label={message('card.result.tickets')}>
          {card.tickets.map((ticket, index) => (
            <Ticket key={`${index}-${ticket.name}`} ticket={ticket} today={today} />
          ))}
        </ul>
      )}
      <div>
        <button type="button" className={styles['primary']} onClick={props.onReadAnother}>
          <Message id="card.nfc.readAnother" />
        </button>
      </div>
    </section>
  );
}

/** The screen of each state of the reading. */
function ReadingView(props: {
  readonly state: CardReadingState;
  readonly reading: Omit<CardReading, 'state'>;
  /** Whether the system's reader opens only on request (iOS): the waiting screen can open it again. */
  readonly startsOnRequest: boolean;
}) {
  const { state, reading } = props;
  switch (state.step) {
    case 'checking':
      return (
        <div className={styles['prompt']}>
          <Spinner size="medium" label="card.nfc.checking" />
        </div>
      );
    case 'unsupported':
      return (
        <div>
          <EmptyState message={NFC_MESSAGES.unsupported} icon="alert" />
          <p className={styles['centred']}>
            <Message id="card.nfc.unsupportedHelp" />
          </p>
        </div>
      );
    case 'disabled':
      return (
        <EmptyState
          message={NFC_MESSAGES.disabled}
          icon="settings"
          action={
            <button type="button" className={styles['primary']} onClick={reading.openSettings}>
              <Message id="card.nfc.openSettings" />
            </button>
          }
        />
      );
    case 'ready':
      return (
        <div className={styles['prompt']}>
          <CardToPhone isReading={false} />
          <p className={styles['text']}>
            <Message id="card.nfc.ready" />
          </p>
          <button type="button" className={styles['primary']} onClick={reading.read}>
            <Message id="card.nfc.start" />
          </button>
        </div>
      );
    case 'waiting':
      return (
        <ReadingPrompt isReading={false} onReopen={props.startsOnRequest ? reading.reopen : undefined} />
      );
    case 'reading':
      return <ReadingPrompt isReading />;
    case 'failed':
      return (
        <ErrorState
          message={FAILURE_MESSAGES[state.code]}
          technicalDetails={state.code}
          onRetry={reading.read}
        />
      );
    case 'read':
      return <CardResult card={state.card} onReadAnother={reading.read} />;
  }
}

/** The reading in the apps, over the platform's NFC port and the city's API. */
function NfcReading(props: { readonly startsOnRequest: boolean }) {
  const { api, nfc, city } = useAppServices();
  const message = useMessage();
  const nfcApi = useMemo(
    () => api.nfc ?? createNfcClient({ baseUrl: city.apiBase }),
    [api.nfc, city.apiBase],
  );
  const texts = useMemo<SessionTexts>(
    () => ({
      waiting: message('card.nfc.waitingHelp'),
      reading: message('card.nfc.reading'),
      cancelled: message('card.nfc.cancelled'),
      failed: (code) => message(FAILURE_MESSAGES[code]),
    }),
    [message],
  );
  const { state, ...reading } = useCardReading(nfc, nfcApi, texts, {
    startsOnRequest: props.startsOnRequest,
  });
  // After the rider's own action (Reintentar, Leer otra tarjeta, Leer la tarjeta…) the button they pressed is gone:
  // focus goes to what replaced it, so the keyboard and a screen reader go on from there. A result focuses itself.
  const view = useRef<HTMLDivElement>(null);
  const hasActed = useRef(false);
  const acting = useMemo<Omit<CardReading, 'state'>>(() => {
    const act =
      (action: () => void): (() => void) =>
      () => {
        hasActed.current = true;
        action();
      };
    return { read: act(reading.read), reopen: reading.reopen, openSettings: reading.openSettings };
  }, [reading.read, reading.reopen, reading.openSettings]);
  useEffect(() => {
    if (hasActed.current && state.step !== 'read' && state.step !== 'checking') view.current?.focus();
  }, [state.step]);
  return (
    <div ref={view} tabIndex={-1} className={styles['view']}>
      <ReadingView state={state} reading={acting} startsOnRequest={props.startsOnRequest} />
    </div>
  );
}

/**
 * /saldo-abono-transporte-nfc, NFC card reading (spec §2: Android and iOS; §4 NFC reading). A web browser cannot read
 * the card, so there it is the balance page's explanation and app offer. In the apps, the rider holds the card to
 * the phone and the page reads it through our server (unsupported, disabled with a link to the settings, waiting,
 * reading, tag removed too quickly, error, and the card's tickets).
 */
export function CardNfcPage() {
  const { appConfig, city } = useAppServices();
  const message = useMessage();
  const clientType = useStore(appConfig, (state) => state.config.clientType);
  if (clientType === 'web') return <CardBalancePage />;
  return (
    <Screen title={message('card.nfc.title')} isMainSection={city.homeNavItem === 'card'}>
      <Container hasBottomMargin>
        <div className={styles['page']}>
          <NfcReading startsOnRequest={clientType === 'ios'} />
          <p className={styles['note']}>
            <Message id="card.balance.noCardNumber" />
          </p>
        </div>
      </Container>
    </Screen>
  );
}
