import type { MessageId } from '@transit/i18n';
import { Message, type MessageValues } from '@transit/i18n/react';
import type { ReactNode } from 'react';
import buttonStyles from './Button.module.css';
import { cx } from './cx';
import { Icon } from './icons/Icon';
import styles from './StateMessage.module.css';

/**
 * A screen's failure to load (spec §8): its message (error.stop, error.generic, …) and a Retry button. Rendered as an
 * alert, so a screen reader says it when it replaces the spinner. The rider reads translated sentences only: technical
 * details (an error's code, the router's error text) wait under a collapsed "Detalles técnicos" for whoever asks for
 * them, such as support.
 */
export function ErrorState(props: {
  readonly message: MessageId;
  readonly values?: MessageValues;
  /** A second sentence for the rider, under the message in small type (a translated message). */
  readonly details?: ReactNode;
  /**
   * For support, not for the rider: an error's code or the text the router gives, shown only when the rider opens
   * "Detalles técnicos" under the message.
   */
  readonly technicalDetails?: string;
  /** Without it there is no Retry button (nothing to retry). */
  readonly onRetry?: () => void;
}) {
  return (
    <div role="alert" className={cx(styles['state'], styles['error'])}>
      <Icon name="alert" sizePx={40} className={styles['icon']} />
      <p className={styles['message']}>
        <Message id={props.message} values={props.values} />
      </p>
      {props.details === undefined ? null : <p className={styles['details']}>{props.details}</p>}
      {props.technicalDetails === undefined ? null : (
        <details className={styles['technical']}>
          <summary className={styles['summary']}>
            <Message id="ui.errorState.technicalDetails" />
          </summary>
          <p className={styles['technicalText']}>{props.technicalDetails}</p>
        </details>
      )}
      {props.onRetry ? (
        <button
          type="button"
          className={cx(buttonStyles['button'], buttonStyles['primary'])}
          onClick={props.onRetry}
        >
          <Message id="common.retry" />
        </button>
      ) : null}
    </div>
  );
}
