import type { Locale } from '@transit/core';
import { LANGUAGE_NAMES } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Modal } from '@transit/ui';
import styles from './InitialLanguageModal.module.css';

/**
 * The initial language modal's dialog (spec §2, §4): the city's languages, each in its own name; choosing one stores
 * it. InitialLanguageOverlay decides when it shows. It opens by itself at start, often during the /app entry's
 * redirect, so it pushes no history entry (one pushed then would bring the entry's URL back into the history).
 */
export function InitialLanguageModal(props: {
  readonly languages: readonly Locale[];
  readonly onChoose: (locale: Locale) => void;
  readonly onClose: () => void;
}) {
  const message = useMessage();
  return (
    <Modal isOpen onClose={props.onClose} size="small" title={message('settings.languageModal.title')}>
      <p className={styles['text']}>
        <Message id="settings.languageModal.text" />
      </p>
      <div className={styles['options']}>
        {props.languages.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            className={styles['option']}
            onClick={() => props.onChoose(option)}
          >
            <Message id={LANGUAGE_NAMES[option]} />
          </button>
        ))}
      </div>
    </Modal>
  );
}
