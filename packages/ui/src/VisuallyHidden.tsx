import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for assistive technology only: read by screen readers, not painted. */
export function VisuallyHidden(props: { readonly children: ReactNode }) {
  return <span className={styles['visuallyHidden']}>{props.children}</span>;
}
