import { Message } from '@transit/i18n/react';
import { useStore } from 'zustand';
import { type UpdateStore, updateStore } from './updateStore';
import styles from './UpdateBanner.module.css';

/** Says that a new version of the app is ready, with the button that activates it and reloads (spec §4). */
export function UpdateBanner(props: { readonly store?: UpdateStore }) {
  const { isUpdateReady, applyUpdate } = useStore(props.store ?? updateStore);
  if (!isUpdateReady) return null;
  return (
    <div className={styles['banner']} role="status">
      <p>
        <Message id="app.update.ready" />
      </p>
      <button type="button" className={styles['button']} onClick={applyUpdate}>
        <Message id="app.update.apply" />
      </button>
    </div>
  );
}
