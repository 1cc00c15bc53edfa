import { shouldShowLanguageModal } from '@transit/core';
import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { useAppServices, usePreferences } from '../../common/appServices';

/** The browser's first language (BCP 47, "en-GB"), if it says one. */
function browserLanguage(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages[0] ?? navigator.language;
}

/** The modal, with the settings screens: only the apps ever show it, and only until the rider chooses. */
const InitialLanguageModal = lazy(() =>
  import('./index').then((module) => ({ default: module.InitialLanguageModal })),
);

/**
 * The initial language modal (spec §2, §4): shown only in the Android and iOS apps, while the rider has not chosen a
 * language and the browser's language is not the city's default. Choosing one stores it (and so closes the modal for
 * good); closing it without choosing leaves it closed until the next start. Whether it shows is decided here, with
 * the app; the modal's code loads only when it does (a web page never needs it).
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
  // No fallback: nothing shows while the modal loads.
  return isOpen ? (
    <Suspense>
      <InitialLanguageModal
        languages={city.languages}
        onChoose={(locale) => preferences.getState().setLocale(locale)}
        onClose={() => setIsDismissed(true)}
      />
    </Suspense>
  ) : null;
}
