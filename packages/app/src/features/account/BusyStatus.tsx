import type { MessageId } from '@transit/i18n';
import { Message } from '@transit/i18n/react';
import styles from './account.module.css';

/**
 * What the account is busy with ("Comprobando tu sesión…"), as a status a screen reader says. Text rather than the
 * kit's spinner: the spinner's module, shared with the first download, would split off a chunk of its own there.
 */
export function BusyStatus(props: { readonly label: MessageId }) {
  return (
    <p role="status" className={styles['muted']}>
      <Message id={props.label} />
    </p>
  );
}

/** Sign-in is off on this server (GET /v1/auth-config): said plainly, with no dead buttons. */
export function AccountsUnavailable() {
  return (
    <>
      <p role="status" className={styles['text']}>
        <Message id="account.unavailable" />
      </p>
      <p className={styles['muted']}>
        <Message id="account.unavailable.detail" />
      </p>
    </>
  );
}
