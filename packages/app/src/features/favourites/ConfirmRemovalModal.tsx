import { Message } from '@transit/i18n/react';
import { Modal } from '@transit/ui';
import styles from './favourites.module.css';

/** Asks before a favourite is removed (spec §4: removing asks for confirmation); Cancelar keeps it. */
export function ConfirmRemovalModal(props: {
  readonly isOpen: boolean;
  /** The question, naming what goes ("¿Quitar Casa de tus paradas favoritas?"). */
  readonly title: string;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
}) {
  return (
    <Modal isOpen={props.isOpen} onClose={props.onClose} title={props.title} size="small">
      <div className={styles['modalButtons']}>
        <button type="button" className={styles['secondaryButton']} onClick={props.onClose}>
          <Message id="favourites.cancel" />
        </button>
        <button type="button" className={styles['dangerButton']} onClick={props.onConfirm}>
          <Message id="favourites.remove" />
        </button>
      </div>
    </Modal>
  );
}
