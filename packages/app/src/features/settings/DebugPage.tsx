import { APP_VERSION, assertNever, statusBarStyle } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, Modal, SectionTitle } from '@transit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useStore } from 'zustand';
import { useAppServices, useFeatureStore } from '../../common/appServices';
import { Screen } from '../../common/Screen';
import { useHistoryModal } from '../../common/useHistoryModal';
import { useLocale } from '../../common/useLocale';
import { useOnlineStatus } from '../../common/useOnlineStatus';
import { useThemeChoice } from '../../common/useThemeClass';
import { FAVOURITE_ARRIVALS_STORE, RECENT_STOPS_STORE } from '../stops/feature';
import { formatBuildDate } from './buildInfo';
import styles from './DebugPage.module.css';
import { clearPersistedStore, listStoredEntries, queryCacheKey, type StorageAreaName } from './storedData';

const AREA_NAMES: Readonly<Record<StorageAreaName, MessageId>> = {
  local: 'settings.debug.local',
  session: 'settings.debug.session',
};

/** A stored size in the rider's locale: bytes below 1000, kilobytes (1000 bytes) with one decimal above. */
function formatSize(sizeBytes: number, locale: string): string {
  const isSmall = sizeBytes < 1000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: isSmall ? 'byte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(isSmall ? sizeBytes : sizeBytes / 1000);
}

/** One fact: its label and its value, or "not reported" when the app config has none. */
function Fact(props: { readonly label: MessageId; readonly value: ReactNode }) {
  return (
    <div className={styles['fact']}>
      <dt>
        <Message id={props.label} />
      </dt>
      <dd>{props.value ?? <Message id="settings.debug.notReported" />}</dd>
    </div>
  );
}

/** A support action that asks first: its button, and a dialog that says what goes and offers Cancel or Clear. */
function ConfirmedAction(props: {
  readonly name: string;
  readonly label: MessageId;
  readonly confirmText: MessageId;
  readonly onConfirm: () => void;
}) {
  const message = useMessage();
  const dialog = useHistoryModal(props.name);
  return (
    <>
      <button type="button" className={styles['button']} onClick={dialog.open}>
        <Message id={props.label} />
      </button>
      <Modal isOpen={dialog.isOpen} onClose={dialog.close} size="small" title={message(props.label)}>
        <p className={styles['confirmText']}>
          <Message id={props.confirmText} />
        </p>
        <div className={styles['confirmActions']}>
          <button type="button" className={styles['secondary']} onClick={dialog.close}>
            <Message id="settings.debug.cancel" />
          </button>
          <button
            type="button"
            className={styles['primary']}
            onClick={() => {
              props.onConfirm();
              dialog.close();
            }}
          >
            <Message id="settings.debug.confirm" />
          </button>
        </div>
      </Modal>
    </>
  );
}

/**
 * /ajustes/debug (spec §2), for support: the build, the client and its versions from the app config, the city and
 * its API, the connection, this city's keys in the browser's storage with their sizes, and (each after a
 * confirmation) clearing the saved query cache or the rider's stores.
 */
