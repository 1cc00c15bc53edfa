import { APP_VERSION } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, SectionTitle } from '@transit/ui';
import { useCity } from '../../common/appServices';
import { Screen } from '../../common/Screen';
import { useLocale } from '../../common/useLocale';
import styles from './AboutUsPage.module.css';
import { formatBuildDate } from './buildInfo';

/**
 * /ajustes/sobre-nosotros (spec §2): what the product is, its version and build date, where its data come from
 * (every feed of the city with its credit and licence, and the map tiles' credit, as their licences ask) and the
 * contact address.
 */
export function AboutUsPage() {
  const message = useMessage();
  const city = useCity();
  const locale = useLocale();
  const email = (
    <a className={styles['link']} href={`mailto:${city.contactEmail}`}>
      {city.contactEmail}
    </a>
  );
  return (
    <Screen title={message('settings.aboutUs')}>
      <Container hasBottomMargin>
        <p className={styles['text']}>
          <Message id="settings.about.product" values={{ name: city.project.name }} />
        </p>

        <section aria-labelledby="about-version">
          <SectionTitle level={2}>
            <span id="about-version">
              <Message id="settings.about.versionHeading" />
            </span>
          </SectionTitle>
          <p className={styles['text']}>
            <Message id="settings.about.version" values={{ version: APP_VERSION }} />
            <br />
            <Message id="settings.about.buildTime" values={{ date: formatBuildDate(locale) }} />
          </p>
        </section>

        <section aria-labelledby="about-data">
          <SectionTitle level={2}>
            <span id="about-data">
              <Message id="settings.about.data" />
            </span>
          </SectionTitle>
          <p className={styles['text']}>
            <Message id="settings.about.dataIntro" />
          </p>
          <ul className={styles['feeds']}>
            {city.feeds.map((feed) => (
              <li key={feed.id} className={styles['feed']}>
                <span className={styles['feedName']}>{feed.name}</span>
                <span>
                  <Message id="settings.about.attribution" values={{ attribution: feed.attribution }} />
                </span>
                {feed.hasTimetable ? null : (
                  <span className={styles['muted']}>
                    <Message id="settings.about.noTimetable" />
                  </span>
                )}
                {feed.licenceUrl === undefined ? null : (
                  <a
                    className={styles['link']}
                    href={feed.licenceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Message id="settings.about.licence" />
                  </a>
                )}
              </li>
            ))}
          </ul>
          <p className={styles['text']}>
            <Message id="settings.about.mapCredit" values={{ credit: city.map.tileAttribution }} />
          </p>
        </section>

        <section aria-labelledby="about-contact">
          <SectionTitle level={2}>
            <span id="about-contact">
              <Message id="settings.about.contactHeading" />
            </span>
          </SectionTitle>
          <p className={styles['text']}>
            <Message id="settings.about.contactText" values={{ email }} />
          </p>
        </section>
      </Container>
    </Screen>
  );
}
