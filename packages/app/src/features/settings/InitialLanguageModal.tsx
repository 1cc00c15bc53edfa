import { type Locale, shouldShowLanguageModal } from '@transit/core';
import { LANGUAGE_NAMES } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Modal } from '@transit/ui';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useAppServices, usePreferences } from '../../common/appServices';
import styles from './InitialLanguageModal.module.css';

/** The browser's first language (BCP 47, "en-GB"), if it says one. */
function browserLanguage(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages[0] ?? navigator.language;
}

/**
 * The initial language modal (spec §2, §4): shown only in the Android and iOS apps, while the rider has not chosen a
 * language and the browser's language is not the city's default. Choosing one stores it (and so closes the modal for
 * good); closing it without choosing leaves it closed until the next start.
 *
 * It opens by itself at start, often during the /app entry's redirect, so it pushes no history entry (one pushed
 * then would bring the entry's URL back into the history).
 */
export function InitialLanguageModal() {
  const message = useMessage();
  const { appConfig, city, preferences } = useAppServices();
  const clientType = useStore(appConfig, (state) => state.config.clientType);
  const chosenLocale = usePreferences((state) => state.locale);
  const [isDismissed, setIsDismissed] = useState(false);
  const isOpen =
    !isDismissed &&
    shouldShowLanguageModal({
      clientType,
      chosenLocale,
      browserLanguage: browserLanguage(),
      defaultLocale: city.defaultLocale,
    });
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => setIsDismissed(true)}
      size="small"
      title={message('settings.languageModal.title')}
    >
      <p className={styles['text']}>
        <Message id="settings.languageModal.text" />
      </p>
      <div className={styles['options']}>
        {city.languages.map((option: Locale) => (
          <button
            key={option}
            type="button"
            lang={option}
            className={styles['option']}
            onClick={() => preferences.getState().setLocale(option)}
          >
            <Message id={LANGUAGE_NAMES[option]} />
          </button>
        ))}
      </div>
    </Modal>
  );
}
