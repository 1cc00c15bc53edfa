import { type Locale } from '@transit/core';
import { LANGUAGE_NAMES } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, SectionTitle } from '@transit/ui';
import { useAppServices, useCity, usePreferences } from '../../shell/appContext';
import { Screen } from '../../shell/Screen';
import { useLocale } from '../../shell/useLocale';
import styles from './SettingsPage.module.css';

/** /ajustes (spec §2): for now the language picker (Spanish, English and Catalan, as the city offers them). */
export function SettingsPage() {
  const message = useMessage();
  const city = useCity();
  const locale = useLocale();
  const { preferences } = useAppServices();
  const chosen = usePreferences((state) => state.locale);
  return (
    <Screen title={message('settings.title')}>
      <Container>
        <fieldset className={styles['fieldset']}>
          <legend>
            <SectionTitle level={2}>
              <Message id="settings.language" />
            </SectionTitle>
          </legend>
          {city.languages.map((option: Locale) => (
            <label key={option} className={styles['option']} lang={option}>
              <input
                type="radio"
                name="language"
                value={option}
                checked={(chosen ?? locale) === option}
                onChange={() => preferences.getState().setLocale(option)}
              />
              <Message id={LANGUAGE_NAMES[option]} />
            </label>
          ))}
        </fieldset>
      </Container>
    </Screen>
  );
}
