import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for assistive technology only (kept inside the kit; the app has its own copy rules). */
export function VisuallyHidden(props: { readonly children: ReactNode }) {
  return <span className={styles['visuallyHidden']}>{props.children}</span>;
}
