import { type MobilePlatform, mobilePlatformOf } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Modal } from '@transit/ui';
import styles from './AppOnlyModal.module.css';
import { useCity } from './appServices';
import { APP_STORES, type AppStore, appStoreLinks, STORE_OF_PLATFORM } from './appStores';

/** The features only the native apps have (spec §1, §6 App-only features), each explained in the modal. */
export type AppOnlyFeature = 'nfcCard' | 'premiumPurchase';

const FEATURE_TEXT: Readonly<Record<AppOnlyFeature, MessageId>> = {
  nfcCard: 'appOnly.nfcCard.text',
  premiumPurchase: 'appOnly.premiumPurchase.text',
};

/** The apps that have each feature: premium is bought in the Android app only (spec §1: in-app purchases on Android). */
const FEATURE_STORES: Readonly<Record<AppOnlyFeature, readonly AppStore[]>> = {
  nfcCard: APP_STORES,
  premiumPurchase: ['googlePlay'],
};

const INSTALL_LABEL: Readonly<Record<AppStore, MessageId>> = {
  googlePlay: 'appOnly.install.googlePlay',
  appStore: 'appOnly.install.appStore',
};

/** What to say while the app is not in the store the rider would install from. */
const UNAVAILABLE: Readonly<Record<MobilePlatform | 'desktop', MessageId>> = {
  android: 'appOnly.unavailable.android',
  ios: 'appOnly.unavailable.ios',
  desktop: 'appOnly.unavailable.desktop',
};

/** The phone platform the page runs on (from the browser's user agent); undefined on a desktop. */
export function currentMobilePlatform(): MobilePlatform | undefined {
  return typeof navigator === 'undefined' ? undefined : mobilePlatformOf(navigator);
}

/**
 * The install links of the city's app for the rider's device (spec §2: the app-only modal's install button): Google
 * Play on Android, the App Store on iOS, every store the city's project lists on a desktop. While the app is not in
 * that store (`city.project` has no `iosStoreUrl`) it says so, with no button. Where the feature is in no app of the
 * rider's phone (premium on an iPhone) it shows nothing: the feature's text says which app has it. Its texts are in
 * the 'appOnly' catalog.
 */
export function AppStoreLinks(props: {
  readonly platform: MobilePlatform | undefined;
  /** The stores whose app has the feature; all by default. */
  readonly stores?: readonly AppStore[];
}) {
  const city = useCity();
  const stores = props.stores ?? APP_STORES;
  if (props.platform !== undefined && !stores.includes(STORE_OF_PLATFORM[props.platform])) return null;
  const links = appStoreLinks(city.project, props.platform, stores);
  if (links.length === 0) {
    return (
      <p className={styles['unavailable']}>
        <Message id={UNAVAILABLE[props.platform ?? 'desktop']} />
      </p>
    );
  }
  return (
    <ul className={styles['links']}>
      {links.map((link) => (
        <li key={link.store}>
          <a className={styles['install']} href={link.url}>
            <Message id={INSTALL_LABEL[link.store]} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The "only in our app" modal (spec §1, §2, §6): on a mobile web browser an app-only feature (NFC card reading, a
 * premium purchase) opens it, to say the feature is in the app and offer the app from the store of the rider's phone
 * (premium only from Google Play: spec §1, in-app purchases exist on Android).
 * A labelled dialog (its title), closed by its close button, Escape or the overlay. The owner opens it through
 * useHistoryModal, so the phone's Back closes it (spec §2), and lists 'appOnly' in its feature's catalogs.
 */
export function AppOnlyModal(props: {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly feature: AppOnlyFeature;
}) {
  const message = useMessage();
  return (
    <Modal isOpen={props.isOpen} onClose={props.onClose} size="small" title={message('appOnly.title')}>
      <p className={styles['text']}>
        <Message id={FEATURE_TEXT[props.feature]} />
      </p>
      <AppStoreLinks platform={currentMobilePlatform()} stores={FEATURE_STORES[props.feature]} />
    </Modal>
  );
}
