import { shouldShowLanguageModal } from '@transit/core';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useAppServices, usePreferences } from '../../common/appServices';
import { InitialLanguageModal } from './InitialLanguageModal';

/** The browser's first language (BCP 47, "en-GB"), if it says one. */
function browserLanguage(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages[0] ?? navigator.language;
}

/**
 * The initial language modal (spec §2, §4): shown only in the Android and iOS apps, while the rider has not chosen a
 * language and the browser's language is not the city's default. Choosing one stores it (and so closes the modal for
 * good); closing it without choosing leaves it closed until the next start. Only the apps load it (appClientOnly, in
 * the feature's registration): a web page never needs it.
 */
export function InitialLanguageOverlay() {
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
  return isOpen ? (
    <InitialLanguageModal
      languages={city.languages}
      onChoose={(locale) => preferences.getState().setLocale(locale)}
      onClose={() => setIsDismissed(true)}
    />
  ) : null;
}
