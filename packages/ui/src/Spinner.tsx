import type { MessageId } from '@transit/i18n';
import { useMessage } from '@transit/i18n/react';
import { cx } from './cx';
import styles from './Spinner.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export type SpinnerSize = 'small' | 'medium';

/**
 * A busy indicator in two sizes (spec §2). It is a status region, so a screen reader says "Cargando…" (or the given
 * label) when it appears.
 */
export function Spinner(props: { readonly size?: SpinnerSize; readonly label?: MessageId }) {
  const message = useMessage();
  const size = props.size ?? 'medium';
  return (
    <span role="status" className={cx(styles['spinner'], styles[size])}>
      <span className={styles['ring']} aria-hidden="true" />
      <VisuallyHidden>{message(props.label ?? 'ui.spinner.label')}</VisuallyHidden>
    </span>
  );
}
