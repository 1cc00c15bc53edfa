import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Container.module.css';

/** The page column: side padding and a readable width, with an optional bottom margin (spec §2). */
export function Container(props: { readonly children: ReactNode; readonly hasBottomMargin?: boolean }) {
  return (
    <div className={cx(styles['container'], props.hasBottomMargin && styles['bottomMargin'])}>
      {props.children}
    </div>
  );
}
