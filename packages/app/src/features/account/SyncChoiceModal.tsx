import { Message, useMessage } from '@transit/i18n/react';
import { Modal } from '@transit/ui';
import { useState } from 'react';
import styles from './account.module.css';

/**
 * The sync choice screen (spec §2: a sync screen appears when local favourites exist for a logged-in user; §4 Sync of
 * local favourites on login): the device and the account both have favourites, and the rider uploads the local ones
 * (overwriting the account's) or deletes them. It cannot be dismissed: until the rider chooses it keeps showing.
 */
export function SyncChoiceModal(props: {
  /** Uploads the local favourites, overwriting the account's, then clears them locally. */
  readonly upload: () => Promise<void>;
  /** Deletes the local favourites, keeping the account's. */
  readonly deleteLocal: () => Promise<void>;
}) {
  const message = useMessage();
  const [isBusy, setBusy] = useState(false);
  const choose = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <Modal
      isOpen
      onClose={() => undefined}
      shouldCloseOnOverlayClick={false}
      title={message('account.sync.title')}
      size="small"
    >
      <p className={styles['text']}>
        <Message id="account.sync.text" />
      </p>
      <div className={styles['modalButtons']}>
        <button
          type="button"
          className={styles['danger']}
          disabled={isBusy}
          onClick={() => choose(props.deleteLocal)}
        >
          <Message id="account.sync.delete" />
        </button>
        <button
          type="button"
          className={styles['primary']}
          disabled={isBusy}
          onClick={() => choose(props.upload)}
        >
          <Message id="account.sync.upload" />
        </button>
      </div>
    </Modal>
  );
}