export function DebugPage() {
  const message = useMessage();
  const locale = useLocale();
  const { city, appConfig, preferences, storage } = useAppServices();
  const recentStops = useFeatureStore(RECENT_STOPS_STORE);
  const favouriteArrivals = useFeatureStore(FAVOURITE_ARRIVALS_STORE);
  const config = useStore(appConfig, (state) => state.config);
  const isOnline = useOnlineStatus();
  const { theme } = useThemeChoice();
  const queryClient = useQueryClient();
  // Bumped after a clearing, so the list of stored keys is read again.
  const [, setClearCount] = useState(0);
  const [cleared, setCleared] = useState<MessageId | undefined>(undefined);

  const statusBar = statusBarStyle({
    clientType: config.clientType,
    androidClientVersionCode: config.androidClientVersionCode,
    theme,
  });
  let statusBarText: string;
  switch (statusBar.kind) {
    case 'themed':
      statusBarText = message('settings.debug.statusBarThemed', { content: statusBar.content });
      break;
    case 'black':
      statusBarText = message('settings.debug.statusBarBlack');
      break;
    default:
      statusBarText = assertNever(statusBar);
  }

  const stored = listStoredEntries(city.id, storage);
  const afterClearing = (done: MessageId) => {
    setClearCount((count) => count + 1);
    setCleared(done);
  };

  return (
    <Screen title={message('settings.debug')}>
      <Container hasBottomMargin>
        <section aria-labelledby="debug-app">
          <SectionTitle level={2}>
            <span id="debug-app">
              <Message id="settings.debug.app" />
            </span>
          </SectionTitle>
          <dl className={styles['facts']}>
            <Fact label="settings.debug.version" value={APP_VERSION} />
            <Fact label="settings.debug.buildTime" value={formatBuildDate(locale)} />
            <Fact label="settings.debug.client" value={config.clientType} />
            <Fact
              label="settings.debug.analytics"
              value={message(config.enableGA ? 'settings.debug.yes' : 'settings.debug.no')}
            />
            <Fact label="settings.debug.androidVersionCode" value={config.androidClientVersionCode} />
            <Fact label="settings.debug.iosVersion" value={config.iosClientVersion} />
            <Fact label="settings.debug.iosVersionNumber" value={config.iosClientVersionNumber} />
            <Fact label="settings.debug.playReferrer" value={config.googlePlayReferrerString} />
            <Fact label="settings.debug.appStore" value={config.appStore} />
            <Fact label="settings.debug.packageName" value={config.packageName} />
            <Fact label="settings.debug.statusBar" value={statusBarText} />
            <Fact label="settings.debug.city" value={city.id} />
            <Fact label="settings.debug.apiBase" value={city.apiBase} />
            <Fact
              label="settings.debug.connection"
              value={message(isOnline ? 'settings.debug.online' : 'settings.debug.offline')}
            />
          </dl>
        </section>

        <section aria-labelledby="debug-storage">
          <SectionTitle level={2}>
            <span id="debug-storage">
              <Message id="settings.debug.storage" />
            </span>
          </SectionTitle>
          {!stored.ok && (
            <p className={styles['notice']} role="status">
              <Message id="settings.debug.storageUnavailable" />
            </p>
          )}
          {stored.ok && stored.value.length === 0 && (
            <p className={styles['notice']}>
              <Message id="settings.debug.storageEmpty" />
            </p>
          )}
          {stored.ok && stored.value.length > 0 && (
            <div className={styles['tableScroll']}>
              <table className={styles['table']}>
                <thead>
                  <tr>
                    <th scope="col">
                      <Message id="settings.debug.storageKey" />
                    </th>
                    <th scope="col">
                      <Message id="settings.debug.storageArea" />
                    </th>
                    <th scope="col" className={styles['number']}>
                      <Message id="settings.debug.storageSize" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stored.value.map((entry) => (
                    <tr key={`${entry.area}:${entry.key}`}>
                      <th scope="row" className={styles['key']}>
                        {entry.key}
                      </th>
                      <td>
                        <Message id={AREA_NAMES[entry.area]} />
                      </td>
                      <td className={styles['number']}>{formatSize(entry.sizeBytes, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="debug-actions">
          <SectionTitle level={2}>
            <span id="debug-actions">
              <Message id="settings.debug.actions" />
            </span>
          </SectionTitle>
          <div className={styles['actions']}>
            <ConfirmedAction
              name="debug-clear-queries"
              label="settings.debug.clearQueries"
              confirmText="settings.debug.clearQueriesConfirm"
              onConfirm={() => {
                // The saved copy goes too. The persister then saves the emptied cache (at most 1 s later, spec §9), so
                // the key comes back holding no query.
                queryClient.clear();
                try {
                  storage.local.removeItem(queryCacheKey(city.id));
                } catch {
                  // Storage blocked: there is no saved cache to remove.
                }
                afterClearing('settings.debug.queriesCleared');
              }}
            />
            <ConfirmedAction
              name="debug-clear-stores"
              label="settings.debug.clearStores"
              confirmText="settings.debug.clearStoresConfirm"
              onConfirm={() => {
                clearPersistedStore(preferences);
                clearPersistedStore(recentStops);
                clearPersistedStore(favouriteArrivals);
                afterClearing('settings.debug.storesCleared');
              }}
            />
          </div>
          <p className={styles['status']} role="status">
            {cleared === undefined ? null : <Message id={cleared} />}
          </p>
        </section>
      </Container>
    </Screen>
  );
}
