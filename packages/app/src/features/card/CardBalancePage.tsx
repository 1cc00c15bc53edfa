import { buildRoute } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, SectionTitle } from '@transit/ui';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { AppOnlyModal, AppStoreLinks, currentMobilePlatform } from '../../common/AppOnlyModal';
import { useAppServices } from '../../common/appServices';
import { Screen } from '../../common/Screen';
import { useHistoryModal } from '../../common/useHistoryModal';
import styles from './card.module.css';

/** What the app reads from the card (spec §3 Transport card (NFC)), in the spec's order. */
export const CARD_READINGS: readonly MessageId[] = [
  'card.reads.purchaseDate',
  'card.reads.firstUseDate',
  'card.reads.lastValidDay',
  'card.reads.rechargeDate',
  'card.reads.zone',
  'card.reads.remainingTrips',
  'card.reads.serialNumber',
  'card.reads.noTickets',
];

/** How a reading goes (spec §4 NFC reading: NFC on, waiting, reading, tag removed too quickly). */
const READING_STEPS: readonly MessageId[] = ['card.how.nfcOn', 'card.how.hold', 'card.how.wait'];

/** A titled part of the page, named by its heading. */
function Part(props: { readonly heading: MessageId; readonly children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles['part']} aria-labelledby={headingId}>
      <SectionTitle level={2}>
        <span id={headingId}>
          <Message id={props.heading} />
        </span>
      </SectionTitle>
      {props.children}
    </section>
  );
}

/**
 * How to get the reading: on a phone's browser a button that opens the "only in our app" modal (spec §1, §6); on a
 * desktop, to use the app on a phone with NFC, with the city's store links; inside the apps, the NFC path.
 */
function ReadInTheApp() {
  const { appConfig } = useAppServices();
  const clientType = useStore(appConfig, (state) => state.config.clientType);
  const appOnly = useHistoryModal('app-only');
  if (clientType !== 'web') {
    return (
      <p className={styles['text']}>
        <Link className={styles['link']} to={buildRoute('cardNfc')}>
          <Message id="card.nfc.link" />
        </Link>
      </p>
    );
  }
  const platform = currentMobilePlatform();
  return (
    <Part heading="card.app.heading">
      {platform === undefined ? (
        <>
          <p className={styles['text']}>
            <Message id="card.app.desktop" />
          </p>
          <AppStoreLinks platform={undefined} />
        </>
      ) : (
        <>
          <p className={styles['text']}>
            <Message id="card.app.phone" />
          </p>
          <div>
            <button type="button" className={styles['primary']} onClick={appOnly.open}>
              <Message id="card.app.open" />
            </button>
          </div>
          <AppOnlyModal isOpen={appOnly.isOpen} onClose={appOnly.close} feature="nfcCard" />
        </>
      )}
    </Part>
  );
}

/**
 * /saldo-abono-transporte, the balance path on the web (spec §1, §2): a card's balance and expiry are read from the
 * card itself by NFC, which only the apps can do, so the page shows no balance. It says what the app reads (spec §3)
 * and how (holding the card to the phone), that reading by card number is gone (spec §4), and offers the app.
 */
export function CardBalancePage() {
  const message = useMessage();
  const { city } = useAppServices();
  return (
    // The card balance app's home is a main section: no back control, and the settings link.
    <Screen title={message('card.balance.title')} isMainSection={city.homeNavItem === 'card'}>
      <Container hasBottomMargin>
        <div className={styles['page']}>
          <p className={styles['text']}>
            <Message id="card.balance.intro" />
          </p>
          <p className={styles['note']}>
            <Message id="card.balance.noCardNumber" />
          </p>
          <Part heading="card.reads.heading">
            <ul className={styles['list']}>
              {CARD_READINGS.map((id) => (
                <li key={id}>
                  <Message id={id} />
                </li>
              ))}
            </ul>
          </Part>
          <Part heading="card.how.heading">
            <ol className={styles['list']}>
              {READING_STEPS.map((id) => (
                <li key={id}>
                  <Message id={id} />
                </li>
              ))}
            </ol>
          </Part>
          <ReadInTheApp />
          <p className={styles['text']}>
            <Link className={styles['link']} to={buildRoute('faresTransportCard')}>
              <Message id="card.faresLink" />
            </Link>
          </p>
        </div>
      </Container>
    </Screen>
  );
}
