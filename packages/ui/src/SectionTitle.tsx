import { Message } from '@transit/i18n/react';
import type { ReactNode } from 'react';
import styles from './SectionTitle.module.css';

/** A section's heading (spec §2), with an optional "Nuevo" label for a section riders have not seen before. */
export function SectionTitle(props: {
  readonly children: ReactNode;
  readonly isNew?: boolean;
  /** The heading level, so the page outline stays right (h2 under the action bar's h1). */
  readonly level?: 2 | 3;
}) {
  const Heading = props.level === 3 ? 'h3' : 'h2';
  return (
    <Heading className={styles['title']}>
      <span>{props.children}</span>
      {props.isNew ? (
        <span className={styles['new']}>
          <Message id="ui.sectionTitle.new" />
        </span>
      ) : null}
    </Heading>
  );
}
