import { ENTITLEMENT_ERROR_MESSAGES } from '@transit/i18n';
import { Message } from '@transit/i18n/react';
import { ErrorState } from '@transit/ui';
import type { EntitlementError as EntitlementLookupError } from '../common/entitlementError';
import styles from './EntitlementError.module.css';

/**
 * The entitlement-load error screen (spec §4, §8): "Vaya, algo ha ido mal", what to do, and its three buttons:
 * Reintentar (asks again), Cerrar sesión (signs out: the app then runs without the entitlement feature) and Contacta
 * con nosotros (the city's contact address). A lazy chunk: what it needs from the app's services is handed in, so it
 * imports nothing at run time from the first download's modules (each such import would split them into more files).
 */
export function EntitlementError(props: {
  readonly error: EntitlementLookupError;
  readonly onRetry: () => void;
  readonly onSignOut: () => void;
  /** The city's contact address. */
  readonly contactEmail: string;
}) {
  return (
    <div className={styles['screen']}>
      <ErrorState
        message={ENTITLEMENT_ERROR_MESSAGES.title}
        details={<Message id={ENTITLEMENT_ERROR_MESSAGES.text} />}
        technicalDetails={props.error.toString()}
        onRetry={props.onRetry}
      />
      <div className={styles['actions']}>
        <button type="button" className={styles['secondary']} onClick={props.onSignOut}>
          <Message id={ENTITLEMENT_ERROR_MESSAGES.logout} />
        </button>
        <a className={styles['secondary']} href={`mailto:${props.contactEmail}`}>
          <Message id={ENTITLEMENT_ERROR_MESSAGES.contact} />
        </a>
      </div>
    </div>
  );
}
