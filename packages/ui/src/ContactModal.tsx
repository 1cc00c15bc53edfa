import { Message, useMessage } from '@transit/i18n/react';
import { useId } from 'react';
import styles from './ContactModal.module.css';
import { CopyToClipboardButton } from './CopyToClipboardButton';
import { Modal } from './Modal';

/** The analytics event the app sends when the address is copied (spec §2), from the `onCopy` callback. */
export const CONTACT_MODAL_COPY_EVENT = 'contactModal:copyToClipboard';

/**
 * The contact modal (spec §2): a title and text, the contact address in a read-only field (selected on focus, so a
 * long press or Ctrl+C also works) and a copy-to-clipboard button.
 */
export function ContactModal(props: {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The contact e-mail address ({email}). */
  readonly email: string;
  /** After a copy; the app sends CONTACT_MODAL_COPY_EVENT. */
  readonly onCopy?: () => void;
}) {
  const message = useMessage();
  const fieldId = useId();
  return (
    <Modal
      isOpen={props.isOpen}
      onClose={props.onClose}
      size="small"
      title={message('ui.contactModal.title')}
    >
      <p className={styles['text']}>
        <Message id="ui.contactModal.text" />
      </p>
      <label htmlFor={fieldId} className={styles['label']}>
        <Message id="ui.contactModal.emailLabel" />
      </label>
      <div className={styles['row']}>
        <input
          id={fieldId}
          className={styles['email']}
          type="email"
          readOnly
          value={props.email}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyToClipboardButton text={props.email} onCopy={props.onCopy} />
      </div>
    </Modal>
  );
}
