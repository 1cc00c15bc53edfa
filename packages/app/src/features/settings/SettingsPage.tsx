import { buildRoute, type Locale, UNIT_SYSTEMS, type UnitSystem } from '@transit/core';
import { formatDistance, LANGUAGE_NAMES, type MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import {
  CONTACT_MODAL_COPY_EVENT,
  ContactModal,
  Container,
  Icon,
  SectionTitle,
  SwitchField,
} from '@transit/ui';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAppServices, useCity, usePreferences } from '../../common/appServices';
import { Screen } from '../../common/Screen';
import { useAuthState } from '../../common/useAuthState';
import type { AuthState } from '../../platform';
import { useHistoryModal } from '../../common/useHistoryModal';
import { useLocale } from '../../common/useLocale';
import { useThemeChoice } from '../../common/useThemeClass';
import styles from './SettingsPage.module.css';
import { THEME_NAMES } from './themeNames';

/** The distances the units setting shows converted, in metres: a short walk (m, ft) and a longer one (km, mi). */
export const UNITS_EXAMPLE_DISTANCES_M = { near: 200, far: 1500 } as const;

const UNIT_NAMES: Readonly<Record<UnitSystem, MessageId>> = {
  METRIC: 'settings.units.metric',
  IMPERIAL: 'settings.units.imperial',
};

const UNIT_DETAILS: Readonly<Record<UnitSystem, MessageId>> = {
  METRIC: 'settings.units.metricDetail',
  IMPERIAL: 'settings.units.imperialDetail',
};

/** The units select's value, read as one of the spec's two systems (§3). */
const unitSystemSchema = z.enum(UNIT_SYSTEMS);

/** A row that opens another settings page: its label, what it is set to, and a chevron. */
function LinkRow(props: { readonly to: string; readonly label: MessageId; readonly value?: string }) {
  return (
    <Link className={styles['row']} to={props.to}>
      <span className={styles['rowText']}>
        <span className={styles['rowLabel']}>
          <Message id={props.label} />
        </span>
        {props.value === undefined ? null : <span className={styles['rowValue']}>{props.value}</span>}
      </span>
      <Icon name="back" className={styles['chevron']} />
    </Link>
  );
}

/** Who is signed in, or that nobody is, for the account row; nothing while it is not known. */
function accountSummary(state: AuthState, signedOut: string): string | undefined {
  switch (state.status) {
    case 'signedIn':
      return state.displayName ?? state.email ?? undefined;
    case 'signedOut':
      return signedOut;
    case 'loading':
    case 'unavailable':
      return undefined;
  }
}

/**
 * /ajustes (spec §2, §3): the account (who is signed in) and premium where the city sells it, appearance (the visual
 * theme, showing the one in force), language (es, en, ca as the city offers them), units (metric or imperial, with an
 * example distance), show suggestions, and the about-us page, the contact modal and the debug page.
 */
export function SettingsPage() {
  const message = useMessage();
  const city = useCity();
  const locale = useLocale();
  const { preferences, analytics } = useAppServices();
  const chosenLocale = usePreferences((state) => state.locale);
  const unitSystem = usePreferences((state) => state.unitSystem);
  const allowPopularStops = usePreferences((state) => state.allowPopularStops);
  const { theme, isSystem } = useThemeChoice();
  const contact = useHistoryModal('contact');
  const authState = useAuthState();

  const themeName = message(THEME_NAMES[theme]);
  const examples = {
    near: formatDistance(UNITS_EXAMPLE_DISTANCES_M.near, unitSystem, locale),
    far: formatDistance(UNITS_EXAMPLE_DISTANCES_M.far, unitSystem, locale),
  };

  return (
    <Screen title={message('settings.title')}>
      <Container hasBottomMargin>
        <section aria-labelledby="settings-account">
          <SectionTitle level={2}>
            <span id="settings-account">
              <Message id="settings.accountSection" />
            </span>
          </SectionTitle>
          <div className={styles['rows']}>
            <LinkRow
              to={buildRoute('account')}
              label="settings.account"
              value={accountSummary(authState, message('settings.account.signedOut'))}
            />
            {/* Only where the city sells premium (spec §5: otherwise it is not enabled). */}
            {city.premium === undefined ? null : (
              <LinkRow
                to={buildRoute('yourPremium')}
                label="settings.premium"
                value={message('settings.premium.detail')}
              />
            )}
          </div>
        </section>

        <section aria-labelledby="settings-appearance">
          <SectionTitle level={2}>
            <span id="settings-appearance">
              <Message id="settings.appearance" />
            </span>
          </SectionTitle>
          <LinkRow
            to={buildRoute('visualTheme')}
            label="settings.visualTheme"
            value={isSystem ? message('settings.theme.systemCurrent', { theme: themeName }) : themeName}
          />
        </section>

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
                checked={(chosenLocale ?? locale) === option}
                onChange={() => preferences.getState().setLocale(option)}
              />
              <Message id={LANGUAGE_NAMES[option]} />
            </label>
          ))}
        </fieldset>

        <section aria-labelledby="settings-units">
          <SectionTitle level={2}>
            <span id="settings-units">
              <Message id="settings.units" />
            </span>
          </SectionTitle>
          <select
            className={styles['select']}
            value={unitSystem}
            aria-labelledby="settings-units"
            aria-describedby="settings-units-detail"
            onChange={(event) => {
              const parsed = unitSystemSchema.safeParse(event.currentTarget.value);
              // An option that is not a unit system (a page altered by an extension) changes nothing.
              if (parsed.success) preferences.getState().setUnitSystem(parsed.data);
            }}
          >
            {UNIT_SYSTEMS.map((system) => (
              <option key={system} value={system}>
                {message(UNIT_NAMES[system])}
              </option>
            ))}
          </select>
          <p id="settings-units-detail" className={styles['detail']}>
            <Message id={UNIT_DETAILS[unitSystem]} values={examples} />
          </p>
        </section>

        <section aria-labelledby="settings-search">
          <SectionTitle level={2}>
            <span id="settings-search">
              <Message id="settings.search" />
            </span>
          </SectionTitle>
          <SwitchField
            label={<Message id="settings.suggestions" />}
            detail={<Message id="settings.suggestions.detail" />}
            isOn={allowPopularStops}
            onChange={(isOn) => preferences.getState().setAllowPopularStops(isOn)}
          />
        </section>

        <section aria-labelledby="settings-help">
          <SectionTitle level={2}>
            <span id="settings-help">
              <Message id="settings.help" />
            </span>
          </SectionTitle>
          <div className={styles['rows']}>
            <LinkRow to={buildRoute('aboutUs')} label="settings.aboutUs" />
            <button type="button" className={styles['row']} onClick={contact.open}>
              <span className={styles['rowLabel']}>
                <Message id="settings.contact" />
              </span>
            </button>
            <LinkRow to={buildRoute('settingsDebug')} label="settings.debug" />
          </div>
        </section>
      </Container>
      <ContactModal
        isOpen={contact.isOpen}
        onClose={contact.close}
        email={city.contactEmail}
        onCopy={() => analytics.track(CONTACT_MODAL_COPY_EVENT)}
      />
    </Screen>
  );
}
