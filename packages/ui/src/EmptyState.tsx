import type { MessageId } from '@transit/i18n';
import { Message, type MessageValues } from '@transit/i18n/react';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons/Icon';
import styles from './StateMessage.module.css';

/** Nothing to show yet (no results, no favourites): a glyph, the message, and an optional action the app passes. */
export function EmptyState(props: {
  readonly message: MessageId;
  readonly values?: MessageValues;
  readonly icon?: IconName;
  readonly action?: ReactNode;
}) {
  return (
    <div className={styles['state']}>
      <Icon name={props.icon ?? 'empty'} sizePx={40} className={styles['icon']} />
      <p className={styles['message']}>
        <Message id={props.message} values={props.values} />
      </p>
      {props.action}
    </div>
  );
}
